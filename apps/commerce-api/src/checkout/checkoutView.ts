import type { LineCustomOption } from '../carts/customOptions.js';
import type { Selectable } from 'kysely';
import type { ProductRow } from '../catalog/catalogLoaders.js';
import { encodeUid } from '../catalog/uid.js';
import type { CartTotals } from '../carts/cartTotals.js';
import type { CartItemProblem } from '../carts/cartItems.js';
import { CARD, CREDIT, INVOICE, VIPPS, type PaymentCustomer } from '../carts/paymentMethods.js';
import type { CartAddressJson, CartTable, Database } from '../db/tables.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { CurrencyEnum } from '../graphql/generated/schemaTypes.js';
import { sameAddress } from './cartAddress.js';
import { totalsWithShipping, type TotalsWithShipping } from './checkoutTotals.js';
import {
  availableShippingMethods,
  findShippingQuote,
  type ShippingQuote,
} from './shippingMethods.js';

/** A priced cart line, as `cartView` has it. */
export interface PricedLine {
  row: Selectable<Database['cart_items']>;
  product: ProductRow;
  variant: ProductRow | null;
  /** Unit price, VAT included. */
  price: number;
  /** Weight of one unit (kg), if known. */
  weightKg: number | null;
  /** Why stock cannot cover the line now, if it cannot. */
  problem: CartItemProblem | null;
  /** The line's share of the discount, VAT included. */
  discountInclTax: number;
  /** The custom options entered, each with the price it adds to `price` (none when absent). */
  customOptions?: LineCustomOption[];
  /**
   * What was chosen (a configurable product's attributes, a bundle's contents), as the order
   * keeps it; read only for the snapshot an order is placed from (`withSelectedOptions`).
   */
  selectedOptions?: { label: string; value: string }[];
}

/** The owner of a cart, as checkout needs them. */
export type CheckoutCustomer = PaymentCustomer & { id: number; email: string };

/** What `placeOrder` needs of a cart, priced as the shopper saw it. */
export interface CheckoutSnapshot {
  cart: Selectable<CartTable>;
  customer: CheckoutCustomer | null;
  isVirtual: boolean;
  lines: PricedLine[];
  couponCode: string | null;
  couponLabel: string | null;
  /** The methods the shipping address can have now; empty without an address. */
  shippingQuotes: ShippingQuote[];
  /** The chosen method, if the cart can still have it. */
  selectedShipping: ShippingQuote | null;
  totals: TotalsWithShipping;
}

const PAYMENT_TITLES = new Map(
  [CARD, CREDIT, INVOICE, VIPPS].map((method) => [method.code, method]),
);

type MoneyOf = (value: number) => { value: number; currency: CurrencyEnum };

/** The Norwegian names of the countries of the cart's addresses. */
async function countryNames(
  context: GraphQLContext,
  addresses: readonly (CartAddressJson | null)[],
): Promise<Map<string, string>> {
  const codes = addresses.flatMap((address) =>
    address?.country_code ? [address.country_code] : [],
  );
  if (codes.length === 0) return new Map();
  const rows = await context.db
    .selectFrom('countries')
    .select(['id', 'name_nb'])
    .where('id', 'in', codes)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name_nb]));
}

/** A cart address as the schema's `CartAddressInterface` fields. */
function addressView(
  cart: Selectable<CartTable>,
  address: CartAddressJson,
  kind: 'shipping' | 'billing',
  countries: Map<string, string>,
) {
  return {
    uid: encodeUid(`cart-address/${cart.id}/${kind}`),
    id: address.customer_address_id,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    region:
      address.region || address.region_id
        ? { code: null, label: address.region, region_id: address.region_id }
        : null,
    country: {
      code: address.country_code,
      label: countries.get(address.country_code) ?? address.country_code,
    },
    telephone: address.telephone,
    vat_id: address.vat_id,
    prefix: address.prefix ?? null,
    middlename: address.middlename ?? null,
    suffix: address.suffix ?? null,
  };
}

/** A shipping method with its price, as the schema's shipping method fields. */
const quoteView = (quote: ShippingQuote, money: MoneyOf) => ({
  carrier_code: quote.method.carrier_code,
  carrier_title: quote.method.carrier_title,
  method_code: quote.method.method_code,
  method_title: quote.method.method_title,
  amount: money(quote.priceInclTax),
  price_incl_tax: money(quote.priceInclTax),
  price_excl_tax: money(quote.priceExclTax),
});

/** The cart's chosen payment method, as `SelectedPaymentMethod`; null before one is chosen. */
function paymentView(cart: Selectable<CartTable>) {
  const payment = cart.payment_method_code ? PAYMENT_TITLES.get(cart.payment_method_code) : null;
  if (!payment) return null;
  const card = cart.payment_data?.card;
  const vipps = cart.payment_data?.vipps;
  return {
    code: payment.code,
    title: payment.title,
    purchase_order_number: cart.payment_data?.purchase_order_number ?? null,
    wm_card: card ? { brand: card.brand, last4: card.last4 } : null,
    wm_vipps: vipps ? { redirect_url: vipps.redirect_url, phone_number: vipps.phone_number } : null,
  };
}

/**
 * The checkout part of the `Cart` type — shipping address with its methods, billing address,
 * chosen payment method, totals with shipping — and the snapshot `placeOrder` works from.
 */
export async function checkoutView(
  context: GraphQLContext,
  cart: Selectable<CartTable>,
  priced: {
    customer: CheckoutCustomer | null;
    isVirtual: boolean;
    totals: CartTotals;
    lines: PricedLine[];
  },
) {
  const { totals, lines } = priced;
  const shipping = priced.isVirtual ? null : cart.shipping_address;
  const billing = cart.billing_address;
  const shippingQuotes = shipping
    ? availableShippingMethods({
        countryCode: shipping.country_code,
        hasCompany: Boolean(shipping.company),
        goodsTotalInclTax: totals.grandTotal,
        lines: lines.map((line) => ({ unitWeightKg: line.weightKg, quantity: line.row.quantity })),
      })
    : [];
  const selectedShipping =
    cart.shipping_carrier_code && cart.shipping_method_code
      ? findShippingQuote(shippingQuotes, cart.shipping_carrier_code, cart.shipping_method_code)
      : null;
  const withShipping = totalsWithShipping(totals.grandTotal, selectedShipping?.priceInclTax ?? 0);
  const countries = await countryNames(context, [shipping, billing]);
  const money: MoneyOf = (value) => ({ value, currency: context.currency });

  return {
    shipping_addresses: shipping
      ? [
          {
            ...addressView(cart, shipping, 'shipping', countries),
            customer_notes: shipping.customer_notes,
            same_as_billing: sameAddress(shipping, billing),
            available_shipping_methods: shippingQuotes.map((quote) => ({
              ...quoteView(quote, money),
              available: true,
              error_message: null,
              base_amount: money(quote.priceInclTax),
            })),
            selected_shipping_method: selectedShipping ? quoteView(selectedShipping, money) : null,
          },
        ]
      : [],
    billing_address: billing ? addressView(cart, billing, 'billing', countries) : null,
    selected_payment_method: paymentView(cart),
    totals: withShipping,
    snapshot: {
      cart,
      customer: priced.customer,
      isVirtual: priced.isVirtual,
      lines,
      couponCode: totals.appliedCoupon?.code ?? null,
      couponLabel: totals.appliedCoupon?.label ?? null,
      shippingQuotes,
      selectedShipping,
      totals: withShipping,
    } satisfies CheckoutSnapshot,
  };
}
