import { emptyWishlist, type WishlistState, type WishlistStore } from '@agri-parts/sdk';
import { useSdk } from '../sdk/SdkProvider';
import { useLoadWhenIdle } from '../store/useLoadWhenIdle';
import { useStoreSelector } from '../store/useStoreSelector';

/**
 * What {@link useWishlist} returns: the state and the store's actions; the store's `count()` is
 * `refreshCount()` here, beside the state's `count`.
 */
export type UseWishlistResult = WishlistState & {
  refreshCount: WishlistStore['count'];
} & Pick<
    WishlistStore,
    'load' | 'has' | 'add' | 'remove' | 'toggle' | 'clear' | 'moveToCart' | 'mergeGuestWishlist'
  >;

const idleWishlist: WishlistState = Object.freeze({
  owner: 'guest',
  status: 'idle',
  wishlist: emptyWishlist,
  count: 0,
  errors: Object.freeze({}),
}) as WishlistState;
const serverSnapshot = (): WishlistState => idleWishlist;

/**
 * The wish list from `sdk.wishlist`, re-rendering when it changes, and loaded in the browser when
 * not loaded yet (a failed load is in `status` / `errors.load`). On the server and during
 * hydration it is not loaded. The SDK merges the guest's list at a login (`sdk.sessionReactions`).
 *
 * With `select`, the hook returns only what `select` picks and re-renders only when that
 * changes (compared with `isEqual`, `Object.is` by default).
 *
 * @example
 * ```tsx
 * const { has, toggle } = useWishlist();
 * const count = useWishlist((state) => state.count);
 * <HeartButton active={has(product.sku)} onClick={() => toggle(product)} />
 * ```
 */
export function useWishlist(): UseWishlistResult;
export function useWishlist<TSelected>(
  select: (state: WishlistState) => TSelected,
  isEqual?: (a: TSelected, b: TSelected) => boolean,
): TSelected;
export function useWishlist<TSelected>(
  select?: (state: WishlistState) => TSelected,
  isEqual?: (a: TSelected, b: TSelected) => boolean,
): UseWishlistResult | TSelected {
  const { wishlist } = useSdk();
  useLoadWhenIdle(wishlist, wishlist.load);
  const selected = useStoreSelector<WishlistState, WishlistState | TSelected>(
    wishlist,
    select ?? wholeState,
    serverSnapshot,
    isEqual as
      ((a: WishlistState | TSelected, b: WishlistState | TSelected) => boolean) | undefined,
  );
  if (select) return selected as TSelected;
  const state = selected as WishlistState;
  return {
    ...state,
    load: wishlist.load,
    has: wishlist.has,
    add: wishlist.add,
    remove: wishlist.remove,
    toggle: wishlist.toggle,
    refreshCount: wishlist.count,
    clear: wishlist.clear,
    moveToCart: wishlist.moveToCart,
    mergeGuestWishlist: wishlist.mergeGuestWishlist,
  };
}

const wholeState = (state: WishlistState): WishlistState => state;
