import { act, cleanup, render, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useStoreSelector, type ObservableStore } from './useStoreSelector';

afterEach(cleanup);

interface Counter {
  status: 'idle' | 'loading' | 'ready';
  items: string[];
}

/** A store shaped like the SDK's: a snapshot replaced on every change. */
function counterStore(initial: Counter): ObservableStore<Counter> & { set(next: Counter): void } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

const idle: Counter = { status: 'idle', items: [] };

describe('useStoreSelector', () => {
  it('re-renders only when what it selects changes, not with every change of the store', () => {
    const store = counterStore(idle);
    let renders = 0;
    function Has({ item }: { item: string }) {
      renders += 1;
      const has = useStoreSelector(
        store,
        (state) => state.items.includes(item),
        () => idle,
      );
      return <span>{has ? 'ja' : 'nei'}</span>;
    }
    const { container } = render(<Has item="a" />);
    expect(renders).toBe(1);

    act(() => store.set({ status: 'loading', items: [] }));
    act(() => store.set({ status: 'ready', items: ['b'] }));
    expect(renders).toBe(1);
    expect(container.textContent).toBe('nei');

    act(() => store.set({ status: 'ready', items: ['b', 'a'] }));
    expect(renders).toBe(2);
    expect(container.textContent).toBe('ja');
  });

  it('keeps the identity of an equal selection when given an equality', () => {
    const store = counterStore({ status: 'ready', items: ['a'] });
    const sameItems = (a: string[], b: string[]) =>
      a.length === b.length && a.every((item, index) => item === b[index]);
    const { result } = renderHook(() =>
      useStoreSelector(
        store,
        (state) => [...state.items],
        () => idle,
        sameItems,
      ),
    );
    const first = result.current;

    act(() => store.set({ status: 'loading', items: ['a'] }));
    expect(result.current).toBe(first);

    act(() => store.set({ status: 'ready', items: ['a', 'b'] }));
    expect(result.current).toEqual(['a', 'b']);
    expect(result.current).not.toBe(first);
  });

  it('applies a new selector although the store did not change', () => {
    const store = counterStore({ status: 'ready', items: ['a', 'b'] });
    const { result, rerender } = renderHook(
      ({ item }: { item: string }) =>
        useStoreSelector(
          store,
          (state) => state.items.includes(item),
          () => idle,
        ),
      { initialProps: { item: 'a' } },
    );
    expect(result.current).toBe(true);
    rerender({ item: 'c' });
    expect(result.current).toBe(false);
  });

  it('renders on the server from the server snapshot, not the live state', () => {
    const store = counterStore({ status: 'ready', items: ['a'] });
    function Count() {
      const count = useStoreSelector(
        store,
        (state) => state.items.length,
        () => idle,
      );
      return <span>{count}</span>;
    }
    expect(renderToString(<Count />)).toBe('<span>0</span>');
  });
});
