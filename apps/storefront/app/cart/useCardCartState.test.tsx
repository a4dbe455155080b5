// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { cardAddingMs, useCardCartState } from './useCardCartState';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets settled promises run their callbacks. */
const flush = () => act(async () => {});

describe('useCardCartState', () => {
  it('is idle until a click, then adding for 1 second when the add is quicker', async () => {
    const { result } = renderHook(() => useCardCartState());
    expect(cardAddingMs).toBe(1000);
    expect(result.current.cartState).toBe('idle');

    const add = vi.fn(() => Promise.resolve(true));
    act(() => result.current.start(add));
    expect(add).toHaveBeenCalledOnce();
    expect(result.current.cartState).toBe('adding');

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(result.current.cartState).toBe('adding');
    await act(() => vi.advanceTimersByTimeAsync(1));
    await flush();
    expect(result.current.cartState).toBe('idle');
  });

  it('stays adding while a slow add still runs, and is idle once it ends', async () => {
    const { result } = renderHook(() => useCardCartState());
    let finish: () => void = () => undefined;
    act(() =>
      result.current.start(
        () =>
          new Promise<void>((resolve) => {
            finish = resolve;
          }),
      ),
    );

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current.cartState).toBe('adding');
    await act(async () => finish());
    await flush();
    expect(result.current.cartState).toBe('idle');
  });

  it('ignores clicks while adding, and takes the next one after', async () => {
    const { result } = renderHook(() => useCardCartState());
    const add = vi.fn(() => Promise.resolve(true));

    act(() => result.current.start(add));
    act(() => result.current.start(add));
    expect(add).toHaveBeenCalledOnce();

    await act(() => vi.advanceTimersByTimeAsync(cardAddingMs));
    await flush();
    act(() => result.current.start(add));
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('goes back to idle after a failed add too', async () => {
    const { result } = renderHook(() => useCardCartState(500));
    act(() => result.current.start(() => Promise.reject(new Error('offline'))));

    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(result.current.cartState).toBe('idle');
  });
});
