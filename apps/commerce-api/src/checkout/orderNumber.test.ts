import { describe, expect, it } from 'vitest';
import { formatOrderNumber, nextOrderNumber } from './orderNumber.js';
import { totalsWithShipping } from './checkoutTotals.js';
import { newOrderStatus } from './orderRows.js';

describe('order numbers', () => {
  it('are nine digits with leading zeros', () => {
    expect(formatOrderNumber(1042)).toBe('000001042');
  });

  it('go on from the highest, starting after the seeded history', () => {
    expect(nextOrderNumber('000001041')).toBe('000001042');
    expect(nextOrderNumber(null)).toBe('000001001');
    expect(nextOrderNumber('000000007')).toBe('000001001');
    expect(nextOrderNumber('A-12')).toBe('000001001');
  });
});

describe('totalsWithShipping', () => {
  it('adds the charge and gives the VAT of the whole', () => {
    expect(totalsWithShipping(500, 149)).toEqual({
      grandTotal: 649,
      grandTotalExclTax: 519.2,
      taxAmount: 129.8,
      shippingInclTax: 149,
      shippingExclTax: 119.2,
    });
    expect(totalsWithShipping(0, 0).taxAmount).toBe(0);
  });
});

describe('newOrderStatus', () => {
  it('is Pending for an invoice and Processing for a payment taken', () => {
    expect(newOrderStatus('wm_invoice')).toBe('Pending');
    expect(newOrderStatus('wm_card')).toBe('Processing');
    expect(newOrderStatus('wm_credit')).toBe('Processing');
  });
});
