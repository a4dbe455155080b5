import { describe, expect, it } from 'vitest';
import { computeOrderTotals, excludingTax, roundMoney } from './orderTotals.js';

describe('roundMoney', () => {
  it.each([
    [1.005, 1.01],
    [1.004, 1],
    [-1.005, -1.01],
    [0, 0],
    [199.999, 200],
  ])('%d → %d', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });
});

describe('excludingTax', () => {
  it('takes 25 % VAT out of an amount', () => {
    expect(excludingTax(125, 25)).toBe(100);
    expect(excludingTax(199, 25)).toBe(159.2);
    expect(excludingTax(0, 25)).toBe(0);
  });
});

describe('computeOrderTotals', () => {
  it('adds lines and shipping, and gives the VAT in the grand total', () => {
    const totals = computeOrderTotals(
      [
        { unitPriceInclTax: 249, quantity: 2 },
        { unitPriceInclTax: 1199.9, quantity: 1 },
      ],
      149,
    );
    expect(totals.lines[0]).toEqual({
      unitPriceInclTax: 249,
      unitPriceExclTax: 199.2,
      rowTotalInclTax: 498,
      rowTotalExclTax: 398.4,
      discountInclTax: 0,
    });
    expect(totals).toMatchObject({
      subtotalInclTax: 1697.9,
      subtotalExclTax: 1358.32,
      discountInclTax: 0,
      shippingInclTax: 149,
      shippingExclTax: 119.2,
      grandTotal: 1846.9,
      taxAmount: 369.38,
    });
  });

  it('takes line discounts off the grand total, never more than the line', () => {
    const totals = computeOrderTotals(
      [
        { unitPriceInclTax: 100, quantity: 3, discountInclTax: 30 },
        { unitPriceInclTax: 50, quantity: 1, discountInclTax: 80 },
      ],
      0,
    );
    expect(totals.lines.map((line) => line.discountInclTax)).toEqual([30, 50]);
    expect(totals.discountInclTax).toBe(80);
    expect(totals.grandTotal).toBe(270);
    expect(totals.taxAmount).toBe(54);
  });

  it('gives zeros for an order of nothing but shipping', () => {
    expect(computeOrderTotals([], 0)).toMatchObject({ grandTotal: 0, taxAmount: 0 });
  });

  it('refuses a line without a positive quantity', () => {
    expect(() => computeOrderTotals([{ unitPriceInclTax: 10, quantity: 0 }], 0)).toThrow();
  });

  it('uses another rate when given', () => {
    expect(computeOrderTotals([{ unitPriceInclTax: 115, quantity: 1 }], 0, 15)).toMatchObject({
      subtotalExclTax: 100,
      taxAmount: 15,
    });
  });
});
