import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/** An observable store of the SDK: every SDK store (cart, wish list, tractors …) is one. */
export interface ObservableStore<TState> {
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /** The current state; the same object until the state changes. */
  getSnapshot(): TState;
}

/**
 * The part of a store's state a component shows, re-rendering only when that part changes.
 *
 * A store that changes while a page hydrates (the cart turning `loading`, then `ready`) would
 * otherwise re-render every subscriber synchronously — with a page of product cards that is one
 * long task right after hydration. A card that selects "is this product on the wish list" stays
 * as it is while the list loads empty.
 *
 * `select` may be a new function each render; its result is compared with `isEqual`
 * (`Object.is` by default), so select primitives or pass an equality for objects. The same
 * approach as React's `useSyncExternalStoreWithSelector`.
 *
 * @param store - The SDK store.
 * @param select - Picks what the component shows.
 * @param getServerSnapshot - The state the server rendered with (also used while hydrating).
 * @param isEqual - Whether two selections are the same; `Object.is` by default.
 * @example
 * ```tsx
 * const wishlisted = useStoreSelector(
 *   sdk.wishlist,
 *   (state) => findWishlistItem(state.wishlist, sku) !== undefined,
 *   () => idleWishlist,
 * );
 * ```
 */
export function useStoreSelector<TState, TSelected>(
  store: ObservableStore<TState>,
  select: (state: TState) => TSelected,
  getServerSnapshot: () => TState,
  isEqual: (a: TSelected, b: TSelected) => boolean = Object.is,
): TSelected {
  // The selection last shown: an equal new selection keeps its identity.
  const shown = useRef<{ value: TSelected } | null>(null);
  const [getSelection, getServerSelection] = useMemo(() => {
    // Within one render's selector: the same snapshot never selects twice.
    let memo: { snapshot: TState; selected: TSelected } | null = null;
    const selectFrom = (snapshot: TState): TSelected => {
      if (memo && Object.is(memo.snapshot, snapshot)) return memo.selected;
      let selected = select(snapshot);
      const previous = memo ? memo.selected : shown.current?.value;
      if ((memo || shown.current) && isEqual(previous as TSelected, selected)) {
        selected = previous as TSelected;
      }
      memo = { snapshot, selected };
      return selected;
    };
    return [() => selectFrom(store.getSnapshot()), () => selectFrom(getServerSnapshot())] as const;
  }, [store, select, getServerSnapshot, isEqual]);
  const value = useSyncExternalStore(store.subscribe, getSelection, getServerSelection);
  useEffect(() => {
    shown.current = { value };
  }, [value]);
  return value;
}
