import {
  mapProductImage,
  mapStockStatus,
  type ProductImage,
  type StockStatus,
} from '../catalog/mapProductSummary';
import { mapPriceRange, type PriceRange } from '../catalog/mapPriceRange';
import { productUrl } from '../catalog/productUrl';
import type {
  EnteredOptionInput,
  WishlistItemInput,
  WishlistProductFieldsFragment,
} from '../generated/graphql';

/** The product of a wish list item, as the wish list shows it. */
export interface WishlistItemProduct {
  sku: string;
  uid: string;
  name: string | null;
  /** The SDK's product type; `giftcard` or the GraphQL type name for other types. */
  type: string;
  url: string;
  stockStatus: StockStatus;
  onlyXLeftInStock: number | null;
  priceRange: PriceRange;
  thumbnail: ProductImage | null;
}

const productTypes: Record<string, string> = {
  SimpleProduct: 'simple',
  VirtualProduct: 'virtual',
  ConfigurableProduct: 'configurable',
  BundleProduct: 'bundle',
  GroupedProduct: 'grouped',
  DownloadableProduct: 'downloadable',
  GiftCardProduct: 'giftcard',
};

/** Maps a wish list item's product; `null` without a SKU. Pure. */
export function mapWishlistItemProduct(
  data: WishlistProductFieldsFragment,
): WishlistItemProduct | null {
  if (!data.sku) return null;
  return {
    sku: data.sku,
    uid: data.uid,
    name: data.name,
    type: productTypes[data.__typename] ?? data.__typename,
    url: productUrl({
      sku: data.sku,
      urlKey: data.url_key,
      urlSuffix: data.url_suffix,
      urlRewrites: null,
    }),
    stockStatus: mapStockStatus(data.stock_status),
    onlyXLeftInStock: data.only_x_left_in_stock,
    priceRange: mapPriceRange(data.price_range),
    thumbnail: mapProductImage(data.thumbnail),
  };
}

/**
 * The product types a wish list takes (spec §5): the cart's six and gift cards. Others are
 * logged as unsupported.
 */
export const supportedWishlistProductTypes: readonly string[] = Object.freeze([
  'simple',
  'virtual',
  'downloadable',
  'grouped',
  'giftcard',
  'configurable',
  'bundle',
]);

/** A product as far as a wish list needs it to add it. */
export interface WishlistProduct {
  sku: string;
  type: string;
}

/** What the shopper chose on top of the product. */
export interface WishlistAddOptions {
  /** A configurable product's chosen variant (sent as `sku`, with the parent as `parent_sku`). */
  variantSku?: string | null;
  /** A bundle's entered options. */
  enteredOptions?: readonly EnteredOptionInput[];
}

/** An item of a wish list. */
export interface WishlistItem {
  id: string;
  quantity: number;
  /** ISO 8601. */
  addedAt: string;
  product: WishlistItemProduct;
  /** A configurable product's chosen variant; `null` otherwise. */
  variantSku: string | null;
  /** The shopper's note on the item; `null` without one. */
  description: string | null;
  /** A bundle's contents, by option (empty for other types and when the backend does not say). */
  bundleContents: WishlistBundleOption[];
}

/** One option of a wished bundle: its name and the products chosen, with quantities. */
export interface WishlistBundleOption {
  label: string;
  values: { label: string; quantity: number }[];
}

/** A wish list (a guest's or the customer's), one page of its items. */
export interface Wishlist {
  /** `null` until the list exists on the backend. */
  id: string | null;
  sharingCode: string | null;
  itemsCount: number;
  items: WishlistItem[];
  page: { current: number; size: number; totalPages: number };
}

/** A wish list with no items. */
export const emptyWishlist: Wishlist = Object.freeze({
  id: null,
  sharingCode: null,
  itemsCount: 0,
  items: Object.freeze([]) as unknown as WishlistItem[],
  page: Object.freeze({ current: 1, size: 0, totalPages: 0 }),
});

/**
 * The item input for a product (spec §7: quantity 1; a configurable product sends the variant's
 * SKU with the parent's as `parent_sku`; a bundle sends its entered options); `null` for a type
 * the wish list does not take. Pure.
 */
export function wishlistItemInput(
  product: WishlistProduct,
  options: WishlistAddOptions = {},
): WishlistItemInput | null {
  if (!supportedWishlistProductTypes.includes(product.type)) return null;
  if (product.type === 'configurable' && options.variantSku) {
    return { sku: options.variantSku, parent_sku: product.sku, quantity: 1 };
  }
  if (product.type === 'bundle' && options.enteredOptions?.length) {
    return {
      sku: product.sku,
      quantity: 1,
      entered_options: options.enteredOptions.map((option) => ({ ...option })),
    };
  }
  return { sku: product.sku, quantity: 1 };
}

/**
 * The item holding a product: its SKU and, when given, the chosen variant (an item of the
 * product without a variant matches only a call without one). Pure.
 */
export function findWishlistItem(
  wishlist: Pick<Wishlist, 'items'>,
  sku: string,
  variantSku?: string | null,
): WishlistItem | undefined {
  return wishlist.items.find(
    (item) => item.product.sku === sku && (item.variantSku ?? null) === (variantSku || null),
  );
}

/** The data of one item, from either the guest or the customer list. */
export interface WishlistItemData {
  id: string;
  quantity: number;
  added_at: string;
  description?: string | null;
  product: WishlistProductFieldsFragment | null;
  configured_variant?: { sku: string | null } | null;
  bundle_options?: ReadonlyArray<{
    label: string;
    values: ReadonlyArray<{ label: string; quantity: number } | null>;
  } | null> | null;
}

/** A wished bundle's options with at least one value, blanks left out. Pure. */
export function mapWishlistBundleContents(
  options: WishlistItemData['bundle_options'],
): WishlistBundleOption[] {
  return (options ?? []).flatMap((option) => {
    const values = (option?.values ?? []).flatMap((value) =>
      value?.label ? [{ label: value.label, quantity: value.quantity }] : [],
    );
    return option && values.length > 0 ? [{ label: option.label, values }] : [];
  });
}

/** The data of a list, from either the guest or the customer list. */
export interface WishlistData {
  id: string | null;
  items_count: number | null;
  sharing_code: string | null;
  items: ReadonlyArray<WishlistItemData | null> | null;
  page_info: {
    current_page: number | null;
    page_size: number | null;
    total_pages: number | null;
  } | null;
}

/**
 * Maps a list the backend sends to a {@link Wishlist}: items without a product (or its SKU) are
 * left out. Pure.
 */
export function mapWishlist(data: WishlistData): Wishlist {
  const items = (data.items ?? []).flatMap((item): WishlistItem[] => {
    const product = item?.product ? mapWishlistItemProduct(item.product) : null;
    if (!item || !product) return [];
    return [
      {
        id: item.id,
        quantity: item.quantity,
        addedAt: item.added_at,
        product,
        variantSku: item.configured_variant?.sku ?? null,
        description: item.description?.trim() || null,
        bundleContents: mapWishlistBundleContents(item.bundle_options),
      },
    ];
  });
  return {
    id: data.id,
    sharingCode: data.sharing_code,
    itemsCount: data.items_count ?? items.length,
    items,
    page: {
      current: data.page_info?.current_page ?? 1,
      size: data.page_info?.page_size ?? items.length,
      totalPages: data.page_info?.total_pages ?? (items.length ? 1 : 0),
    },
  };
}
