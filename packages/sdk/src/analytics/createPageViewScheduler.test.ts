import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViewScheduler, pageViewDelayMs } from './createPageViewScheduler';

describe('createPageViewScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tracks a page 250 ms after the route change, not before (spec §4, §9)', () => {
    const track = vi.fn();
    const pageViews = createPageViewScheduler();

    pageViews.schedule(track);
    vi.advanceTimersByTime(249);
    expect(track).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(pageViewDelayMs).toBe(250);
    expect(track).toHaveBeenCalledOnce();
  });

  it('tracks only the later page when the shopper moves on within 250 ms', () => {
    const first = vi.fn();
    const second = vi.fn();
    const pageViews = createPageViewScheduler();

    pageViews.schedule(first);
    vi.advanceTimersByTime(200);
    pageViews.schedule(second);
    vi.advanceTimersByTime(249);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('tracks each of two pages the shopper stayed on', () => {
    const track = vi.fn();
    const pageViews = createPageViewScheduler();

    pageViews.schedule(() => track('/a'));
    vi.advanceTimersByTime(300);
    pageViews.schedule(() => track('/b'));
    vi.advanceTimersByTime(300);

    expect(track.mock.calls).toEqual([['/a'], ['/b']]);
  });

  it('drops a waiting page view when cancelled', () => {
    const track = vi.fn();
    const pageViews = createPageViewScheduler();

    pageViews.schedule(track);
    pageViews.cancel();
    vi.advanceTimersByTime(1000);

    expect(track).not.toHaveBeenCalled();
  });

  it('uses the delay and timers it is given', () => {
    const timers = { setTimeout: vi.fn(() => 7), clearTimeout: vi.fn() };
    const pageViews = createPageViewScheduler({ delayMs: 10, timers });

    pageViews.schedule(() => undefined);
    pageViews.schedule(() => undefined);

    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 10);
    expect(timers.clearTimeout).toHaveBeenCalledWith(7);
  });
});
