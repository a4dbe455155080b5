import { describe, expect, it } from 'vitest';
import {
  asksForVatId,
  businessApproval,
  canEditBilling,
  isBusinessCustomer,
} from './customerRules';

describe('canEditBilling', () => {
  it('lets a customer without a company edit billing', () => {
    expect(canEditBilling({ companyId: null })).toBe(true);
  });

  it('locks billing for a company customer', () => {
    expect(canEditBilling({ companyId: '42' })).toBe(false);
    expect(canEditBilling({ companyId: 'haugen-gard' })).toBe(false);
  });

  it('treats an empty or blank company id as none', () => {
    expect(canEditBilling({ companyId: '' })).toBe(true);
    expect(canEditBilling({ companyId: '  ' })).toBe(true);
  });
});

describe('isBusinessCustomer', () => {
  it('is true for a customer with a VAT number', () => {
    expect(isBusinessCustomer({ taxvat: 'NO987654321MVA' })).toBe(true);
  });

  it('is true for a company customer, with or without a VAT number', () => {
    expect(isBusinessCustomer({ taxvat: null, companyId: '987654321' })).toBe(true);
    expect(isBusinessCustomer({ taxvat: ' ', companyId: '987654321' })).toBe(true);
  });

  it('is false without either, or with empty or blank ones', () => {
    expect(isBusinessCustomer({ taxvat: null })).toBe(false);
    expect(isBusinessCustomer({ taxvat: '' })).toBe(false);
    expect(isBusinessCustomer({ taxvat: ' ' })).toBe(false);
    expect(isBusinessCustomer({ taxvat: null, companyId: ' ' })).toBe(false);
  });
});

describe('asksForVatId', () => {
  it('asks business customers, and for an address that has a VAT id', () => {
    expect(asksForVatId({ taxvat: 'NO987654321MVA', companyId: null }, null)).toBe(true);
    expect(asksForVatId({ taxvat: null, companyId: '987654321' }, null)).toBe(true);
    expect(asksForVatId({ taxvat: null, companyId: null }, { vatId: '987654321' })).toBe(true);
  });

  it('does not ask a private customer', () => {
    expect(asksForVatId({ taxvat: null, companyId: null }, null)).toBe(false);
    expect(asksForVatId({ taxvat: '  ', companyId: null }, { vatId: null })).toBe(false);
    // A blank company id is no company (as canEditBilling reads it).
    expect(asksForVatId({ taxvat: null, companyId: '   ' }, { vatId: ' ' })).toBe(false);
  });
});

describe('businessApproval', () => {
  it('is private without a company id', () => {
    expect(businessApproval({ companyId: null }, null)).toBe('private');
    expect(businessApproval({ companyId: '  ' }, true)).toBe('private');
  });

  it('is awaiting for a business whose credit check is not approved, or not known', () => {
    expect(businessApproval({ companyId: '987654325' }, false)).toBe('awaiting');
    expect(businessApproval({ companyId: '987654325' }, null)).toBe('awaiting');
  });

  it('is approved for a business whose credit check is approved', () => {
    expect(businessApproval({ companyId: '987654325' }, true)).toBe('approved');
  });
});
