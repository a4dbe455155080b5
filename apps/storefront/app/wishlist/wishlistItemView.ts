import {
  specialPrice,
  wishlistCartBlock,
  type WishlistCartBlock,
  type WishlistItem,
} from '@agri-parts/sdk';

import { blogDate } from '../blog/blogDate';
import { translate } from '../i18n/translate';

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
  /** The shopper's note. */
  description: string | null;
  /** A bundle's contents, one line an option (`Oljefilter: 1 × Filter A`). */
  contents: string[];
  /** When it was added, as `Lagt til 21. november 2026` (Oslo's calendar). */
  added: { text: string; dateTime: string } | null;
}

/**
 * When an item was added: Magento's `YYYY-MM-DD HH:MM:SS` (UTC) or ISO 8601, as Oslo's date;
 * `null` when it cannot be read. Pure.
 */
export function wishlistAddedDate(addedAt: string): { text: string; dateTime: string } | null {
  const magento = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(addedAt);
  const date = blogDate(magento ? `${addedAt.replace(' ', 'T')}Z` : addedAt);
  return date
    ? { text: translate('wishlist.added', { date: date.text }), dateTime: date.dateTime }
    : null;
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
    description: item.description,
    contents: item.bundleContents.map(
      (option) =>
        `${option.label}: ${option.values.map((value) => `${value.quantity} × ${value.label}`).join(', ')}`,
    ),
    added: wishlistAddedDate(item.addedAt),
  };
}
