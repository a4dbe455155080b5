import { shopConstants } from '../config/shopConstants';
import type { AnalyticsItem, PurchaseEvent } from '../events/createEventBus';

/** A product line in the GA4 ecommerce shape. */
export interface EcommerceItem {
  item_id: string;
  item_name: string;
  /** Unit price in NOK with VAT. */
  price: number;
  quantity: number;
}

/** A GA4 ecommerce event for the tag manager's data layer. Amounts are NOK with VAT. */
export interface EcommerceEntry<Name extends string, Extra = object> {
  event: Name;
  ecommerce: {
    currency: 'NOK';
    value: number;
    items: EcommerceItem[];
  } & Extra;
}

/** The `page_view` entry of a page the shopper moved to. */
export interface PageViewEntry {
  event: 'page_view';
  /** Path and query, such as `/deler?side=2`. */
  page_path: string;
  /** The full address. */
  page_location: string;
  page_title: string;
}

/** The `view_item` entry of a product page. */
export type ViewItemEntry = EcommerceEntry<'view_item'>;

/** The `add_to_cart` entry of a product put in the cart. */
export type AddToCartEntry = EcommerceEntry<'add_to_cart'>;

/** The `purchase` entry of a placed order (spec §3 "purchase analytics fields"). */
export type PurchaseEntry = EcommerceEntry<
  'purchase',
  { transaction_id: string; shipping: number; tax: number; coupon?: string }
>;

/** Rounds to øre, so sums like 3 × 99.9 do not carry floating-point noise. */
const money = (amount: number): number => Math.round(amount * 100) / 100;

/** A line in the GA4 item shape. Pure. */
export function ecommerceItem(item: AnalyticsItem): EcommerceItem {
  return {
    item_id: item.sku,
    item_name: item.name,
    price: money(item.price),
    quantity: item.quantity,
  };
}

const itemsValue = (items: readonly AnalyticsItem[]): number =>
  money(items.reduce((sum, item) => sum + item.price * item.quantity, 0));

/**
 * The `page_view` entry for a page at `url` (spec §4: pushed 250 ms after each route change, see
 * `createPageViewScheduler`). Pure.
 */
export function pageViewEntry(page: { url: URL | string; title: string }): PageViewEntry {
  const url = typeof page.url === 'string' ? new URL(page.url) : page.url;
  return {
    event: 'page_view',
    page_path: `${url.pathname}${url.search}`,
    page_location: url.href,
    page_title: page.title,
  };
}

/** The `view_item` entry of a product page: the product once, valued at its price. Pure. */
export function viewItemEntry(product: Omit<AnalyticsItem, 'quantity'>): ViewItemEntry {
  const item = { ...product, quantity: 1 };
  return {
    event: 'view_item',
    ecommerce: {
      currency: shopConstants.currency as 'NOK',
      value: itemsValue([item]),
      items: [ecommerceItem(item)],
    },
  };
}

/** The `add_to_cart` entry of a line added (the quantity added, at the cart's price). Pure. */
export function addToCartEntry(item: AnalyticsItem): AddToCartEntry {
  return {
    event: 'add_to_cart',
    ecommerce: {
      currency: shopConstants.currency as 'NOK',
      value: itemsValue([item]),
      items: [ecommerceItem(item)],
    },
  };
}

/**
 * The `purchase` entry of a placed order: transaction id, value (the grand total), shipping, tax,
 * the coupon when one was used, and the lines. Pure.
 */
export function purchaseEntry(order: PurchaseEvent): PurchaseEntry {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.transactionId,
      currency: order.currency,
      value: money(order.value),
      shipping: money(order.shipping),
      tax: money(order.tax),
      ...(order.coupon ? { coupon: order.coupon } : {}),
      items: order.items.map(ecommerceItem),
    },
  };
}
