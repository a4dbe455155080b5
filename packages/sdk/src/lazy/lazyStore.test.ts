import { describe, expect, it, vi } from 'vitest';
import type { ObservableStore } from '../store/createStore';
import { forwardMethods, lazyStore } from './lazyStore';

interface CounterState {
  owner: string;
  status: 'idle' | 'loading' | 'ready';
  count: number;
}

interface CounterStore extends ObservableStore<CounterState> {
  load(): Promise<number>;
  add(amount: number): Promise<number>;
}

function counterStore(owner = 'guest'): CounterStore {
  let state: CounterState = { owner, status: 'idle', count: 0 };
  const listeners = new Set<() => void>();
  const set = (next: Partial<CounterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async load() {
      set({ status: 'loading' });
      await Promise.resolve();
      set({ status: 'ready', count: 1 });
      return 1;
    },
    async add(amount) {
      set({ count: state.count + amount });
      return state.count;
    },
  };
}

const idleGuest: CounterState = { owner: 'guest', status: 'idle', count: 0 };

describe('lazyStore', () => {
  it('shows the initial state, and loads no code, until a method is called', () => {
    const load = vi.fn(async () => counterStore());
    const store = lazyStore(load, { initialState: () => idleGuest });
    expect(store.getSnapshot()).toBe(idleGuest);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
    expect(load).not.toHaveBeenCalled();
    expect(store.current()).toBeUndefined();
  });

  it('turns loading at once when a load is asked for, then follows the real store', async () => {
    const store = lazyStore(async () => counterStore(), { initialState: () => idleGuest });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().status));

    const loading = store.call('load');
    expect(store.getSnapshot()).toEqual({ ...idleGuest, status: 'loading' });
    expect(await loading).toBe(1);

    expect(store.getSnapshot()).toEqual({ owner: 'guest', status: 'ready', count: 1 });
    expect(seen).toEqual(['loading', 'loading', 'loading', 'ready']);
  });

  it('creates the real store once for calls made before it exists', async () => {
    const load = vi.fn(async () => counterStore());
    const store = lazyStore(load, { initialState: () => idleGuest });
    const { add } = forwardMethods(store, ['add']);

    const totals = await Promise.all([add(2), add(3)]);

    expect(totals).toEqual([2, 5]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().count).toBe(5);
  });

  it('follows its key (the session owner) while the code is not loaded', () => {
    let owner = 'guest';
    const ownerListeners = new Set<() => void>();
    const states = new Map<string, CounterState>();
    const store = lazyStore(async () => counterStore(owner), {
      initialState: () => {
        if (!states.has(owner)) states.set(owner, { owner, status: 'idle', count: 0 });
        return states.get(owner)!;
      },
      key: () => owner,
      keyChanges: (listener) => {
        ownerListeners.add(listener);
        return () => ownerListeners.delete(listener);
      },
    });
    const listener = vi.fn();
    store.subscribe(listener);

    owner = 'customer';
    for (const notify of ownerListeners) notify();

    expect(store.getSnapshot()).toMatchObject({ owner: 'customer', status: 'idle' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('goes back to the initial state when the code cannot be loaded, and tries again later', async () => {
    const load = vi
      .fn<() => Promise<CounterStore>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => counterStore());
    const store = lazyStore(load, { initialState: () => idleGuest });

    await expect(store.call('load')).rejects.toThrow(/dynamically imported/);
    expect(store.getSnapshot()).toBe(idleGuest);

    await expect(store.call('load')).resolves.toBe(1);
    expect(store.getSnapshot().status).toBe('ready');
  });
});
