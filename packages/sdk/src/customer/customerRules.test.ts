import { describe, expect, it } from 'vitest';
import { canEditBilling, isBusinessCustomer } from './customerRules';

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

  it('is false without one, or with an empty or blank one', () => {
    expect(isBusinessCustomer({ taxvat: null })).toBe(false);
    expect(isBusinessCustomer({ taxvat: '' })).toBe(false);
    expect(isBusinessCustomer({ taxvat: ' ' })).toBe(false);
  });
});
