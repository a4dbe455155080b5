import type { ColumnType, Generated } from 'kysely';

import type { Timestamp } from './columns.js';

/** Carts, orders, coupons and wish lists. */

/** An address copied onto an order. */
export interface OrderAddressJson {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  region: string | null;
  country_code: string;
  telephone: string | null;
  vat_id: string | null;
  /** Magento's optional name parts (issue 25); missing on addresses copied before them. */
  prefix?: string | null;
  middlename?: string | null;
  suffix?: string | null;
}

/** A message about an order. */
export interface OrderCommentJson {
  message: string;
  /** ISO 8601. */
  timestamp: string;
}

export interface OrderTable {
  id: Generated<number>;
  /** The number shown to the customer, e.g. `000001001`. */
  number: string;
  customer_id: number;
  email: string;
  /** As shown: Pending, Processing, On Hold, Complete, Closed or Canceled. */
  status: string;
  created_at: Timestamp;
  status_changed_at: Timestamp;
  currency: string;
  shipping_method: string | null;
  carrier: string | null;
  payment_method_code: string;
  payment_method_name: string;
  shipping_address: ColumnType<OrderAddressJson | null, string | null, string | null>;
  billing_address: ColumnType<OrderAddressJson, string, string>;
  coupon_code: string | null;
  discount_label: string | null;
  /** VAT in percent, e.g. 25. */
  tax_rate: number;
  subtotal_excl_tax: number;
  subtotal_incl_tax: number;
  /** Discount, VAT included. */
  discount_amount: number;
  shipping_excl_tax: number;
  shipping_incl_tax: number;
  tax_amount: number;
  grand_total: number;
  comments: ColumnType<OrderCommentJson[], string | undefined, string>;
  /** The cart the order was placed from (null for the seeded history); one order per cart. */
  cart_id: ColumnType<number | null, number | null | undefined, number | null>;
  customer_ref: ColumnType<string | null, string | null | undefined, string | null>;
  customer_order_no: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_carrier_code: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_method_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The payment provider's id of the payment, for card and credit. */
  payment_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
  card_brand: ColumnType<string | null, string | null | undefined, string | null>;
  card_last4: ColumnType<string | null, string | null | undefined, string | null>;
  /** The shopper's delivery instructions (the cart's shipping address `customer_notes`). */
  customer_notes: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  /** The catalogue product, if it still exists. */
  product_id: number | null;
  sku: string;
  name: string;
  url_key: string | null;
  product_type: string;
  quantity: number;
  quantity_shipped: number;
  quantity_invoiced: number;
  quantity_canceled: number;
  quantity_refunded: number;
  unit_price_excl_tax: number;
  unit_price_incl_tax: number;
  row_total_excl_tax: number;
  row_total_incl_tax: number;
  /** Discount on the line, VAT included. */
  discount_amount: number;
  status: string;
  /** The custom options entered, as label and value (Magento's `entered_options`). */
  entered_options: ColumnType<{ label: string; value: string }[], string | undefined, string>;
  /**
   * The options chosen, as label and value (Magento's `selected_options`): a configurable
   * product's attributes, a bundle's contents.
   */
  selected_options: ColumnType<{ label: string; value: string }[], string | undefined, string>;
}

/** A value entered for a custom option on a cart line. */
export interface EnteredCustomOption {
  option_id: number;
  value: string;
}

/** A discount code (see `src/carts/coupons.ts`). Codes match regardless of case. */
export interface CouponTable {
  code: string;
  label: string;
  kind: 'percent' | 'fixed';
  /** Percent off, or NOK off (VAT included) for `fixed`. */
  amount: number;
  /** Least subtotal (NOK, VAT included) the code needs; null for none. */
  min_subtotal: number | null;
  /** Last moment the code works; null for no end. */
  valid_until: Date | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export type CartState = 'active' | 'merged' | 'ordered';

export interface CartTable {
  id: Generated<number>;
  /** The id clients know: 32 random letters and digits. */
  masked_id: string;
  /** null for a guest cart. */
  customer_id: number | null;
  state: ColumnType<CartState, CartState | undefined, CartState>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  customer_ref: ColumnType<string | null, string | null | undefined, string | null>;
  customer_order_no: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  shipping_address: ColumnType<CartAddressJson | null, string | null | undefined, string | null>;
  billing_address: ColumnType<CartAddressJson | null, string | null | undefined, string | null>;
  shipping_carrier_code: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_method_code: ColumnType<string | null, string | null | undefined, string | null>;
  payment_method_code: ColumnType<string | null, string | null | undefined, string | null>;
  payment_data: ColumnType<CartPaymentDataJson | null, string | null | undefined, string | null>;
}

/** An address on a cart (see migration 0008): an order address plus where it came from. */
export interface CartAddressJson extends OrderAddressJson {
  region_id: number | null;
  /** The address book entry it was taken from, if any. */
  customer_address_id: number | null;
  /** A note for the delivery (shipping address only). */
  customer_notes: string | null;
}

/** What a cart keeps of its payment method: for a card, the provider's token and a summary. */
export interface CartPaymentDataJson {
  card?: { token: string; brand: string; last4: string };
  purchase_order_number?: string | null;
  /** The Vipps payment started for `wm_vipps` (the provider's reference and approval page). */
  vipps?: { reference: string; phone_number: string; redirect_url: string };
}

/** A chosen selection of a bundle line: option, selection and its quantity per bundle. */
export interface BundleSelectionChoice {
  option_id: number;
  selection_id: number;
  quantity: number;
}

export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  /** The product shown on the line: a configurable product's parent, the bundle itself. */
  product_id: number;
  /** A configurable line's chosen variant. */
  variant_id: number | null;
  /** Identifies a bundle's choice of selections; '' for other lines. */
  options_key: ColumnType<string, string | undefined, string>;
  bundle_selections: ColumnType<BundleSelectionChoice[], string | undefined, string>;
  /** What the shopper typed in for the product's custom options (see migration 0012). */
  custom_options: ColumnType<EnteredCustomOption[], string | undefined, string>;
  quantity: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WishlistTable {
  id: Generated<number>;
  /** null for a guest wish list. */
  customer_id: number | null;
  sharing_code: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WishlistItemTable {
  id: Generated<number>;
  wishlist_id: number;
  /** The product (a configurable product's parent). */
  product_id: number;
  /** A configurable item's chosen variant. */
  variant_id: number | null;
  selected_options: ColumnType<string[], string | undefined, string>;
  entered_options: ColumnType<{ uid: string; value: string }[], string | undefined, string>;
  quantity: number;
  description: string | null;
  added_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An address waiting for an out-of-stock product (see migration 0017). */
export interface ProductStockAlertTable {
  id: Generated<number>;
  product_id: number;
  email: string;
  /** The signed-in customer who asked; null for a guest. */
  customer_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** When the "back in stock" mail went; null while waiting. */
  notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A buyer's request for a quote on a quote product (see migration 0014). */
export interface QuoteRequestTable {
  id: Generated<number>;
  /** null once the product is deleted; `sku` and `product_name` keep what was asked about. */
  product_id: number | null;
  sku: string;
  product_name: string;
  quantity: number;
  message: string | null;
  name: string;
  email: string;
  phone: string | null;
  /** The signed-in customer who asked; null for a guest. */
  customer_id: number | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
