import { canAddToCart, specialPrice, type WishlistItem } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';

/**
 * Why a wishlist item cannot go straight to the cart:
 * - `variant-required`: a configurable product saved without a chosen variant;
 * - `out-of-stock`: the product (or nothing of it) is in stock;
 * - `options-required`: a bundle or grouped product, whose contents are chosen on its page;
 * - `unsupported-type`: a type the cart does not take (a gift card).
 */
export type WishlistCartBlock =
  'variant-required' | 'out-of-stock' | 'options-required' | 'unsupported-type';

/**
 * Whether a wishlist item can go to the cart as it is (one of it, with its saved variant), by the
 * cart's own rule (spec §5, `canAddToCart`); `null` when it can. A bundle or grouped product
 * needs choices the wishlist does not hold. Pure.
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

const blockMessages: Record<WishlistCartBlock, string> = {
  'variant-required': translate('wishlist.reasonVariant'),
  'out-of-stock': translate('wishlist.reasonOutOfStock'),
  'options-required': translate('wishlist.reasonOptions'),
  'unsupported-type': translate('wishlist.reasonUnsupported'),
};

/** What a wishlist item says about why it cannot go to the cart, in Norwegian. Pure. */
export function wishlistCartBlockMessage(block: WishlistCartBlock): string {
  return blockMessages[block];
}

/** A wishlist item as the wishlist shows it; prices as the catalogue holds them. */
export interface WishlistItemView {
  id: string;
  title: string;
  href: string;
  image: { src: string; alt: string } | null;
  price: { regular: number; special: number | null };
  stock: { status: 'in-stock' | 'out-of-stock'; onlyLeft: number | null };
  /** The chosen variant of a configurable product (its SKU). */
  variant: string | null;
  /** Why it cannot go straight to the cart; `null` when it can. */
  cartBlock: WishlistCartBlock | null;
}

/** A wishlist item as the sidebar and the wishlist page show it. Pure. */
export function wishlistItemView(item: WishlistItem): WishlistItemView {
  const { product } = item;
  const title = product.name ?? product.sku;
  const price = specialPrice(product.priceRange.minimum);
  return {
    id: item.id,
    title,
    href: product.url,
    image: product.thumbnail
      ? { src: product.thumbnail.url, alt: product.thumbnail.label || title }
      : null,
    price: { regular: price.regular.value, special: price.special?.value ?? null },
    stock: {
      status: product.stockStatus === 'out-of-stock' ? 'out-of-stock' : 'in-stock',
      onlyLeft: product.onlyXLeftInStock,
    },
    variant: item.variantSku,
    cartBlock: wishlistCartBlock(item),
  };
}
