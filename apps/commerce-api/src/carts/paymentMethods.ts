/** A payment method a cart offers. */
export interface PaymentMethod {
  code: string;
  title: string;
  /** Paid after the order is placed (an invoice). */
  is_deferred: boolean;
}

/** Card payment: everyone. */
export const CARD: PaymentMethod = { code: 'wm_card', title: 'Kortbetaling', is_deferred: false };
/** Credit (part payment) through the payment provider: private shoppers. */
export const CREDIT: PaymentMethod = {
  code: 'wm_credit',
  title: 'Kreditt (delbetaling)',
  is_deferred: false,
};
/** Vipps, approved in the app on the shopper's phone: private shoppers. */
export const VIPPS: PaymentMethod = { code: 'wm_vipps', title: 'Vipps', is_deferred: false };
/** Invoice with 14 days' credit: business customers who passed the credit check. */
export const INVOICE: PaymentMethod = {
  code: 'wm_invoice',
  title: 'Faktura (14 dager)',
  is_deferred: true,
};

/** Who owns the cart, as far as payment is concerned; null for a guest. */
export interface PaymentCustomer {
  /** Set for business customers. */
  company_id: string | null;
  credit_check_approved: boolean;
}

/**
 * The payment methods of a cart (spec §6): private shoppers and guests pay by card, credit or Vipps;
 * business customers pay by card, or by invoice once their credit check is approved.
 */
export function availablePaymentMethods(customer: PaymentCustomer | null): PaymentMethod[] {
  if (customer?.company_id) {
    return customer.credit_check_approved ? [CARD, INVOICE] : [CARD];
  }
  return [CARD, CREDIT, VIPPS];
}
