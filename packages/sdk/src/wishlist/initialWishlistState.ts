import type { WishlistState } from './createWishlistStore';
import { emptyWishlist } from './wishlistRules';

/**
 * A wish list store's state before its first load, for a guest's or a customer's list; also
 * what `sdk.wishlist` shows while the wish list's code has not loaded yet.
 */
export function initialWishlistState(owner: WishlistState['owner']): WishlistState {
  return { owner, status: 'idle', wishlist: emptyWishlist, count: 0, errors: {} };
}
