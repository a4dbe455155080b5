import { errorsWithout, setWishlistState, type WishlistContext } from './wishlistContext';
import { emptyWishlist } from './wishlistRules';

/** Empties the local list only (spec §4; `WishlistStore.clear`); the backend list is kept. */
export function clearWishlist(context: WishlistContext): void {
  setWishlistState(context, {
    wishlist: emptyWishlist,
    count: 0,
    errors: errorsWithout(context, 'clear'),
  });
}
