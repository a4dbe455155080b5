import {
  checkoutErrorKind,
  formatPrice,
  invoiceAvailability,
  isSdkError,
  isUnansweredError,
  paymentMethodCodes,
  type CardDetails,
  type CheckoutErrorKind,
  type CheckoutTotals,
  type Customer,
} from '@agri-parts/sdk';
import type { OrderTotalsRow } from '@agri-parts/ui';

import { translateCartMessage } from '../cart/cartSidebarMessages';
import { translate } from '../i18n/translate';

/**
 * The address book entry the shipping address choice starts on: the one already on the cart,
 * else the default shipping address, else the first one; `null` without addresses (the shopper
 * types one in). Pure.
 */
export function initialShippingAddressId(
  customer: Pick<Customer, 'addresses' | 'defaultShippingId'>,
  onCart: number | null,
): number | null {
  const ids = customer.addresses.map((address) => address.id);
  if (onCart !== null && ids.includes(onCart)) return onCart;
  if (customer.defaultShippingId !== null && ids.includes(customer.defaultShippingId)) {
    return customer.defaultShippingId;
  }
  return ids[0] ?? null;
}

/**
 * How the billing address may be chosen (spec §6): a company customer (`companyId`) is billed to
 * the default billing address and cannot change it (`locked`, with that address's id — `null`
 * when there is none on file); anyone else may use the shipping address or another. Pure.
 */
export function billingRule(
  customer: Pick<Customer, 'companyId' | 'defaultBillingId'>,
): { kind: 'locked'; addressId: number | null } | { kind: 'free' } {
  return customer.companyId
    ? { kind: 'locked', addressId: customer.defaultBillingId }
    : { kind: 'free' };
}

/** A payment method the order step offers. */
export interface PaymentOption {
  code: string;
  title: string;
  /** A line under the title (invoice terms). */
  description: string | null;
}

const paymentTitles: Record<string, string> = {
  [paymentMethodCodes.card]: translate('checkout.payment.card'),
  [paymentMethodCodes.credit]: translate('checkout.payment.credit'),
  [paymentMethodCodes.invoice]: translate('checkout.payment.invoice'),
};

/**
 * The payment methods to offer: those commerce-api lists for the cart (spec §6: private customers
 * card and credit, business customers with approved credit also invoice with 14 days' terms),
 * in Norwegian where the shop knows the code. A business customer whose credit is not approved
 * still sees invoice, so choosing it gets the API's answer — 'Payment by invoice is not available
 * for you!' — instead of a method that silently is not there. Pure.
 */
export function paymentOptions(
  customer: Pick<Customer, 'companyId' | 'taxvat'> | null,
  methods: readonly { code: string; title: string }[],
): PaymentOption[] {
  const listed =
    invoiceAvailability(customer, methods) === 'not-available'
      ? [...methods, { code: paymentMethodCodes.invoice, title: '' }]
      : methods;
  return listed.map((method) => {
    return {
      code: method.code,
      title: paymentTitles[method.code] ?? method.title,
      description:
        method.code === paymentMethodCodes.invoice
          ? translate('checkout.payment.invoiceTerms')
          : null,
    };
  });
}

const errorMessages: Partial<Record<CheckoutErrorKind, string>> = {
  'invoice-not-available': translate('checkout.invoiceNotAvailable'),
  'no-shipping-methods-for-country': translate('checkout.noShippingMethods'),
  'shipping-method-unavailable': translate('checkout.error.shippingMethodUnavailable'),
  'payment-declined': translate('checkout.error.paymentDeclined'),
  'card-invalid': translate('checkout.error.cardInvalid'),
  'out-of-stock': translate('checkout.error.outOfStock'),
  'billing-address-locked': translate('checkout.error.billingLocked'),
  'cart-not-active': translate('checkout.error.cartNotActive'),
  'login-required': translate('checkout.error.loginRequired'),
  'step-missing': translate('checkout.error.stepMissing'),
};

/**
 * A checkout failure as the shopper reads it: the shop's Norwegian text for a known kind (spec
 * §8), the API's message in Norwegian where the cart knows it, else the shop's general text
 * (a network failure included). Pure.
 */
export function checkoutErrorMessage(error: unknown): string {
  const known = errorMessages[checkoutErrorKind(error)];
  if (known) return known;
  if (!isSdkError(error) || isUnansweredError(error) || isSdkError(error, 'http')) {
    return translate('checkout.error.generic');
  }
  const message = error.message.trim();
  return message ? translateCartMessage(message) : translate('checkout.error.generic');
}

/**
 * What to tell the shopper when placing the order failed. Without an answer from the API the
 * order may well be placed: they are asked to press again, which gets the same order, never a
 * second (the SDK keeps the cart and the API answers a placed cart with its order). Pure.
 */
export function placeOrderErrorMessage(error: unknown): string {
  return isUnansweredError(error)
    ? translate('checkout.error.unanswered')
    : checkoutErrorMessage(error);
}

/**
 * The order's sums as the summary lists them, in the shopper's tax display (spec §6): subtotal,
 * discounts and shipping with or without VAT, the VAT ("of which" when the amounts include it),
 * and the grand total, which always includes VAT. Rows without an amount are left out. Pure.
 */
export function checkoutSummaryRows(
  totals: CheckoutTotals,
  { showIncludingTax }: { showIncludingTax: boolean },
): OrderTotalsRow[] {
  const taxLabel = translate(showIncludingTax ? 'tax.inclVat' : 'tax.exclVat');
  const rows: OrderTotalsRow[] = [];
  const subtotal = showIncludingTax ? totals.subtotalInclTax : totals.subtotalExclTax;
  if (subtotal !== null) {
    rows.push({
      label: translate('cart.subtotal', { tax: taxLabel }),
      value: formatPrice(subtotal),
    });
  }
  const share =
    showIncludingTax || !totals.subtotalInclTax || totals.subtotalExclTax === null
      ? 1
      : totals.subtotalExclTax / totals.subtotalInclTax;
  for (const discount of totals.discounts) {
    rows.push({
      label: discount.label
        ? translate('cart.discountLabelled', { label: discount.label })
        : translate('cart.discount'),
      value: `−${formatPrice(Math.abs(discount.amount) * share)}`,
      kind: 'discount',
    });
  }
  const shipping = showIncludingTax ? totals.shippingInclTax : totals.shippingExclTax;
  if (shipping !== null) {
    rows.push({
      label: translate('checkout.summary.shipping', { tax: taxLabel }),
      value: shipping === 0 ? translate('checkout.summary.free') : formatPrice(shipping),
    });
  }
  for (const tax of totals.taxes) {
    const label = tax.label || translate('cart.tax');
    rows.push({
      label: showIncludingTax ? translate('cart.taxIncluded', { label }) : label,
      value: formatPrice(tax.amount),
    });
  }
  if (totals.grandTotal !== null) {
    rows.push({
      label: translate('cart.grandTotal'),
      value: formatPrice(totals.grandTotal),
      kind: 'total',
    });
  }
  return rows;
}

/** A shipping method's price as the list shows it: free, or the amount. Pure. */
export function shippingPriceText(amount: number): string {
  return amount === 0 ? translate('checkout.summary.free') : formatPrice(amount);
}

/** The card fields as typed: number, expiry (`MM/ÅÅ`) and CVC. */
export interface CardFieldValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** Which card field is wrong, with its message. */
export type CardFieldErrors = Partial<Record<keyof CardFieldValues, string>>;

/**
 * The card as the payment method takes it, or what is wrong with the fields (the payment
 * provider checks the number itself; here only the form: 12–19 digits, a month 1–12 with a
 * two- or four-digit year, a CVC of 3 or 4 digits). Pure — the values are never logged or kept.
 */
export function cardDetails(
  values: CardFieldValues,
): { ok: true; card: CardDetails } | { ok: false; errors: CardFieldErrors } {
  const errors: CardFieldErrors = {};
  const number = values.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) errors.number = translate('checkout.card.numberInvalid');
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  const month = Number(expiry?.[1]);
  const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) errors.expiry = translate('checkout.card.expiryInvalid');
  const cvc = values.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = translate('checkout.card.cvcInvalid');
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { number, expiryMonth: month, expiryYear: year, cvc } };
}
