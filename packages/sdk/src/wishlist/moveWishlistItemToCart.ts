import type { CartStore } from '../cart/createCartStore';
import { removeFromWishlist } from './removeFromWishlist';
import type { WishlistContext } from './wishlistContext';
import type { WishlistItem } from './wishlistRules';

/** What `WishlistStore.moveToCart` resolves with (spec §8's success notice). */
export interface WishlistMoveResult {
  /** `added-to-cart`: show 'You added {product} to your shopping cart.' with `productName`. */
  notice: 'added-to-cart';
  productName: string;
}

/**
 * Adds an item to the cart and then removes it from the list (spec §4;
 * `WishlistStore.moveToCart`); when the cart refuses, the item stays on the list.
 */
export async function moveWishlistItemToCart(
  context: WishlistContext,
  item: WishlistItem,
  cart: Pick<CartStore, 'add'>,
): Promise<WishlistMoveResult> {
  await cart.add(
    { sku: item.product.sku, type: item.product.type, stockStatus: item.product.stockStatus },
    { quantity: item.quantity > 0 ? item.quantity : 1, variantSku: item.variantSku },
  );
  await removeFromWishlist(context, item.id);
  return { notice: 'added-to-cart', productName: item.product.name ?? item.product.sku };
}
