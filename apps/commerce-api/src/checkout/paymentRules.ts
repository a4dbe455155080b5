import { Refusal } from '../errors/refusal.js';
import {
  availablePaymentMethods,
  INVOICE,
  type PaymentCustomer,
  type PaymentMethod,
} from '../carts/paymentMethods.js';

/** Spec §6 and §8: the refusal of an invoice to a customer who may not pay by invoice. */
export const INVOICE_NOT_AVAILABLE = 'Payment by invoice is not available for you!';

/** Magento's refusal of a payment method the cart does not offer. */
export const PAYMENT_METHOD_NOT_AVAILABLE = 'The requested Payment Method is not available.';

/**
 * Why this customer may not pay with this method, or null when they may: invoice only for
 * business customers whose credit check is approved (`INVOICE_NOT_AVAILABLE` for everyone else),
 * and otherwise only the methods `availablePaymentMethods` offers them.
 */
export function paymentMethodRefusal(
  customer: PaymentCustomer | null,
  code: string,
): Refusal | null {
  const offered = availablePaymentMethods(customer);
  if (offered.some((method) => method.code === code)) return null;
  return code === INVOICE.code
    ? new Refusal('INVOICE_NOT_AVAILABLE', INVOICE_NOT_AVAILABLE)
    : new Refusal('PAYMENT_METHOD_NOT_AVAILABLE', PAYMENT_METHOD_NOT_AVAILABLE, {
        payment_method: code,
      });
}

/** The method behind a code, if the customer may use it. */
export function allowedPaymentMethod(
  customer: PaymentCustomer | null,
  code: string,
): PaymentMethod | null {
  return availablePaymentMethods(customer).find((method) => method.code === code) ?? null;
}

/** Days an invoice gives business customers to pay (spec §9). */
export const INVOICE_TERMS_DAYS = 14;
