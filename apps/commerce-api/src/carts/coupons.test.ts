import { describe, expect, it } from 'vitest';
import {
  couponApplies,
  couponNotValid,
  couponRefusal,
  lineDiscounts,
  type Coupon,
} from './coupons.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const coupon = (changes: Partial<Coupon> = {}): Coupon => ({
  code: 'VAAR10',
  label: 'Vårkampanje 10 %',
  kind: 'percent',
  amount: 10,
  min_subtotal: null,
  valid_until: null,
  is_active: true,
  ...changes,
});

describe('couponApplies', () => {
  it('applies an active code without limits to any non-empty cart', () => {
    expect(couponApplies(coupon(), 0.01, NOW)).toBe(true);
  });
  it('never applies to an empty cart', () => {
    expect(couponApplies(coupon(), 0, NOW)).toBe(false);
  });
  it('refuses an inactive code', () => {
    expect(couponApplies(coupon({ is_active: false }), 1000, NOW)).toBe(false);
  });
  it('applies up to and including its last moment, not after', () => {
    expect(couponApplies(coupon({ valid_until: NOW }), 1000, NOW)).toBe(true);
    expect(couponApplies(coupon({ valid_until: new Date(NOW.getTime() - 1) }), 1000, NOW)).toBe(
      false,
    );
  });
  it('needs the minimum subtotal: equal is enough, one øre less is not', () => {
    const minimum = coupon({ min_subtotal: 5000 });
    expect(couponApplies(minimum, 5000, NOW)).toBe(true);
    expect(couponApplies(minimum, 4999.99, NOW)).toBe(false);
  });
});

describe('couponRefusal', () => {
  const refusal = (found: Coupon | null, subtotal = 1000) =>
    couponRefusal(found, 'vaar10', subtotal, NOW);
  it("names why a code gives no discount, always with Magento's one message", () => {
    expect(refusal(null)).toMatchObject({
      code: 'COUPON_NOT_FOUND',
      message: couponNotValid('vaar10'),
      params: { coupon_code: 'vaar10' },
    });
    expect(refusal(coupon({ is_active: false }))?.code).toBe('COUPON_INACTIVE');
    expect(refusal(coupon({ valid_until: new Date(NOW.getTime() - 1) }))?.code).toBe(
      'COUPON_EXPIRED',
    );
    expect(refusal(coupon({ min_subtotal: 5000 }), 4999.99)).toMatchObject({
      code: 'COUPON_MINIMUM_NOT_REACHED',
      params: { coupon_code: 'vaar10', min_subtotal: 5000 },
    });
    expect(refusal(coupon(), 0)?.code).toBe('COUPON_NOT_APPLICABLE');
  });
  it('has nothing against a code that applies', () => {
    expect(refusal(coupon())).toBeNull();
  });
  it('reports the first reason: an inactive, expired code is inactive', () => {
    const both = coupon({ is_active: false, valid_until: new Date(0) });
    expect(refusal(both)?.code).toBe('COUPON_INACTIVE');
  });
});

describe('lineDiscounts', () => {
  it('takes a percentage off every row, rounded to øre', () => {
    expect(lineDiscounts(coupon(), [100, 33.33, 0.05])).toEqual([10, 3.33, 0.01]);
  });
  it('never takes more than 100 %', () => {
    expect(lineDiscounts(coupon({ amount: 150 }), [80])).toEqual([80]);
  });
  it('shares a fixed amount in proportion to the rows; the shares add up exactly', () => {
    const shares = lineDiscounts(coupon({ kind: 'fixed', amount: 200 }), [100, 200, 700]);
    expect(shares).toEqual([20, 40, 140]);
    const odd = lineDiscounts(coupon({ kind: 'fixed', amount: 100 }), [1, 1, 1]);
    expect(odd.reduce((sum, share) => Math.round((sum + share) * 100) / 100, 0)).toBe(3);
    const third = lineDiscounts(coupon({ kind: 'fixed', amount: 100 }), [300, 300, 300]);
    expect(third).toEqual([33.33, 33.33, 33.34]);
  });
  it('gives no more than the rows are worth', () => {
    expect(lineDiscounts(coupon({ kind: 'fixed', amount: 200 }), [50, 100])).toEqual([50, 100]);
  });
  it('gives nothing on empty rows', () => {
    expect(lineDiscounts(coupon({ kind: 'fixed', amount: 200 }), [0])).toEqual([0]);
    expect(lineDiscounts(coupon({ kind: 'fixed', amount: 200 }), [])).toEqual([]);
  });
});

it('words a refusal as Magento does', () => {
  expect(couponNotValid('X')).toBe('The coupon code "X" is not valid.');
});
