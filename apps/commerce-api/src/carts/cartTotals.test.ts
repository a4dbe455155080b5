import { describe, expect, it } from 'vitest';
import { computeCartTotals } from './cartTotals.js';
import type { Coupon } from './coupons.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const percent10: Coupon = {
  code: 'VAAR10',
  label: 'Vårkampanje 10 %',
  kind: 'percent',
  amount: 10,
  min_subtotal: null,
  valid_until: null,
  is_active: true,
};

describe('computeCartTotals', () => {
  it('derives the amounts before VAT from prices that include 25 % VAT', () => {
    const totals = computeCartTotals([{ unitPriceInclTax: 125, quantity: 2 }], null, NOW);
    expect(totals.lines[0]).toEqual({
      unitPriceInclTax: 125,
      unitPriceExclTax: 100,
      rowTotalInclTax: 250,
      rowTotalExclTax: 200,
      discountInclTax: 0,
    });
    expect(totals).toMatchObject({
      subtotalInclTax: 250,
      subtotalExclTax: 200,
      discountInclTax: 0,
      subtotalWithDiscountExclTax: 200,
      taxAmount: 50,
      grandTotal: 250,
      grandTotalExclTax: 200,
      appliedCoupon: null,
    });
  });

  it('is all zero for an empty cart, and a code does not apply to it', () => {
    const totals = computeCartTotals([], percent10, NOW);
    expect(totals).toMatchObject({ subtotalInclTax: 0, grandTotal: 0, taxAmount: 0 });
    expect(totals.appliedCoupon).toBeNull();
  });

  it('takes a coupon off the grand total and keeps the VAT within what is paid', () => {
    const totals = computeCartTotals(
      [
        { unitPriceInclTax: 1000, quantity: 1 },
        { unitPriceInclTax: 250, quantity: 4 },
      ],
      percent10,
      NOW,
    );
    expect(totals.lines.map((line) => line.discountInclTax)).toEqual([100, 100]);
    expect(totals).toMatchObject({
      subtotalInclTax: 2000,
      subtotalExclTax: 1600,
      discountInclTax: 200,
      subtotalWithDiscountExclTax: 1440,
      grandTotal: 1800,
      grandTotalExclTax: 1440,
      taxAmount: 360,
    });
    expect(totals.appliedCoupon?.code).toBe('VAAR10');
  });

  it('ignores a code whose minimum the subtotal does not reach', () => {
    const totals = computeCartTotals(
      [{ unitPriceInclTax: 100, quantity: 1 }],
      {
        ...percent10,
        min_subtotal: 5000,
      },
      NOW,
    );
    expect(totals.appliedCoupon).toBeNull();
    expect(totals.grandTotal).toBe(100);
  });

  it('rounds every row to øre and sums the rounded rows', () => {
    const totals = computeCartTotals(
      [
        { unitPriceInclTax: 0.333, quantity: 3 },
        { unitPriceInclTax: 19.99, quantity: 3 },
      ],
      null,
      NOW,
    );
    expect(totals.lines.map((line) => line.rowTotalInclTax)).toEqual([1, 59.97]);
    expect(totals.subtotalInclTax).toBe(60.97);
  });
});
