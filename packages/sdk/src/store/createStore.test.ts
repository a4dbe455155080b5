import { describe, expect, it, vi } from 'vitest';
import { createStore } from './createStore';

interface Counter {
  status: 'idle' | 'ready';
  count: number;
}

const idle: Counter = { status: 'idle', count: 0 };

describe('createStore', () => {
  it('starts with the initial state and keeps the same snapshot until something changes', () => {
    const store = createStore(idle);
    expect(store.getSnapshot()).toBe(idle);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('merges a partial state into a new object and tells every listener', () => {
    const store = createStore(idle);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);

    store.setState({ status: 'ready' });

    expect(store.getSnapshot()).toEqual({ status: 'ready', count: 0 });
    expect(store.getSnapshot()).not.toBe(idle);
    expect(idle).toEqual({ status: 'idle', count: 0 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('merges what an updater returns for the current state', () => {
    const store = createStore(idle);
    store.setState((state) => ({ count: state.count + 2 }));
    store.setState((state) => ({ count: state.count + 3 }));
    expect(store.getSnapshot()).toEqual({ status: 'idle', count: 5 });
  });

  it('replaces the state with replace, keeping the object given', () => {
    const store = createStore(idle);
    const ready: Counter = { status: 'ready', count: 1 };
    store.setState(ready, true);
    expect(store.getSnapshot()).toBe(ready);
    store.setState(() => idle, true);
    expect(store.getSnapshot()).toBe(idle);
  });

  it('holds any value with replace, such as a list', () => {
    const store = createStore<readonly string[]>([]);
    store.setState((list) => [...list, 'a'], true);
    expect(store.getSnapshot()).toEqual(['a']);
  });

  it('calls no listener when an update returns the state itself (a reducer that changed nothing)', () => {
    const store = createStore(idle);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState((state) => state, true);
    store.setState((state) => state);
    store.setState(idle, true);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(idle);
  });

  it('stops calling a listener once unsubscribed', () => {
    const store = createStore(idle);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setState({ count: 1 });
    unsubscribe();
    store.setState({ count: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calls listeners after the state changed, so they read the new snapshot', () => {
    const store = createStore(idle);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().count));
    store.setState({ count: 7 });
    expect(seen).toEqual([7]);
  });
});
