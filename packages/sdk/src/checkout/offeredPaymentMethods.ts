import type { Customer } from '../customer/mapCustomer';
import { invoiceAvailability, paymentMethodCodes } from './checkoutRules';

/** A payment method the checkout offers: its code and the backend's title (empty when unknown). */
export interface OfferedPaymentMethod {
  code: string;
  title: string;
}

/**
 * The payment methods to offer, in the backend's order: those commerce-api lists for the cart
 * (spec §6: private customers card and credit, business customers with approved credit also
 * invoice with 14 days' terms). A business customer whose credit is not approved is still
 * offered invoice (last, with an empty title), so choosing it gets the API's answer — 'Payment by
 * invoice is not available for you!' — instead of a method that silently is not there (see
 * {@link invoiceAvailability}). Pure.
 *
 * @example
 * ```ts
 * offeredPaymentMethods({ companyId: '3', taxvat: 'NO1' }, [{ code: 'wm_card', title: 'Kort' }]);
 * // [{ code: 'wm_card', title: 'Kort' }, { code: 'wm_invoice', title: '' }]
 * ```
 */
export function offeredPaymentMethods(
  customer: Pick<Customer, 'companyId' | 'taxvat'> | null,
  methods: readonly OfferedPaymentMethod[],
): OfferedPaymentMethod[] {
  const listed = methods.map(({ code, title }) => ({ code, title }));
  return invoiceAvailability(customer, methods) === 'not-available'
    ? [...listed, { code: paymentMethodCodes.invoice, title: '' }]
    : listed;
}
