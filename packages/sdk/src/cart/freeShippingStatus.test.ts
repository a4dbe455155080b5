import { describe, expect, it } from 'vitest';
import { cartFreeShipping, cartGoodsValue, freeShippingStatus } from './freeShippingStatus';

describe('freeShippingStatus', () => {
  it('is 0,01 short at 5999,99 and free from 6000 on', () => {
    expect(freeShippingStatus(5999.99)).toEqual({
      reached: false,
      remaining: 0.01,
      progress: 599_999 / 600_000,
    });
    expect(freeShippingStatus(6000)).toEqual({ reached: true, remaining: 0, progress: 1 });
    expect(freeShippingStatus(6000.01)).toEqual({ reached: true, remaining: 0, progress: 1 });
  });

  it('counts in øre, so binary fractions do not leave a remainder', () => {
    // 5999.93 + 0.06 is 5999.990000000001 in binary floating point.
    expect(freeShippingStatus(5999.93 + 0.06).remaining).toBe(0.01);
    expect(freeShippingStatus(4500.1).remaining).toBe(1499.9);
  });

  it('starts at nothing for an empty cart and takes another threshold', () => {
    expect(freeShippingStatus(0)).toEqual({ reached: false, remaining: 6000, progress: 0 });
    expect(freeShippingStatus(-5)).toEqual({ reached: false, remaining: 6000, progress: 0 });
    expect(freeShippingStatus(250, 1000)).toEqual({
      reached: false,
      remaining: 750,
      progress: 0.25,
    });
  });
});

describe('cartGoodsValue', () => {
  const prices = (
    subtotalIncludingTax: number | null,
    discounts: number[] = [],
  ): Parameters<typeof cartGoodsValue>[0] => ({
    prices: {
      subtotalIncludingTax,
      subtotalExcludingTax: null,
      grandTotal: null,
      appliedTaxes: [],
      discounts: discounts.map((amount) => ({ label: 'VAAR10', amount })),
    },
  });

  it('is the subtotal with VAT less the discounts', () => {
    expect(cartGoodsValue(prices(6500))).toBe(6500);
    expect(cartGoodsValue(prices(6500, [650]))).toBe(5850);
    // A discount sent as a negative amount counts the same.
    expect(cartGoodsValue(prices(6500, [-650]))).toBe(5850);
    expect(cartGoodsValue(prices(1000.1, [100.05]))).toBe(900.05);
  });

  it('is 0 without amounts and never below 0', () => {
    expect(cartGoodsValue(prices(null))).toBe(0);
    expect(cartGoodsValue(prices(100, [200]))).toBe(0);
  });
});

describe('cartFreeShipping', () => {
  const cart = (subtotalIncludingTax: number, discounts: number[] = []) => ({
    prices: {
      subtotalIncludingTax,
      subtotalExcludingTax: subtotalIncludingTax / 1.25,
      grandTotal: null,
      appliedTaxes: [],
      discounts: discounts.map((amount) => ({ label: 'GARD15', amount })),
    },
  });
  const withVat = { showIncludingTax: true };
  const withoutVat = { showIncludingTax: false };

  it('says the remainder with VAT beside totals with VAT', () => {
    expect(cartFreeShipping(cart(4500), withVat)).toEqual({
      reached: false,
      remaining: 1500,
      progress: 0.75,
    });
  });

  it('says the remainder without VAT beside totals without VAT, at the same progress', () => {
    expect(cartFreeShipping(cart(4500), withoutVat)).toEqual({
      reached: false,
      remaining: 1200,
      progress: 0.75,
    });
    expect(cartFreeShipping(cart(5999.99), withoutVat).remaining).toBe(0.01);
    expect(cartFreeShipping(cart(0), withoutVat).remaining).toBe(4800);
  });

  it('decides on the goods with VAT in both displays: free from 6000,– with VAT', () => {
    // 4800,– without VAT is 6000,– with it: free, although the totals shown say 4800,–.
    expect(cartFreeShipping(cart(6000), withoutVat)).toEqual({
      reached: true,
      remaining: 0,
      progress: 1,
    });
    // A discount that takes the goods under the threshold takes free shipping away in both.
    expect(cartFreeShipping(cart(6500, [650]), withVat).remaining).toBe(150);
    expect(cartFreeShipping(cart(6500, [650]), withoutVat).remaining).toBe(120);
  });

  it('takes another threshold', () => {
    expect(cartFreeShipping(cart(250), withoutVat, 1000).remaining).toBe(600);
  });
});
