/** What every SDK store offers `useSyncExternalStore`. */
export interface ObservableStore<TState> {
  /** The current state; the same object until something changes. */
  getSnapshot(): TState;
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
}

/** An {@link ObservableStore} with the one way its state changes; see {@link createStore}. */
export interface Store<TState> extends ObservableStore<TState> {
  /**
   * Merges `partial` (or what `update` returns for the current state) into the state, as a new
   * object; with `replace`, the value becomes the state. Listeners are called only when the
   * state is then another value, so an update that returns the state itself changes nothing.
   */
  setState(partial: Partial<TState> | ((state: TState) => Partial<TState>), replace?: false): void;
  setState(next: TState | ((state: TState) => TState), replace: true): void;
}

/**
 * The state primitive every SDK store is built on (Zustand's `getState` / `setState` /
 * `subscribe`): the state, its listeners, and nothing else. Rules stay in the store (a reducer,
 * the operations); this only keeps the snapshot and tells the subscribers.
 *
 * @example
 * ```ts
 * const store = createStore({ status: 'idle', count: 0 });
 * store.subscribe(() => console.log(store.getSnapshot()));
 * store.setState({ status: 'ready' });
 * store.setState((state) => reducer(state, action), true);
 * ```
 */
export function createStore<TState>(initial: TState): Store<TState> {
  let state = initial;
  const listeners = new Set<() => void>();

  function setState(
    update: TState | Partial<TState> | ((state: TState) => TState | Partial<TState>),
    replace = false,
  ): void {
    const next =
      typeof update === 'function' ? (update as (state: TState) => TState)(state) : update;
    if (Object.is(next, state)) return;
    state = replace ? (next as TState) : { ...state, ...next };
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    setState: setState as Store<TState>['setState'],
  };
}
