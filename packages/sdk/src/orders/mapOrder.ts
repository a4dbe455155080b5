import type { CartOrderFields } from '../cart/mapCart';
import type { Money } from '../catalog/mapPriceRange';
import type {
  OrderAddressFieldsFragment,
  OrderDetailsFieldsFragment,
  OrderSummaryFieldsFragment,
} from '../generated/graphql';
import { originalPartNumber } from '../catalog/originalPartNumber';
import { orderDateIso } from './orderDate';
import {
  mapShipment,
  mapShipmentStatuses,
  type OrderShipment,
  type OrderShipmentStatus,
} from './shipments';

export { orderDateIso };

/** One row of the order history. */
export interface OrderSummary {
  /** The order number shown to the customer, such as `000000123`. */
  number: string;
  /** When the order was placed, as ISO 8601 in UTC (`2026-11-21T08:48:49Z`). */
  date: string;
  /** Status as shown: Pending, Processing, On Hold, Complete, Closed or Canceled. */
  status: string;
  grandTotal: Money;
  /** Pieces ordered: the sum of the lines' ordered quantities. */
  itemCount: number;
  /** Where the order's parcels are, in the order they were sent; empty before any is sent. */
  shipmentStatuses: OrderShipmentStatus[];
}

/** An address on a placed order. */
export interface OrderAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  /** Street lines, as on a saved address (see `splitStreet`). */
  street: string[];
  city: string;
  postcode: string;
  countryCode: string;
  region: string | null;
  telephone: string | null;
  vatId: string | null;
}

/** A label and value of an order line's chosen or entered option. */
export interface OrderLineOption {
  label: string;
  value: string;
}

/** One line of a placed order. */
export interface OrderLine {
  id: string;
  /** The part number ordered ("Varenr."). */
  sku: string;
  /**
   * The product's first cross-reference (OEM number, "Orig.nr.") as the catalogue has it now;
   * `null` when it has none or is no longer sold.
   */
  originalNumber: string | null;
  name: string;
  /** URL key of the product, if it is still sold. */
  urlKey: string | null;
  quantityOrdered: number;
  quantityShipped: number;
  quantityCanceled: number;
  quantityRefunded: number;
  /** Unit price paid, before tax. */
  unitPrice: Money;
  /** Unit price, tax included; `null` when the backend does not say. */
  unitPriceInclTax: Money | null;
  /** Unit price times quantity, before tax and discounts. */
  rowTotal: Money | null;
  /** Unit price times quantity, tax included, before discounts. */
  rowTotalInclTax: Money | null;
  /** Sum of the line's discounts. */
  discount: Money | null;
  /** Options chosen from lists, then options typed in. */
  options: OrderLineOption[];
  /** The files a downloadable line bought, in the shop's order; empty for other lines. */
  downloads: OrderLineDownload[];
}

/** A file bought with an order line, and the buyer's signed link to it. */
export interface OrderLineDownload {
  uid: string;
  /** The link's title, naming the file: "Verkstedhåndbok (PDF)". */
  title: string;
  /** The signed link (opening it needs the buyer's session); `null` when it can't be downloaded. */
  url: string | null;
  /** When `url` stops working (ISO 8601); `null` when unknown. */
  expiresAt: string | null;
}

/** The amounts of a placed order. */
export interface OrderTotals {
  subtotalExclTax: Money;
  subtotalInclTax: Money;
  /** Shipping before tax. */
  shipping: Money;
  /** Shipping, tax included; `null` when the backend does not say. */
  shippingInclTax: Money | null;
  discounts: { label: string; amount: Money }[];
  /** Taxes by rate, such as MVA 25 %. */
  taxes: { title: string; rate: number; amount: Money }[];
  /** All tax, shipping included. */
  tax: Money;
  grandTotal: Money;
}

/** An invoice order's terms, as the shop set them when it was placed. */
export interface InvoiceTerms {
  /** Days the customer has to pay (14). */
  days: number;
  /** The day payment is due, `YYYY-MM-DD` (the order's date in Norway plus `days`). */
  dueDate: string;
}

/** A placed order in full, for its own page. */
export interface OrderDetails extends OrderSummary {
  /** The address the confirmation went to. */
  email: string | null;
  items: OrderLine[];
  totals: OrderTotals;
  billingAddress: OrderAddress | null;
  shippingAddress: OrderAddress | null;
  /** How it was paid: the shown name and the method's code. */
  paymentMethods: { name: string; code: string }[];
  /** Carrier and delivery option, as shown. */
  shippingMethod: string | null;
  carrier: string | null;
  /** Discount codes used. */
  couponCodes: string[];
  /** The delivery instructions given at checkout; `null` without. */
  deliveryInstructions: string | null;
  /** The customer's own reference and order number ("Deres referanse", "Deres ordrenummer"). */
  orderFields: CartOrderFields;
  /** For an order paid by invoice: its terms and due date; `null` for any other payment. */
  invoiceTerms: InvoiceTerms | null;
  /** The parcels sent, oldest first, with tracking and the stages reported. */
  shipments: OrderShipment[];
}

type MoneyData = { value: number | null; currency: string | null };

function money(data: MoneyData): Money {
  return { value: data.value ?? 0, currency: data.currency };
}

function optionalMoney(data: MoneyData | null | undefined): Money | null {
  return data ? money(data) : null;
}

const noMoney: MoneyData = { value: 0, currency: null };

function compact<T>(list: readonly (T | null)[] | null | undefined): T[] {
  return (list ?? []).filter((entry) => entry != null);
}

/** Maps one order of the history to an {@link OrderSummary}. */
export function mapOrderSummary(data: OrderSummaryFieldsFragment): OrderSummary {
  return {
    number: data.number,
    date: orderDateIso(data.order_date),
    status: data.status,
    grandTotal: money(data.total?.grand_total ?? noMoney),
    itemCount: compact(data.items).reduce((sum, item) => sum + (item.quantity_ordered ?? 0), 0),
    shipmentStatuses: mapShipmentStatuses(data.shipments),
  };
}

function mapOrderAddress(data: OrderAddressFieldsFragment | null): OrderAddress | null {
  if (!data) return null;
  return {
    firstname: data.firstname,
    lastname: data.lastname,
    company: data.company || null,
    street: data.street.map((line) => line ?? ''),
    city: data.city,
    postcode: data.postcode ?? '',
    countryCode: data.country_code ?? '',
    region: data.region || null,
    telephone: data.telephone || null,
    vatId: data.vat_id || null,
  };
}

/** Maps one order to {@link OrderDetails}. */
type OrderItemData = NonNullable<NonNullable<OrderDetailsFieldsFragment['items']>[number]>;

/** A downloadable line's files in sort order; none for other lines. */
function lineDownloads(item: OrderItemData): OrderLineDownload[] {
  if (!('downloadable_links' in item)) return [];
  return compact(item.downloadable_links)
    .toSorted((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
    .map((link) => ({
      uid: link.uid,
      title: link.title ?? '',
      url: link.wm_download_url ?? null,
      expiresAt: link.wm_expires_at ?? null,
    }));
}

export function mapOrderDetails(data: OrderDetailsFieldsFragment): OrderDetails {
  const total = data.total;
  return {
    ...mapOrderSummary(data),
    email: data.email,
    items: compact(data.items).map((item) => ({
      id: item.id,
      sku: item.product_sku,
      originalNumber: originalPartNumber(item.product?.listing_attributes),
      name: item.product_name ?? item.product_sku,
      urlKey: item.product_url_key || null,
      quantityOrdered: item.quantity_ordered ?? 0,
      quantityShipped: item.quantity_shipped ?? 0,
      quantityCanceled: item.quantity_canceled ?? 0,
      quantityRefunded: item.quantity_refunded ?? 0,
      unitPrice: money(item.product_sale_price),
      unitPriceInclTax: optionalMoney(item.prices?.price_including_tax),
      rowTotal: optionalMoney(item.prices?.row_total),
      rowTotalInclTax: optionalMoney(item.prices?.row_total_including_tax),
      discount: optionalMoney(item.prices?.total_item_discount),
      options: [...compact(item.selected_options), ...compact(item.entered_options)].map(
        ({ label, value }) => ({ label, value }),
      ),
      downloads: lineDownloads(item),
    })),
    totals: {
      subtotalExclTax: money(total?.subtotal_excl_tax ?? noMoney),
      subtotalInclTax: money(total?.subtotal_incl_tax ?? noMoney),
      shipping: money(total?.total_shipping ?? noMoney),
      shippingInclTax: optionalMoney(total?.shipping_handling?.amount_including_tax),
      discounts: compact(total?.discounts).map(({ label, amount }) => ({
        label,
        amount: money(amount),
      })),
      taxes: compact(total?.taxes).map(({ title, rate, amount }) => ({
        title,
        rate,
        amount: money(amount),
      })),
      tax: money(total?.total_tax ?? noMoney),
      grandTotal: money(total?.grand_total ?? noMoney),
    },
    billingAddress: mapOrderAddress(data.billing_address),
    shippingAddress: mapOrderAddress(data.shipping_address),
    paymentMethods: compact(data.payment_methods).map(({ name, type }) => ({ name, code: type })),
    shippingMethod: data.shipping_method || null,
    carrier: data.carrier || null,
    couponCodes: compact(data.applied_coupons).map(({ code }) => code),
    deliveryInstructions: data.wm_customer_notes?.trim() || null,
    orderFields: {
      customerRef: data.wm_customer_order_fields?.customer_ref?.trim() || null,
      customerOrderNo: data.wm_customer_order_fields?.customer_order_no?.trim() || null,
    },
    invoiceTerms: data.wm_invoice_terms
      ? { days: data.wm_invoice_terms.days, dueDate: data.wm_invoice_terms.due_date }
      : null,
    shipments: compact(data.shipments).map(mapShipment),
  };
}
