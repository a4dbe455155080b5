import { addToWishlist } from './addToWishlist';
import { removeFromWishlist } from './removeFromWishlist';
import type { WishlistContext } from './wishlistContext';
import {
  findWishlistItem,
  type Wishlist,
  type WishlistAddOptions,
  type WishlistProduct,
} from './wishlistRules';

/** Adds the product when absent from the loaded list, removes it when present (`WishlistStore.toggle`). */
export function toggleWishlistItem(
  context: WishlistContext,
  product: WishlistProduct,
  options: WishlistAddOptions = {},
): Promise<Wishlist> {
  const item = findWishlistItem(
    context.store.getSnapshot().wishlist,
    product.sku,
    options.variantSku,
  );
  return item ? removeFromWishlist(context, item.id) : addToWishlist(context, product, options);
}
