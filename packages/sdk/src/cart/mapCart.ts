import {
  mapProductImage,
  mapStockStatus,
  type ProductImage,
  type ProductType,
  type StockStatus,
} from '../catalog/mapProductSummary';
import { originalPartNumber } from '../catalog/originalPartNumber';
import { productUrl } from '../catalog/productUrl';
import type { CartFieldsFragment } from '../generated/graphql';

/** The product of a cart line, as the cart shows it. */
export interface CartLineProduct {
  /** The shop's part number ("Varenr."); a configurable line's variant has its own. */
  sku: string;
  /** The first cross-reference (OEM number, "Orig.nr."); `null` when the product has none. */
  originalNumber: string | null;
  uid: string;
  name: string | null;
  type: ProductType;
  /** The product page (`productUrl`). */
  url: string;
  stockStatus: StockStatus;
  onlyXLeftInStock: number | null;
  thumbnail: ProductImage | null;
}

/** A line's amounts in NOK; `null` where the backend sent none. */
export interface CartLinePrices {
  /** Unit price before VAT. */
  price: number | null;
  /** Unit price with VAT. */
  priceIncludingTax: number | null;
  rowTotal: number | null;
  rowTotalIncludingTax: number | null;
  /** The line's discount (VAT included); 0 without one. */
  totalItemDiscount: number;
}

/** A line of the cart: a product as the shopper configured it. */
export interface CartLine {
  uid: string;
  quantity: number;
  product: CartLineProduct;
  /** A configurable product's chosen variant; `null` for other lines. */
  configuredVariant: {
    sku: string;
    uid: string;
    name: string | null;
    thumbnail: ProductImage | null;
  } | null;
  /**
   * The chosen options to show: a configurable's attributes, a bundle's selections, then the
   * custom options typed in (`customizable_options`: a hose's length, a nameplate's text).
   */
  options: { label: string; value: string }[];
  prices: CartLinePrices;
  /** `false` when stock no longer covers the line (it stays in the cart). */
  isAvailable: boolean;
  notAvailableMessage: string | null;
  /**
   * Problems of the line (such as `ITEM_QTY`), with the most the line may hold when stock is the
   * problem (`null`: not said).
   */
  errors: { code: string; message: string; availableQuantity: number | null }[];
}

/** A label and an amount in NOK (a tax or a discount). */
export interface CartAmount {
  label: string;
  amount: number;
}

/** The customer's own order fields (spec §3), both optional. */
export interface CartOrderFields {
  customerRef: string | null;
  customerOrderNo: string | null;
}

/** A cart as the SDK gives it (spec §3). Amounts are NOK. */
export interface Cart {
  /** The masked cart id. */
  id: string;
  totalQuantity: number;
  items: CartLine[];
  appliedCoupons: string[];
  prices: {
    subtotalIncludingTax: number | null;
    subtotalExcludingTax: number | null;
    grandTotal: number | null;
    appliedTaxes: CartAmount[];
    discounts: CartAmount[];
  };
  availablePaymentMethods: { code: string; title: string }[];
  orderFields: CartOrderFields;
}

const productTypes: Record<string, ProductType> = {
  SimpleProduct: 'simple',
  VirtualProduct: 'virtual',
  ConfigurableProduct: 'configurable',
  BundleProduct: 'bundle',
  GroupedProduct: 'grouped',
  DownloadableProduct: 'downloadable',
};

const present = <T>(value: T | null | undefined): value is T =>
  value !== null && value !== undefined;

const amounts = (
  entries:
    | ReadonlyArray<{ label: string | null; amount: { value: number | null } | null } | null>
    | null
    | undefined,
): CartAmount[] =>
  (entries ?? []).filter(present).map((entry) => ({
    label: entry.label ?? '',
    amount: entry.amount?.value ?? 0,
  }));

type LineData = NonNullable<NonNullable<CartFieldsFragment['items']>[number]>;

/** The custom options entered for a line, as label and value. */
function customOptions(line: LineData): CartLine['options'] {
  const entered = 'customizable_options' in line ? line.customizable_options : [];
  return (entered ?? []).filter(present).map((option) => ({
    label: option.label,
    value: option.values
      .filter(present)
      .map((value) => value.value || value.label)
      .join(', '),
  }));
}

function lineOptions(line: LineData): CartLine['options'] {
  return [...chosenOptions(line), ...customOptions(line)];
}

function chosenOptions(line: LineData): CartLine['options'] {
  if (line.__typename === 'ConfigurableCartItem') {
    return line.configurable_options
      .filter(present)
      .map((option) => ({ label: option.option_label, value: option.value_label }));
  }
  if (line.__typename === 'BundleCartItem') {
    return line.bundle_options.filter(present).map((option) => ({
      label: option.label,
      value: option.values
        .filter(present)
        .map((value) => `${value.quantity} x ${value.label}`)
        .join(', '),
    }));
  }
  return [];
}

function mapLine(line: LineData): CartLine | null {
  const product = line.product;
  if (!product.sku) return null;
  const variant =
    line.__typename === 'ConfigurableCartItem' && line.configured_variant.sku
      ? line.configured_variant
      : null;
  return {
    uid: line.uid,
    quantity: line.quantity,
    product: {
      sku: product.sku,
      originalNumber: originalPartNumber(product.listing_attributes),
      uid: product.uid,
      name: product.name,
      type: productTypes[product.__typename] ?? 'simple',
      url: productUrl({
        sku: product.sku,
        urlKey: product.url_key,
        urlSuffix: product.url_suffix,
        urlRewrites: null,
      }),
      stockStatus: mapStockStatus(product.stock_status),
      onlyXLeftInStock: product.only_x_left_in_stock,
      thumbnail: mapProductImage(product.thumbnail),
    },
    configuredVariant: variant?.sku
      ? {
          sku: variant.sku,
          uid: variant.uid,
          name: variant.name,
          thumbnail: mapProductImage(variant.thumbnail),
        }
      : null,
    options: lineOptions(line),
    prices: {
      price: line.prices?.price.value ?? null,
      priceIncludingTax: line.prices?.price_including_tax.value ?? null,
      rowTotal: line.prices?.row_total.value ?? null,
      rowTotalIncludingTax: line.prices?.row_total_including_tax.value ?? null,
      totalItemDiscount: line.prices?.total_item_discount?.value ?? 0,
    },
    isAvailable: line.is_available,
    notAvailableMessage: line.not_available_message,
    errors: (line.errors ?? []).filter(present).map((error) => ({
      code: error.code,
      message: error.message,
      availableQuantity: error.wm_available_quantity ?? null,
    })),
  };
}

/**
 * Maps a cart the backend sends to a {@link Cart}: lines without a product SKU are left out,
 * missing lists become empty and missing order fields `null`. Pure.
 */
export function mapCart(data: CartFieldsFragment): Cart {
  const orderFields = data.wm_customer_order_fields;
  return {
    id: data.id,
    totalQuantity: data.total_quantity,
    items: (data.items ?? []).filter(present).flatMap((line) => mapLine(line) ?? []),
    appliedCoupons: (data.applied_coupons ?? []).filter(present).map((coupon) => coupon.code),
    prices: {
      subtotalIncludingTax: data.prices?.subtotal_including_tax?.value ?? null,
      subtotalExcludingTax: data.prices?.subtotal_excluding_tax?.value ?? null,
      grandTotal: data.prices?.grand_total?.value ?? null,
      appliedTaxes: amounts(data.prices?.applied_taxes),
      discounts: amounts(data.prices?.discounts),
    },
    availablePaymentMethods: (data.available_payment_methods ?? [])
      .filter(present)
      .map((method) => ({ code: method.code, title: method.title })),
    orderFields: {
      customerRef: orderFields?.customer_ref ?? null,
      customerOrderNo: orderFields?.customer_order_no ?? null,
    },
  };
}
