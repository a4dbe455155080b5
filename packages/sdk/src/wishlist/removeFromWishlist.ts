import { customerWishlist, customerWishlistId, wholeGuestWishlist } from './fetchWishlist';
import {
  RemoveFromCustomerWishlistDocument,
  RemoveFromGuestWishlistDocument,
} from './wishlist.generated';
import { changeWishlist } from './changeWishlist';
import {
  requestOwner,
  throwFirstUserError,
  wishlistCodeKey,
  wishlistPageSize,
  type WishlistContext,
} from './wishlistContext';
import type { Wishlist } from './wishlistRules';

/**
 * Removes an item (`WishlistStore.remove`); a guest without a list sends nothing (the list is
 * read: empty). A failure is kept under `errors.remove`.
 */
export function removeFromWishlist(context: WishlistContext, itemId: string): Promise<Wishlist> {
  return changeWishlist(context, 'remove', async () => {
    const { transport } = context;
    if (requestOwner(context) === 'customer') {
      const wishlistId = await customerWishlistId(context);
      const { removeProductsFromWishlist: answer } = await transport.request(
        RemoveFromCustomerWishlistDocument,
        { wishlistId, itemIds: [itemId], currentPage: 1, pageSize: wishlistPageSize },
      );
      throwFirstUserError(answer);
      return answer?.wishlist ? customerWishlist(answer.wishlist) : null;
    }
    const sharingCode = context.storage.get(wishlistCodeKey);
    if (!sharingCode) return null;
    const { WmWishlistRemoveItems: answer } = await transport.request(
      RemoveFromGuestWishlistDocument,
      { sharingCode, itemIds: [itemId] },
    );
    throwFirstUserError(answer);
    return wholeGuestWishlist(answer?.wishlist);
  });
}
