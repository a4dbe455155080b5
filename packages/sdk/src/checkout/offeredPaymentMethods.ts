import type { Customer } from '../customer/mapCustomer';
import { invoiceAvailability, paymentMethodCodes } from './checkoutRules';

/**
 * Why a payment method is shown but cannot be chosen: `credit_not_approved` — invoice for a
 * business whose account (and so its credit) the shop has not approved yet.
 */
export type PaymentMethodUnavailableReason = 'credit_not_approved';

/**
 * A payment method the checkout offers: its code, the backend's title (empty when unknown) and
 * why it cannot be chosen (`null`: it can).
 */
export interface OfferedPaymentMethod {
  code: string;
  title: string;
  unavailable: PaymentMethodUnavailableReason | null;
}

/**
 * The payment methods to offer, in the backend's order: those commerce-api lists for the cart
 * (spec §6: private customers card and credit, business customers with approved credit also
 * invoice with 14 days' terms). A business customer whose credit is not approved — a business
 * that registered itself and awaits the shop's approval — is shown invoice last, unavailable with
 * its reason (`credit_not_approved`), so they learn why before they choose rather than after the
 * API refuses it ('Payment by invoice is not available for you!'; see
 * {@link invoiceAvailability}). Pure.
 *
 * @example
 * ```ts
 * offeredPaymentMethods({ companyId: '3', taxvat: 'NO1' }, [{ code: 'wm_card', title: 'Kort' }]);
 * // [{ code: 'wm_card', title: 'Kort', unavailable: null },
 * //  { code: 'wm_invoice', title: '', unavailable: 'credit_not_approved' }]
 * ```
 */
export function offeredPaymentMethods(
  customer: Pick<Customer, 'companyId' | 'taxvat'> | null,
  methods: readonly { code: string; title: string }[],
): OfferedPaymentMethod[] {
  const listed = methods.map(({ code, title }) => ({ code, title, unavailable: null }));
  return invoiceAvailability(customer, methods) === 'not-available'
    ? [
        ...listed,
        { code: paymentMethodCodes.invoice, title: '', unavailable: 'credit_not_approved' },
      ]
    : listed;
}
