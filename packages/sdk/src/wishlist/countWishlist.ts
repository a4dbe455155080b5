import { CustomerWishlistCountDocument, GuestWishlistCountDocument } from './wishlist.generated';
import {
  errorsWithout,
  failWishlistAction,
  requestOwner,
  setWishlistState,
  wishlistCodeKey,
  type WishlistContext,
} from './wishlistContext';

/**
 * Asks the backend how many items the list has (`WishlistStore.count`): a customer's over all
 * their lists, a guest's by the stored sharing code (none: 0). Kept as the state's `count`.
 */
export async function countWishlist(context: WishlistContext): Promise<number> {
  const started = context.owner.current();
  const { transport } = context;
  try {
    let count = 0;
    if (requestOwner(context) === 'customer') {
      const data = await transport.request(CustomerWishlistCountDocument);
      count = (data.customer?.wishlists ?? []).reduce(
        (sum, list) => sum + (list?.items_count ?? 0),
        0,
      );
    } else {
      const code = context.storage.get(wishlistCodeKey);
      if (code) {
        count =
          (await transport.request(GuestWishlistCountDocument, { sharingCode: code }))
            .WmWishlistItemsCount ?? 0;
      }
    }
    setWishlistState(context, { count, errors: errorsWithout(context, 'count') }, started);
    return count;
  } catch (error) {
    return failWishlistAction(context, 'count', error, started);
  }
}
