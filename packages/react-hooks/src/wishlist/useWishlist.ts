import { emptyWishlist, type WishlistState, type WishlistStore } from '@agri-parts/sdk';
import { useEffect, useSyncExternalStore } from 'react';
import { useSdk } from '../sdk/SdkProvider';

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
 * hydration it is not loaded. Call `mergeGuestWishlist()` after a login.
 *
 * @example
 * ```tsx
 * const { has, toggle } = useWishlist();
 * <HeartButton active={has(product.sku)} onClick={() => toggle(product)} />
 * ```
 */
export function useWishlist(): UseWishlistResult {
  const { wishlist } = useSdk();
  const state = useSyncExternalStore(wishlist.subscribe, wishlist.getSnapshot, serverSnapshot);
  const needsLoad = state.status === 'idle';

  useEffect(() => {
    // Many components use the hook (every heart): the first effect starts the load (the store
    // turns `loading` at once), the others see that. A failure is kept in the state (and logged).
    if (needsLoad && wishlist.getSnapshot().status === 'idle') {
      wishlist.load().catch(() => undefined);
    }
  }, [wishlist, needsLoad]);

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
