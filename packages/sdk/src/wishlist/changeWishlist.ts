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
 * Runs a change, which answers with the list after it (one round trip); only when it cannot
 * (`null`: a guest list longer than the answer's page, nothing to remove) is the list read.
 */
export async function changeWishlist(
  context: WishlistContext,
  action: 'add' | 'remove',
  run: () => Promise<Wishlist | null>,
): Promise<Wishlist> {
  const started = context.owner.current();
  try {
    const wishlist = (await run()) ?? (await fetchWishlist(context));
    setWishlistState(
      context,
      {
        owner: requestOwner(context),
        status: 'ready',
        wishlist,
        count: wishlist.itemsCount,
        errors: errorsWithout(context, action),
      },
      started,
    );
    return wishlist;
  } catch (error) {
    return failWishlistAction(context, action, error, started);
  }
}
