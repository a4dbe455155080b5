import { describe, expect, it } from 'vitest';
import { availablePaymentMethods } from './paymentMethods.js';

const codes = (customer: Parameters<typeof availablePaymentMethods>[0]) =>
  availablePaymentMethods(customer).map((method) => method.code);

describe('availablePaymentMethods', () => {
  it('offers card, credit and Vipps to guests', () => {
    expect(codes(null)).toEqual(['wm_card', 'wm_credit', 'wm_vipps']);
  });
  it('offers card, credit and Vipps to private customers, approved or not', () => {
    expect(codes({ company_id: null, credit_check_approved: false })).toEqual([
      'wm_card',
      'wm_credit',
      'wm_vipps',
    ]);
    expect(codes({ company_id: null, credit_check_approved: true })).toEqual([
      'wm_card',
      'wm_credit',
      'wm_vipps',
    ]);
  });
  it('offers business customers card, and invoice only after the credit check', () => {
    expect(codes({ company_id: 'C-1', credit_check_approved: false })).toEqual(['wm_card']);
    expect(codes({ company_id: 'C-1', credit_check_approved: true })).toEqual([
      'wm_card',
      'wm_invoice',
    ]);
  });
  it('treats an empty company id as a private customer', () => {
    expect(codes({ company_id: '', credit_check_approved: true })).toEqual([
      'wm_card',
      'wm_credit',
      'wm_vipps',
    ]);
  });
  it('marks only the invoice as paid later', () => {
    const methods = availablePaymentMethods({ company_id: 'C-1', credit_check_approved: true });
    expect(methods.map((method) => method.is_deferred)).toEqual([false, true]);
  });
});
