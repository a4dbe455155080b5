import { describe, expect, it } from 'vitest';
import { couponForCart, typedCouponCode } from './cartCoupon.js';
import type { Coupon } from './coupons.js';

const NOW = new Date('2026-11-21T12:00:00Z');
const VAAR10: Coupon = {
  code: 'VAAR10',
  label: 'Vårkampanje 10 %',
  kind: 'percent',
  amount: 10,
  min_subtotal: 500,
  valid_until: null,
  is_active: true,
};
const cart = { hasCoupon: false, totalQuantity: 2, subtotalInclTax: 800 };

describe('couponForCart', () => {
  it('gives the code when the cart may take it', () => {
    expect(couponForCart(cart, VAAR10, 'vaar10', NOW)).toBe(VAAR10);
  });
  it('asks for a code', () => {
    expect(typedCouponCode(' vaar10 ')).toBe('vaar10');
    expect(() => typedCouponCode('  ')).toThrow(
      expect.objectContaining({
        code: 'REQUIRED_PARAMETER_MISSING',
        params: { fields: ['coupon_code'] },
      }),
    );
  });
  it('refuses a second code, then an empty cart, before looking at the code', () => {
    expect(() => couponForCart({ ...cart, hasCoupon: true }, null, 'X', NOW)).toThrow(
      expect.objectContaining({ code: 'COUPON_ALREADY_APPLIED' }),
    );
    expect(() => couponForCart({ ...cart, totalQuantity: 0 }, null, 'X', NOW)).toThrow(
      expect.objectContaining({ code: 'CART_EMPTY', message: 'Cart does not contain products.' }),
    );
  });
  it('refuses a code that does not apply, with the reason', () => {
    expect(() => couponForCart(cart, null, 'NOPE', NOW)).toThrow(
      expect.objectContaining({ code: 'COUPON_NOT_FOUND' }),
    );
    expect(() => couponForCart({ ...cart, subtotalInclTax: 499 }, VAAR10, 'VAAR10', NOW)).toThrow(
      expect.objectContaining({
        code: 'COUPON_MINIMUM_NOT_REACHED',
        params: expect.objectContaining({ min_subtotal: 500 }),
      }),
    );
  });
});
