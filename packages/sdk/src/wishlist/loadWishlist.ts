import { fetchWishlist } from './fetchWishlist';
import {
  errorsWithout,
  failWishlistAction,
  requestOwner,
  setWishlistState,
  type WishlistContext,
} from './wishlistContext';
import type { Wishlist } from './wishlistRules';

/**
 * Loads the list (`WishlistStore.load`): the customer's when signed in, else the guest list of
 * the stored sharing code (none stored, or an unknown code: empty). The response replaces local
 * state; a failure is kept under `errors.load`.
 */
export async function loadWishlist(context: WishlistContext): Promise<Wishlist> {
  const started = context.owner.current();
  setWishlistState(context, { status: 'loading', owner: requestOwner(context) });
  try {
    const wishlist = await fetchWishlist(context);
    setWishlistState(
      context,
      {
        status: 'ready',
        wishlist,
        count: wishlist.itemsCount,
        errors: errorsWithout(context, 'load'),
      },
      started,
    );
    return wishlist;
  } catch (error) {
    return failWishlistAction(context, 'load', error, started);
  }
}
