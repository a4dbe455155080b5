import type { AddressInput } from '../addresses/createAddressService';
import { joinStreet, splitStreet } from '../addresses/street';
import { isBusinessCustomer } from '../customer/customerRules';
import type { Customer } from '../customer/mapCustomer';
import type { Refusal } from '../errors/Refusal';
import { isSdkError, refusalOf } from '../errors/SdkError';
import type { PurchaseEvent } from '../events/createEventBus';
import type { CartAddressInput, PaymentMethodInput } from '../generated/graphql';
import type { OrderDetails } from '../orders/mapOrder';
import { roundNok, type ShippingMethodsStatus } from './mapCheckout';

/** The payment method codes commerce-api offers (spec §1, §6). */
export const paymentMethodCodes = {
  /** Card, through the payment provider (private and business customers). */
  card: 'wm_card',
  /** Credit (private customers). */
  credit: 'wm_credit',
  /** Invoice with 14 days' terms (business customers whose credit check is approved). */
  invoice: 'wm_invoice',
  /** Vipps, approved in the app on the shopper's phone (private customers). */
  vipps: 'wm_vipps',
} as const;

/**
 * What a checkout failure means, for the storefront to show its own (translated) message instead
 * of matching the backend's text. `other`: show the error's message (the backend's first, spec §8).
 * - `invoice-not-available`: 'Payment by invoice is not available for you!' (spec §6, §8);
 * - `no-shipping-methods-for-country`: a shipping method was asked for (chosen, or missing at
 *   `placeOrder`) while the address's country has none (spec §8; with the cart's
 *   `shippingMethodsStatus` as context — the state `none-for-country` says it before any error);
 * - `shipping-method-unavailable`: the chosen method no longer fits the cart (or was not offered);
 * - `payment-declined`: the card issuer or the credit provider said no;
 * - `card-expired`: the card issuer says the card has expired: the shopper uses another card;
 * - `card-invalid`: the card token is unknown, used or expired, or was confirmed for a smaller
 *   amount: the shopper enters the card in the provider's form again;
 * - `payment-unavailable`: the payment provider does not answer; nothing was charged, try later;
 * - `out-of-stock`: a line is not in stock in the quantity ordered;
 * - `billing-address-locked`: a company customer's billing address cannot be changed;
 * - `cart-not-active`: the cart was ordered or merged already;
 * - `login-required`: guest checkout is off (spec §6), the shopper must sign in;
 * - `step-missing`: an address or method is still to be set before placing the order;
 * - `vipps-cancelled`, `vipps-expired`: the shopper cancelled the Vipps payment in the app, or did
 *   not approve it in time; `vipps-not-approved`: not approved (yet) or for another amount — in
 *   each case the cart is kept and Vipps (or another method) can be started again.
 *
 * "No shipping methods for the country" (spec §8) is not an error but a state of the cart:
 * `CheckoutCart.shippingMethodsStatus === 'none-for-country'`.
 */
export type CheckoutErrorKind =
  | 'invoice-not-available'
  | 'no-shipping-methods-for-country'
  | 'shipping-method-unavailable'
  | 'payment-declined'
  | 'card-expired'
  | 'card-invalid'
  | 'payment-unavailable'
  | 'out-of-stock'
  | 'billing-address-locked'
  | 'cart-not-active'
  | 'login-required'
  | 'online-purchase-not-allowed'
  | 'step-missing'
  | 'vipps-cancelled'
  | 'vipps-expired'
  | 'vipps-not-approved'
  | 'other';

/** The checkout kinds of the refusals that have one. */
const refusalKinds: Partial<Record<Refusal['kind'], CheckoutErrorKind>> = {
  invoice_not_available: 'invoice-not-available',
  shipping_method_unavailable: 'shipping-method-unavailable',
  card_invalid: 'card-invalid',
  card_expired: 'card-expired',
  payment_declined: 'payment-declined',
  unavailable: 'payment-unavailable',
  out_of_stock: 'out-of-stock',
  cart_not_active: 'cart-not-active',
  guest_checkout_not_allowed: 'login-required',
  online_purchase_not_allowed: 'online-purchase-not-allowed',
  checkout_step_missing: 'step-missing',
  vipps_cancelled: 'vipps-cancelled',
  vipps_expired: 'vipps-expired',
  vipps_not_approved: 'vipps-not-approved',
};

const refusalKind = (refusal: Refusal | null): CheckoutErrorKind | undefined =>
  refusal?.kind === 'address_locked' && refusal.rule === 'company_billing'
    ? 'billing-address-locked'
    : refusal
      ? refusalKinds[refusal.kind]
      : undefined;

/**
 * Message fragments of commerce-api, by kind: only for `placeOrder`'s refusals, whose one code
 * (`UNABLE_TO_PLACE_ORDER`) does not say why (a declined payment, stock, a missing method).
 */
const messageKinds: readonly [RegExp, CheckoutErrorKind][] = [
  [/payment by invoice is not available/i, 'invoice-not-available'],
  [
    /carrier with such method not found|shipping method is no longer available/i,
    'shipping-method-unavailable',
  ],
  [/payment was declined|credit application was declined/i, 'payment-declined'],
  [/card confirmation has expired|card was confirmed for a different amount/i, 'card-invalid'],
  [/is not in stock|not enough stock|requested qty is not available/i, 'out-of-stock'],
  [/billing address of a company account/i, 'billing-address-locked'],
  [/cart isn't active|cart is not active/i, 'cart-not-active'],
  [/guest checkout is not allowed/i, 'login-required'],
  [/address is missing|method is missing|enter a valid payment method/i, 'step-missing'],
];

/**
 * The {@link CheckoutErrorKind} of anything a checkout action threw: by its typed refusal (the
 * API's error code), else — for `placeOrder`'s `UNABLE_TO_PLACE_ORDER`, which says no more — by
 * commerce-api's message; an authorization error is `login-required`. With `context.shippingMethodsStatus` `none-for-country`, a refused or
 * missing shipping method is `no-shipping-methods-for-country`. Pure.
 *
 * @example
 * ```ts
 * checkoutErrorKind(new SdkError('graphql', 'Payment by invoice is not available for you!'));
 * // 'invoice-not-available'
 * ```
 */
export function checkoutErrorKind(
  error: unknown,
  context: { shippingMethodsStatus?: ShippingMethodsStatus | null } = {},
): CheckoutErrorKind {
  if (!(error instanceof Error)) return 'other';
  const noMethods = context.shippingMethodsStatus === 'none-for-country';
  const refusal = refusalOf(error);
  const kind =
    refusalKind(refusal) ??
    (saysNoMoreThanItsMessage(refusal) ? messageKind(error.message, noMethods) : undefined);
  if (kind === 'shipping-method-unavailable' && noMethods) return 'no-shipping-methods-for-country';
  if (kind) return kind;
  return isSdkError(error, 'authorization') ? 'login-required' : 'other';
}

/** Whether only the message tells why: `placeOrder`'s one code, or an error without a refusal. */
const saysNoMoreThanItsMessage = (refusal: Refusal | null): boolean =>
  !refusal || (refusal.kind === 'invalid_input' && refusal.code === 'UNABLE_TO_PLACE_ORDER');

function messageKind(message: string, noMethods: boolean): CheckoutErrorKind | undefined {
  if (noMethods && /shipping method is missing/i.test(message)) {
    return 'no-shipping-methods-for-country';
  }
  return messageKinds.find(([pattern]) => pattern.test(message))?.[1];
}

/**
 * Whether invoice can be offered to the customer (spec §6): `not-offered` for a private
 * customer (card and credit only; say nothing), `available` when commerce-api lists `wm_invoice`
 * for this business customer, `not-available` for a business customer it is not listed for (the
 * credit check is not approved: show 'Payment by invoice is not available for you!'). A business
 * customer has a company (`companyId`) or a VAT number (`taxvat`). Pure.
 */
export function invoiceAvailability(
  customer: Pick<Customer, 'companyId' | 'taxvat'> | null,
  paymentMethods: readonly { code: string }[],
): 'available' | 'not-available' | 'not-offered' {
  if (paymentMethods.some((method) => method.code === paymentMethodCodes.invoice)) {
    return 'available';
  }
  return customer && isBusinessCustomer(customer) ? 'not-available' : 'not-offered';
}

/**
 * The backend's `CartAddressInput` for an address typed in at checkout: the street lines as the
 * address book keeps them (spec §3: street, apartment, neighbourhood, extra; trimmed, at most four
 * — lines past the 4th are joined into it — and empty lines at the end left out), the country
 * code in capitals, empty optional texts left out. `saveInAddressBook` asks the backend to keep it
 * (commerce-api ignores it; the storefront saves through `sdk.addresses` instead). Pure.
 */
export function cartAddressInput(
  input: AddressInput,
  options: { saveInAddressBook?: boolean } = {},
): CartAddressInput {
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  return {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    street: joinStreet(splitStreet(input.street)),
    city: input.city.trim(),
    postcode: input.postcode.trim(),
    country_code: input.countryCode.trim().toUpperCase(),
    ...(text(input.company) && { company: text(input.company) }),
    ...(text(input.telephone) && { telephone: text(input.telephone) }),
    ...(text(input.vatId) && { vat_id: text(input.vatId) }),
    ...(text(input.region?.name) && { region: text(input.region?.name) }),
    ...(input.region?.id != null && { region_id: input.region.id }),
    ...(options.saveInAddressBook !== undefined && {
      save_in_address_book: options.saveInAddressBook,
    }),
  };
}

/**
 * Options of a payment method: for `wm_card` the card token the payment provider's hosted form
 * gave the checkout (see {@link readHostedCardMessage}; the card itself never passes through the
 * SDK), for `wm_vipps` the shopper's mobile number and the storefront address Vipps sends them
 * back to (see {@link startVippsPayment}), a purchase order number.
 */
export interface PaymentMethodOptions {
  cardToken?: string;
  vipps?: { phoneNumber: string; returnUrl: string };
  purchaseOrderNumber?: string | null;
}

/** The backend's `PaymentMethodInput` for a payment method and its options. Pure. */
export function paymentMethodInput(
  code: string,
  options: PaymentMethodOptions = {},
): PaymentMethodInput {
  const { cardToken, purchaseOrderNumber, vipps } = options;
  return {
    code,
    ...(purchaseOrderNumber?.trim() && { purchase_order_number: purchaseOrderNumber.trim() }),
    ...(cardToken?.trim() && { wm_card: { token: cardToken.trim() } }),
    ...(vipps && {
      wm_vipps: { phone_number: vipps.phoneNumber.trim(), return_url: vipps.returnUrl },
    }),
  };
}

/**
 * The purchase event of a placed order (spec §3 "purchase analytics fields"): the order number as
 * the transaction id; value = the grand total, shipping = the shipping charge with VAT (without
 * VAT when the backend does not say), tax = all VAT, coupon = the codes used (joined with `,`),
 * NOK; the lines with SKU, name, unit price with VAT (without when not given) and quantity. Pure.
 */
export function purchaseEvent(order: OrderDetails): PurchaseEvent {
  return {
    transactionId: order.number,
    value: roundNok(order.totals.grandTotal.value),
    shipping: roundNok((order.totals.shippingInclTax ?? order.totals.shipping).value),
    tax: roundNok(order.totals.tax.value),
    coupon: order.couponCodes.length > 0 ? order.couponCodes.join(',') : null,
    currency: 'NOK',
    items: order.items.map((line) => ({
      sku: line.sku,
      name: line.name,
      price: roundNok((line.unitPriceInclTax ?? line.unitPrice).value),
      quantity: line.quantityOrdered,
    })),
  };
}
