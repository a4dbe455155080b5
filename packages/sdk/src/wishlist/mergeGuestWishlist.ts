import { loadWishlist } from './loadWishlist';
import { MergeGuestWishlistDocument } from './wishlist.generated';
import {
  errorsWithout,
  failWishlistAction,
  requestOwner,
  setWishlistState,
  throwFirstUserError,
  wishlistCodeKey,
  type WishlistContext,
} from './wishlistContext';

/**
 * After a login (`WishlistStore.mergeGuestWishlist`): moves the guest list's items into the
 * customer's (`WmMergeWishlist`), then forgets the sharing code and loads the customer's list.
 * On failure the code stays (nothing is lost; call again to retry). Resolves with whether there
 * was a guest list to merge.
 */
export async function mergeGuestWishlist(context: WishlistContext): Promise<{ merged: boolean }> {
  const code = context.storage.get(wishlistCodeKey);
  if (!code || requestOwner(context) !== 'customer') return { merged: false };
  try {
    throwFirstUserError(
      (await context.transport.request(MergeGuestWishlistDocument, { sharingCode: code }))
        .WmMergeWishlist,
    );
    context.storage.remove(wishlistCodeKey);
    setWishlistState(context, { errors: errorsWithout(context, 'merge') });
  } catch (error) {
    return failWishlistAction(context, 'merge', error);
  }
  await loadWishlist(context);
  return { merged: true };
}
