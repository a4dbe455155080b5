import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { CART_ERRORS } from './cartErrors.js';
import { couponRefusal, type Coupon } from './coupons.js';

/** A discount code by its code, whatever its case. */
export async function findCoupon(
  db: Kysely<Database>,
  code: string | null,
): Promise<Coupon | null> {
  if (code === null) return null;
  return (
    (await db
      .selectFrom('coupons')
      .selectAll()
      .where(sql<string>`lower(code)`, '=', code.toLowerCase())
      .executeTakeFirst()) ?? null
  );
}

/** The code the shopper typed, trimmed; refused when there is none. */
export function typedCouponCode(value: string | null | undefined): string {
  const code = value?.trim() ?? '';
  if (code === '') {
    throw new Refusal('REQUIRED_PARAMETER_MISSING', CART_ERRORS.couponMissing, {
      fields: ['coupon_code'],
    });
  }
  return code;
}

/** What `applyCouponToCart` checks of the cart, as the shopper sees it now. */
export interface CouponTarget {
  hasCoupon: boolean;
  totalQuantity: number;
  subtotalInclTax: number;
}

/**
 * The code a cart may take, or the refusal: one code per cart, not on an empty cart, and only
 * a code that applies to this subtotal now (`couponRefusal`). Whether it still applies is decided
 * again whenever the cart is read, so a later change of the cart cannot cheat it.
 */
export function couponForCart(
  cart: CouponTarget,
  coupon: Coupon | null,
  typedCode: string,
  now: Date,
): Coupon {
  if (cart.hasCoupon) throw new Refusal('COUPON_ALREADY_APPLIED', CART_ERRORS.couponAlreadyApplied);
  if (cart.totalQuantity === 0) throw new Refusal('CART_EMPTY', CART_ERRORS.cartEmpty);
  const refusal = couponRefusal(coupon, typedCode, cart.subtotalInclTax, now);
  if (refusal) throw refusal;
  return coupon!;
}
