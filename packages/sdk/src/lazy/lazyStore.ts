import type { ObservableStore } from '../store/createStore';
import { lazyModule } from './lazyModule';

/** Options of {@link lazyStore}. */
export interface LazyStoreOptions<TState> {
  /**
   * The state the real store starts in, for the snapshot until it exists; called again when
   * `key` changes (the session's owner), and must return the same object for the same key.
   */
  initialState: () => TState;
  /** What the initial state depends on (such as `guest` / `customer`); constant by default. */
  key?: () => string;
  /** Calls its listener when `key` may have changed (such as `session.subscribe`). */
  keyChanges?: (listener: () => void) => () => void;
  /**
   * The methods that load (the real store turns `loading` at once when one is called): `load`
   * by default.
   */
  loadMethods?: readonly string[];
  /**
   * The state a load asked for before the code arrived shows, as the real store's own `load`
   * would set it; the initial state with `status: 'loading'` by default.
   */
  loadingState?: (initial: TState) => TState;
}

/** A store whose code loads on first use; see {@link lazyStore}. */
export interface LazyStore<TStore, TState> extends ObservableStore<TState> {
  /** The real store, created (once) on the first call. */
  store(): Promise<TStore>;
  /** The real store once created; `undefined` before. */
  current(): TStore | undefined;
  /**
   * Calls `method` of the real store, creating it first. A load (`loadMethods`) asked for before
   * the store exists turns the snapshot `loading` at once, as the real store's own does, so the
   * components that wait for a store to load do not all ask.
   */
  call<TKey extends keyof TStore>(
    method: TKey,
    ...args: TStore[TKey] extends (...a: infer A) => unknown ? A : never
  ): TStore[TKey] extends (...a: never[]) => infer R ? R : never;
}

/**
 * An observable store whose code (its module, documents and mappers) loads on first use: the
 * snapshot is the store's initial state until then, and subscribers follow the real store once
 * it exists. A page that only shows a cart badge after hydration does not carry the cart's code in
 * its first load; the store arrives with the first `load()`.
 *
 * @param load - Imports the store's module and creates the store.
 */
export function lazyStore<
  TState extends { status: string },
  TStore extends ObservableStore<TState>,
>(load: () => Promise<TStore>, options: LazyStoreOptions<TState>): LazyStore<TStore, TState> {
  const key = options.key ?? (() => '');
  const loadMethods = options.loadMethods ?? ['load'];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let initial = { key: key(), state: options.initialState() };
  let loadingState: { of: TState; state: TState } | null = null;
  let loadAsked = false;

  const module = lazyModule(async () => {
    const real = await load();
    real.subscribe(notify);
    return real;
  });

  function initialState(): TState {
    const current = key();
    if (current !== initial.key) {
      initial = { key: current, state: options.initialState() };
      loadAsked = false;
    }
    return initial.state;
  }

  options.keyChanges?.(() => {
    if (module.current()) return;
    const before = initial.state;
    if (initialState() !== before) notify();
  });

  function getSnapshot(): TState {
    const real = module.current();
    if (real) return real.getSnapshot();
    const state = initialState();
    if (!loadAsked) return state;
    if (loadingState?.of !== state) {
      loadingState = {
        of: state,
        state: options.loadingState?.(state) ?? { ...state, status: 'loading' },
      };
    }
    return loadingState.state;
  }

  return {
    getSnapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    store: module.get,
    current: module.current,
    call(method, ...args) {
      const real = module.current();
      const invoke = (store: TStore) =>
        (store[method] as (...a: unknown[]) => unknown).apply(store, args);
      if (real) return invoke(real) as never;
      if (!loadAsked && loadMethods.includes(String(method))) {
        loadAsked = true;
        notify();
      }
      return module.get().then(
        (store) => {
          const showedLoading = loadAsked;
          loadAsked = false;
          const result = invoke(store);
          // The real store's state replaces the `loading` shown meanwhile (it may not change
          // itself: a `loadMore` with nothing more to load).
          if (showedLoading) notify();
          return result;
        },
        (error: unknown) => {
          // The code could not be loaded: back to the initial state, so a later use tries again.
          if (loadAsked) {
            loadAsked = false;
            notify();
          }
          throw error;
        },
      ) as never;
    },
  };
}

/**
 * The asynchronous methods `methods` of a lazily created store, each calling the real store
 * (created on the first call) through {@link LazyStore.call}.
 */
export function forwardMethods<TStore, TKey extends keyof TStore & string>(
  store: LazyStore<TStore, unknown>,
  methods: readonly TKey[],
): Pick<TStore, TKey> {
  const forwarded: Partial<Record<TKey, unknown>> = {};
  for (const method of methods) {
    forwarded[method] = (...args: never[]) => store.call(method, ...(args as never));
  }
  return forwarded as Pick<TStore, TKey>;
}
