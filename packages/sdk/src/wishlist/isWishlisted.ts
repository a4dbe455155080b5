import type { WishlistState } from './createWishlistStore';
import { findWishlistItem } from './wishlistRules';

/**
 * Whether a product (and variant) is on the wish list, as a heart shows it: nothing is while the
 * list is `idle` (before its first load: on the server and while hydrating). Pure.
 *
 * @example
 * ```ts
 * isWishlisted(sdk.wishlist.getSnapshot(), 'OLJE-1'); // false until the list has loaded
 * ```
 */
export function isWishlisted(
  state: Pick<WishlistState, 'status' | 'wishlist'>,
  sku: string,
  variantSku?: string | null,
): boolean {
  return state.status !== 'idle' && findWishlistItem(state.wishlist, sku, variantSku) !== undefined;
}
