import { describe, expect, it } from 'vitest';
import {
  INVOICE_NOT_AVAILABLE,
  PAYMENT_METHOD_NOT_AVAILABLE,
  allowedPaymentMethod,
  paymentMethodRefusal,
} from './paymentRules.js';

const privateCustomer = { company_id: null, credit_check_approved: false };
const approvedBusiness = { company_id: '987654321', credit_check_approved: true };
const unapprovedBusiness = { company_id: '912345678', credit_check_approved: false };

describe('paymentMethodRefusal', () => {
  it('lets private customers pay by card or credit, never invoice', () => {
    expect(paymentMethodRefusal(privateCustomer, 'wm_card')).toBeNull();
    expect(paymentMethodRefusal(privateCustomer, 'wm_credit')).toBeNull();
    expect(paymentMethodRefusal(privateCustomer, 'wm_invoice')?.message).toBe(
      INVOICE_NOT_AVAILABLE,
    );
  });

  it('gives invoice to a business only with an approved credit check', () => {
    expect(paymentMethodRefusal(approvedBusiness, 'wm_invoice')).toBeNull();
    expect(paymentMethodRefusal(unapprovedBusiness, 'wm_invoice')?.message).toBe(
      'Payment by invoice is not available for you!',
    );
    expect(paymentMethodRefusal(unapprovedBusiness, 'wm_card')).toBeNull();
  });

  it('refuses credit to a business and unknown codes in Magento words', () => {
    expect(paymentMethodRefusal(approvedBusiness, 'wm_credit')?.message).toBe(
      PAYMENT_METHOD_NOT_AVAILABLE,
    );
    expect(paymentMethodRefusal(privateCustomer, 'checkmo')?.message).toBe(
      PAYMENT_METHOD_NOT_AVAILABLE,
    );
    expect(paymentMethodRefusal(null, 'wm_invoice')?.message).toBe(INVOICE_NOT_AVAILABLE);
  });

  it('names the refusal by code, and the refused method', () => {
    expect(paymentMethodRefusal(privateCustomer, 'wm_invoice')?.code).toBe('INVOICE_NOT_AVAILABLE');
    expect(paymentMethodRefusal(approvedBusiness, 'wm_credit')).toMatchObject({
      code: 'PAYMENT_METHOD_NOT_AVAILABLE',
      params: { payment_method: 'wm_credit' },
    });
  });

  it('allowedPaymentMethod gives the method with its title', () => {
    expect(allowedPaymentMethod(approvedBusiness, 'wm_invoice')?.title).toBe('Faktura (14 dager)');
    expect(allowedPaymentMethod(privateCustomer, 'wm_invoice')).toBeNull();
  });
});
