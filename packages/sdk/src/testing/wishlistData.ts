import type { WishlistItem, WishlistItemProduct } from '../wishlist/wishlistRules';

/** Test data: a wish list item's product as `ProductSummaryFields` sends it. */
export function productData(sku: string, typename = 'SimpleProduct') {
  const price = { value: 100, currency: 'NOK' };
  return {
    __typename: typename,
    uid: `p-${sku}`,
    sku,
    name: `Produkt ${sku}`,
    url_key: sku.toLowerCase(),
    url_suffix: '.html',
    url_rewrites: [],
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    price_range: {
      minimum_price: { regular_price: price, final_price: price },
      maximum_price: { regular_price: price, final_price: price },
    },
    thumbnail: null,
    small_image: null,
    rating_summary: 0,
    review_count: 0,
    new_from_date: null,
    new_to_date: null,
    wm_delivery_time: null,
    ag_produktgruppe: null,
    ...(typename === 'ConfigurableProduct' && { configurable_options: [] }),
  };
}

/** Test data: a wish list item. */
export function itemData(id: string, sku: string, variantSku: string | null = null) {
  return {
    __typename: variantSku ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem',
    id,
    quantity: 1,
    added_at: '2026-11-21T10:00:00.000Z',
    description: null as string | null,
    product: productData(sku, variantSku ? 'ConfigurableProduct' : 'SimpleProduct'),
    configured_variant: variantSku ? { sku: variantSku } : null,
  };
}

/** Test data: a list with the given items. */
export function listData(id: string, items: ReturnType<typeof itemData>[], code = 'code-1') {
  return {
    id,
    items_count: items.length,
    sharing_code: code,
    items,
    page_info: { current_page: 1, page_size: 100, total_pages: items.length ? 1 : 0 },
  };
}

/**
 * Test data: a wish list item as `sdk.wishlist` holds it — a simple product in stock at 100 NOK
 * (with VAT), changed by `product` and the item's own fields.
 */
export function buildWishlistItem(
  overrides: Partial<Omit<WishlistItem, 'product'>> & {
    product?: Partial<WishlistItemProduct>;
  } = {},
): WishlistItem {
  const { product, ...item } = overrides;
  const sku = product?.sku ?? 'OLJE-1';
  const price = {
    regular: { value: 100, currency: 'NOK' },
    final: { value: 100, currency: 'NOK' },
  };
  return {
    id: '1',
    quantity: 1,
    addedAt: '2026-11-21T10:00:00.000Z',
    variantSku: null,
    description: null,
    bundleContents: [],
    ...item,
    product: {
      sku,
      uid: `p-${sku}`,
      name: `Produkt ${sku}`,
      type: 'simple',
      url: `/${sku.toLowerCase()}.html`,
      stockStatus: 'in-stock',
      onlyXLeftInStock: null,
      priceRange: { minimum: price, maximum: price },
      thumbnail: null,
      ...product,
    },
  };
}
