import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar';

const labels = { loading: 'Laster siden' };

function bar() {
  return screen.queryByRole('progressbar', { name: 'Laster siden' });
}

describe('LoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing while idle', () => {
    render(<LoadingBar active={false} labels={labels} />);

    expect(bar()).toBeNull();
  });

  it('shows only after 200 ms of activity', () => {
    render(<LoadingBar active labels={labels} />);

    act(() => vi.advanceTimersByTime(199));
    expect(bar()).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(bar()?.dataset.state).toBe('loading');
    expect(bar()?.style.getPropertyValue('--ap-loading-bar-duration')).toBe('5000ms');
  });

  it('never shows for a load shorter than the throttle', () => {
    const { rerender } = render(<LoadingBar active labels={labels} />);

    act(() => vi.advanceTimersByTime(150));
    rerender(<LoadingBar active={false} labels={labels} />);
    act(() => vi.advanceTimersByTime(1000));

    expect(bar()).toBeNull();
  });

  it('fills up when the load ends and hides 500 ms later', () => {
    const { rerender } = render(<LoadingBar active labels={labels} />);
    act(() => vi.advanceTimersByTime(1200));

    rerender(<LoadingBar active={false} labels={labels} />);
    expect(bar()?.dataset.state).toBe('complete');
    expect(bar()?.getAttribute('aria-valuenow')).toBe('100');

    act(() => vi.advanceTimersByTime(499));
    expect(bar()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toBeNull();
  });

  it('goes back to loading when a new load starts while it hides', () => {
    const { rerender } = render(<LoadingBar active labels={labels} />);
    act(() => vi.advanceTimersByTime(300));
    rerender(<LoadingBar active={false} labels={labels} />);
    act(() => vi.advanceTimersByTime(300));

    rerender(<LoadingBar active labels={labels} />);
    act(() => vi.advanceTimersByTime(1000));

    expect(bar()?.dataset.state).toBe('loading');
  });

  it('takes other timings', () => {
    const { rerender } = render(
      <LoadingBar active labels={labels} throttle={0} hideDelay={100} duration={2000} />,
    );
    act(() => vi.advanceTimersByTime(0));
    expect(bar()?.style.getPropertyValue('--ap-loading-bar-duration')).toBe('2000ms');

    rerender(
      <LoadingBar active={false} labels={labels} throttle={0} hideDelay={100} duration={2000} />,
    );
    act(() => vi.advanceTimersByTime(100));
    expect(bar()).toBeNull();
  });
});
