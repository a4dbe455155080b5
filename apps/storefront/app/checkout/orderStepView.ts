import {
  checkoutErrorKind,
  discountTaxShare,
  formatPrice,
  isSdkError,
  isUnansweredError,
  refusalOf,
  offeredPaymentMethods,
  paymentMethodCodes,
  type CheckoutErrorKind,
  type CheckoutTotals,
  type Customer,
} from '@agri-parts/sdk';
import type { OrderTotalsRow } from '@agri-parts/ui';

import { cartRefusalMessage } from '../cart/cartSidebarMessages';
import { translate } from '../i18n/translate';
import { shopPhone } from '../layout/shopContact';

/** A payment method the order step offers. */
export interface PaymentOption {
  code: string;
  title: string;
  /** A line under the title (invoice terms). */
  description: string | null;
  /** Why it cannot be chosen, in Norwegian; `null` when it can. */
  unavailableReason: string | null;
}

const paymentTitles: Record<string, string> = {
  [paymentMethodCodes.card]: translate('checkout.payment.card'),
  [paymentMethodCodes.credit]: translate('checkout.payment.credit'),
  [paymentMethodCodes.invoice]: translate('checkout.payment.invoice'),
  [paymentMethodCodes.vipps]: translate('checkout.vipps.title'),
};

/**
 * The payment methods to offer ({@link offeredPaymentMethods}: invoice for business customers,
 * shown as unavailable with the reason while the business awaits approval), in Norwegian where
 * the shop knows the code, invoice with its terms. Pure.
 */
export function paymentOptions(
  customer: Pick<Customer, 'companyId' | 'taxvat'> | null,
  methods: readonly { code: string; title: string }[],
): PaymentOption[] {
  return offeredPaymentMethods(customer, methods).map((method) => ({
    code: method.code,
    title: paymentTitles[method.code] ?? method.title,
    description:
      method.code === paymentMethodCodes.invoice
        ? translate('checkout.payment.invoiceTerms')
        : null,
    unavailableReason:
      method.unavailable === 'credit_not_approved'
        ? translate('checkout.payment.invoiceAwaitingApproval')
        : null,
  }));
}

const errorMessages: Partial<Record<CheckoutErrorKind, string>> = {
  'invoice-not-available': translate('checkout.invoiceNotAvailable'),
  'no-shipping-methods-for-country': translate('checkout.noShippingMethods'),
  'shipping-method-unavailable': translate('checkout.error.shippingMethodUnavailable'),
  'payment-declined': translate('checkout.error.paymentDeclined'),
  'card-invalid': translate('checkout.error.cardInvalid'),
  'card-expired': translate('checkout.error.cardExpired'),
  'payment-unavailable': translate('checkout.error.paymentUnavailable'),
  'out-of-stock': translate('checkout.error.outOfStock'),
  'billing-address-locked': translate('checkout.error.billingLocked'),
  'cart-not-active': translate('checkout.error.cartNotActive'),
  'login-required': translate('checkout.error.loginRequired'),
  'online-purchase-not-allowed': translate('checkout.error.onlinePurchaseNotAllowed', {
    phone: shopPhone.display,
  }),
  'step-missing': translate('checkout.error.stepMissing'),
  'vipps-cancelled': translate('checkout.vipps.cancelled'),
  'vipps-expired': translate('checkout.vipps.expired'),
  'vipps-not-approved': translate('checkout.vipps.notApproved'),
};

/**
 * A checkout failure as the shopper reads it: the shop's Norwegian text for a known kind (spec
 * §8), the refusal in Norwegian where the cart knows its kind, else the API's message; the
 * shop's general text for a network failure or an unexpected one. Pure.
 */
export function checkoutErrorMessage(error: unknown): string {
  const known = errorMessages[checkoutErrorKind(error)];
  if (known) return known;
  if (!isSdkError(error) || isUnansweredError(error) || isSdkError(error, 'http')) {
    return translate('checkout.error.generic');
  }
  return cartRefusalMessage(refusalOf(error), error.message) || translate('checkout.error.generic');
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
  const share = discountTaxShare(
    { excludingTax: totals.subtotalExclTax, includingTax: totals.subtotalInclTax },
    { showIncludingTax },
  );
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
