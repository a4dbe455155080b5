import type { ProductSummaryFieldsFragment } from '../generated/graphql';
import {
  mapConfigurableOptions,
  type ConfigurableOption,
  type ConfigurableOptionValue,
} from './mapConfigurableOption';
import { mapPriceRange, type PriceRange } from './mapPriceRange';
import { originalPartNumber } from './originalPartNumber';
import { productUrl } from './productUrl';

/** The kind of a product, from its GraphQL type. */
export type ProductType =
  'simple' | 'virtual' | 'configurable' | 'bundle' | 'grouped' | 'downloadable';

/** Whether a product can be bought at the moment; `null` when the backend does not say. */
export type StockStatus = 'in-stock' | 'out-of-stock' | null;

/** An image of a product. */
export interface ProductImage {
  url: string;
  /** Alt text. */
  label: string | null;
}

/** A product as a listing shows it: what a product card needs. */
export interface ProductSummary {
  /** The shop's part number ("Varenr."). */
  sku: string;
  /**
   * The first cross-reference (OEM number, "Orig.nr.") of the shop's `wm_part_numbers`; `null`
   * when the product has none.
   */
  originalNumber: string | null;
  uid: string;
  name: string | null;
  type: ProductType;
  /** The product page: `/{url_key}{url_suffix}`, else the first URL rewrite, else `/p/{sku}`. */
  url: string;
  stockStatus: StockStatus;
  priceRange: PriceRange;
  /** `null` when the product has no image. */
  thumbnail: ProductImage | null;
  /** The listing image (`small_image`); `null` when the product has none. */
  smallImage: ProductImage | null;
  /** Magento's average rating in percent (0–100); `ratingStars` turns it into 0–5 stars. */
  ratingSummary: number;
  reviewCount: number;
  /** Magento's "Set Product as New from" date (`YYYY-MM-DD hh:mm:ss`), for `productBadge`. */
  newFromDate: string | null;
  newToDate: string | null;
  /** Delivery time shown to shoppers (the shop's `wm_delivery_time`). */
  deliveryTime: string | null;
  /** Product group (the shop's `ag_produktgruppe`). */
  productGroup: string | null;
  /**
   * A quote product: ordered on request, its price given on application (the shop's
   * `wm_order_product`); `productPresentation` says how it shows.
   */
  orderOnRequest: boolean;
  /** The catalogue marks it as fitting every machine ("passer alle", `wm_universal_fit`). */
  universalFit: boolean;
  /** The supplier takes orders while it is out of stock (`wm_backorders`; see `stockOffer`). */
  backorders: boolean;
  /** Days the supplier needs for a backordered part (`wm_supplier_lead_days`); `null` if unknown. */
  supplierLeadDays: number | null;
  /** The options a configurable product is chosen by (empty for other types). */
  configurableOptions: ConfigurableOption[];
  /** The colour values of a configurable product, for the card's swatches (`cardSwatches`). */
  colorSwatches: ConfigurableOptionValue[];
  /**
   * The custom options that must be filled in to buy it (a hose's length), by title: a card
   * cannot ask for them, so it leads to the product page (`cardCartAction`: `enter-options`).
   */
  requiredCustomOptions: { uid: string; title: string }[];
}

const productTypes: Record<ProductSummaryFieldsFragment['__typename'], ProductType> = {
  SimpleProduct: 'simple',
  VirtualProduct: 'virtual',
  ConfigurableProduct: 'configurable',
  BundleProduct: 'bundle',
  GroupedProduct: 'grouped',
  DownloadableProduct: 'downloadable',
};

/** The attribute whose values a product card shows as colour swatches. */
const colorAttributeCode = 'color';

/** Maps an image the backend sends to a {@link ProductImage}; `null` without an address. */
export function mapProductImage(
  image: { url: string | null; label: string | null } | null | undefined,
): ProductImage | null {
  return image?.url ? { url: image.url, label: image.label } : null;
}

/** Maps `stock_status` to a {@link StockStatus}. */
export function mapStockStatus(status: ProductSummaryFieldsFragment['stock_status']): StockStatus {
  if (status === 'IN_STOCK') return 'in-stock';
  if (status === 'OUT_OF_STOCK') return 'out-of-stock';
  return null;
}

/**
 * Maps a product of a listing to a {@link ProductSummary}; `null` for one without a SKU, which
 * could be neither linked nor bought.
 */
export function mapProductSummary(data: ProductSummaryFieldsFragment): ProductSummary | null {
  if (!data.sku) return null;
  const configurableOptions = mapConfigurableOptions(
    data.__typename === 'ConfigurableProduct' ? data.configurable_options : null,
  );
  return {
    sku: data.sku,
    originalNumber: originalPartNumber(data.listing_attributes),
    uid: data.uid,
    name: data.name,
    type: productTypes[data.__typename],
    url: productUrl({
      sku: data.sku,
      urlKey: data.url_key,
      urlSuffix: data.url_suffix,
      urlRewrites: data.url_rewrites,
    }),
    stockStatus: mapStockStatus(data.stock_status),
    priceRange: mapPriceRange(data.price_range),
    thumbnail: mapProductImage(data.thumbnail),
    smallImage: mapProductImage(data.small_image),
    ratingSummary: data.rating_summary ?? 0,
    reviewCount: data.review_count ?? 0,
    newFromDate: data.new_from_date ?? null,
    newToDate: data.new_to_date ?? null,
    deliveryTime: data.wm_delivery_time ?? null,
    productGroup: data.ag_produktgruppe ?? null,
    orderOnRequest: data.wm_order_product ?? false,
    universalFit: data.wm_universal_fit ?? false,
    backorders: data.wm_backorders ?? false,
    supplierLeadDays: data.wm_supplier_lead_days ?? null,
    configurableOptions,
    colorSwatches:
      configurableOptions.find((option) => option.attributeCode === colorAttributeCode)?.values ??
      [],
    requiredCustomOptions: ('options' in data ? (data.options ?? []) : []).flatMap((option) =>
      option?.required ? [{ uid: option.uid, title: option.title ?? '' }] : [],
    ),
  };
}
