import { act, cleanup, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SdkProvider } from '../sdk/SdkProvider';
import { createTestSdk } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useNotifications } from './useNotifications';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function withSdk(sdk = createTestSdk()) {
  return { sdk, wrapper: sdkWrapper(sdk) };
}

describe('useNotifications', () => {
  it('starts empty and shows what is added', () => {
    const { result } = renderHook(() => useNotifications(), withSdk());
    expect(result.current.notifications).toEqual([]);

    act(() => {
      result.current.add({ message: 'Lagt i handlekurven', type: 'success' });
    });

    expect(result.current.notifications).toMatchObject([
      { message: 'Lagt i handlekurven', type: 'success', persist: false },
    ]);
  });

  it('follows the SDK’s rules: no duplicates, at most 3, dismissed after 10 s', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotifications(), withSdk());

    let duplicate: string | null = 'not yet';
    act(() => {
      result.current.add({ message: 'a', type: 'info' });
      duplicate = result.current.add({ message: 'a', type: 'info' });
      result.current.add({ message: 'b', type: 'info' });
      result.current.add({ message: 'c', type: 'info' });
      result.current.add({ message: 'd', type: 'info', persist: true });
    });

    expect(duplicate).toBeNull();
    expect(result.current.notifications.map((entry) => entry.message)).toEqual(['b', 'c', 'd']);

    act(() => vi.advanceTimersByTime(10_000));

    expect(result.current.notifications.map((entry) => entry.message)).toEqual(['d']);
  });

  it('keeps the messages while paused and dismisses them after the time left once resumed', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotifications(), withSdk());
    act(() => {
      result.current.add({ message: 'a', type: 'info' });
    });
    act(() => vi.advanceTimersByTime(4000));
    act(() => result.current.pause());
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.notifications.map((entry) => entry.message)).toEqual(['a']);

    act(() => result.current.resume());
    act(() => vi.advanceTimersByTime(5999));
    expect(result.current.notifications).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notifications).toEqual([]);
  });

  it('dismisses a notification by id', () => {
    const { result } = renderHook(() => useNotifications(), withSdk());
    let id: string | null = null;
    act(() => {
      id = result.current.add({ message: 'Feil', type: 'danger', persist: true });
    });

    act(() => result.current.dismiss(id!));

    expect(result.current.notifications).toEqual([]);
  });

  it('keeps add and dismiss the same functions across renders', () => {
    const { result, rerender } = renderHook(() => useNotifications(), withSdk());
    const { add, dismiss } = result.current;

    act(() => {
      add({ message: 'x', type: 'info', persist: true });
    });
    rerender();

    expect(result.current.add).toBe(add);
    expect(result.current.dismiss).toBe(dismiss);
  });

  it('re-renders when something outside React adds a notification', () => {
    const { sdk, wrapper } = withSdk();
    const { result } = renderHook(() => useNotifications(), { wrapper });

    act(() => {
      sdk.notifications.notify({ message: 'Fra SDK', type: 'warning', persist: true });
    });

    expect(result.current.notifications.map((entry) => entry.message)).toEqual(['Fra SDK']);
  });

  it('renders on the server', () => {
    const sdk = createTestSdk();
    sdk.notifications.notify({ message: 'Velkommen', type: 'info', persist: true });
    function List() {
      const { notifications } = useNotifications();
      return (
        <ul>
          {notifications.map((entry) => (
            <li key={entry.id}>{entry.message}</li>
          ))}
        </ul>
      );
    }

    expect(
      renderToString(
        <SdkProvider sdk={sdk}>
          <List />
        </SdkProvider>,
      ),
    ).toBe('<ul><li>Velkommen</li></ul>');
  });
});
