import { canAddToCart } from '../cart/addToCartRules';
import type { WishlistItem } from './wishlistRules';

/**
 * Why a wish list item cannot go straight to the cart:
 * - `variant-required`: a configurable product saved without a chosen variant;
 * - `out-of-stock`: the product (or nothing of it) is in stock;
 * - `options-required`: a bundle or grouped product, whose contents are chosen on its page;
 * - `unsupported-type`: a type the cart does not take (a gift card).
 */
export type WishlistCartBlock =
  'variant-required' | 'out-of-stock' | 'options-required' | 'unsupported-type';

/**
 * Whether a wish list item can go to the cart as it is (one of it, with its saved variant), by
 * the cart's own rule (spec §5, `canAddToCart`); `null` when it can. A bundle or grouped product
 * needs choices the wish list does not hold. Pure.
 *
 * @example
 * ```ts
 * wishlistCartBlock(item); // 'variant-required' for a configurable product saved without one
 * ```
 */
export function wishlistCartBlock(item: WishlistItem): WishlistCartBlock | null {
  const { product } = item;
  if (product.type === 'bundle' || product.type === 'grouped') return 'options-required';
  const check = canAddToCart(
    {
      sku: product.sku,
      type: product.type,
      stockStatus: product.stockStatus,
      onlyXLeftInStock: product.onlyXLeftInStock,
    },
    { quantity: 1, variantSku: item.variantSku },
  );
  if (check.ok) return null;
  switch (check.reason) {
    case 'unsupported-type':
    case 'variant-required':
      return check.reason;
    // One is more than is left (or the quantity is not valid): nothing to add.
    default:
      return 'out-of-stock';
  }
}
