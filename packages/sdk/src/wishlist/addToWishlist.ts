import { SdkError } from '../errors/SdkError';
import { customerWishlist, customerWishlistId, wholeGuestWishlist } from './fetchWishlist';
import {
  AddToCustomerWishlistDocument,
  AddToGuestWishlistDocument,
  CreateGuestWishlistDocument,
} from './wishlist.generated';
import { changeWishlist } from './changeWishlist';
import {
  requestOwner,
  throwFirstUserError,
  wishlistCodeKey,
  wishlistPageSize,
  type WishlistContext,
} from './wishlistContext';
import {
  findWishlistItem,
  wishlistItemInput,
  type Wishlist,
  type WishlistAddOptions,
  type WishlistProduct,
} from './wishlistRules';

/**
 * Adds a product with quantity 1 (`WishlistStore.add`); does nothing when it is already there, or
 * when its type is not taken (logged as unsupported). A guest's first add creates the list and
 * stores its code.
 */
export async function addToWishlist(
  context: WishlistContext,
  product: WishlistProduct,
  options: WishlistAddOptions = {},
): Promise<Wishlist> {
  const { wishlist } = context.store.getSnapshot();
  const input = wishlistItemInput(product, options);
  if (!input) {
    context.logger.error(`wishlist: product type ${product.type} is not supported`, product.sku);
    return wishlist;
  }
  if (findWishlistItem(wishlist, product.sku, options.variantSku)) return wishlist;
  return changeWishlist(context, 'add', async () => {
    const { transport } = context;
    if (requestOwner(context) === 'customer') {
      const wishlistId = await customerWishlistId(context);
      const { addProductsToWishlist: answer } = await transport.request(
        AddToCustomerWishlistDocument,
        { wishlistId, items: [input], currentPage: 1, pageSize: wishlistPageSize },
      );
      throwFirstUserError(answer);
      return answer?.wishlist ? customerWishlist(answer.wishlist) : null;
    }
    const sharingCode = await guestSharingCode(context);
    const { WmWishlistAddItems: answer } = await transport.request(AddToGuestWishlistDocument, {
      sharingCode,
      items: [input],
    });
    throwFirstUserError(answer);
    return wholeGuestWishlist(answer?.wishlist);
  });
}

/** The guest's sharing code: the stored one, else that of a list created (and stored) now. */
async function guestSharingCode(context: WishlistContext): Promise<string> {
  const stored = context.storage.get(wishlistCodeKey);
  if (stored) return stored;
  const created = await context.transport.request(CreateGuestWishlistDocument);
  const code = created.WmWishlistCreate?.sharing_code;
  if (!code) throw new SdkError('graphql', 'Unable to create a wishlist');
  context.storage.set(wishlistCodeKey, code);
  return code;
}
