import type { ErrorCode } from '../errors/errorCodes.js';
import { Refusal, type RefusalParams } from '../errors/refusal.js';
import { roundMoney } from '../orders/orderTotals.js';

/** A discount code as stored (see migration 0007). */
export interface Coupon {
  code: string;
  label: string;
  kind: 'percent' | 'fixed';
  /** Percent off, or NOK off (VAT included) for `fixed`. */
  amount: number;
  /** Least subtotal (NOK, VAT included) the code needs; null for none. */
  min_subtotal: number | null;
  valid_until: Date | null;
  is_active: boolean;
}

/** Magento's refusal of a code that does not exist, has expired or does not fit the cart. */
export const couponNotValid = (code: string) => `The coupon code "${code}" is not valid.`;

/**
 * Why a code typed by the shopper gives no discount on a cart with this subtotal (VAT included)
 * at this moment, or null when it does: it must exist, be active, not be past its last day, and
 * the subtotal must reach its minimum. Every refusal has Magento's one message.
 */
export function couponRefusal(
  coupon: Coupon | null,
  typedCode: string,
  subtotalInclTax: number,
  now: Date,
): Refusal | null {
  const refuse = (code: ErrorCode, params: RefusalParams = {}) =>
    new Refusal(code, couponNotValid(typedCode), { coupon_code: typedCode, ...params });
  if (!coupon) return refuse('COUPON_NOT_FOUND');
  if (!coupon.is_active) return refuse('COUPON_INACTIVE');
  if (coupon.valid_until !== null && coupon.valid_until.getTime() < now.getTime()) {
    return refuse('COUPON_EXPIRED');
  }
  if (coupon.min_subtotal !== null && subtotalInclTax < coupon.min_subtotal) {
    return refuse('COUPON_MINIMUM_NOT_REACHED', { min_subtotal: coupon.min_subtotal });
  }
  return subtotalInclTax > 0 ? null : refuse('COUPON_NOT_APPLICABLE');
}

/** Whether a code gives a discount on a cart with this subtotal (VAT included) at this moment. */
export function couponApplies(coupon: Coupon, subtotalInclTax: number, now: Date): boolean {
  return couponRefusal(coupon, coupon.code, subtotalInclTax, now) === null;
}

/**
 * The discount (VAT included) of each line: a percentage of every row, or a fixed amount shared
 * across the rows in proportion to their totals (the last row takes the rounding remainder), never
 * more than the rows are worth.
 */
export function lineDiscounts(coupon: Coupon, rowTotalsInclTax: readonly number[]): number[] {
  if (coupon.kind === 'percent') {
    const percent = Math.min(coupon.amount, 100);
    return rowTotalsInclTax.map((row) => roundMoney((row * percent) / 100));
  }
  const subtotal = roundMoney(rowTotalsInclTax.reduce((sum, row) => sum + row, 0));
  const total = roundMoney(Math.min(coupon.amount, subtotal));
  if (subtotal <= 0) return rowTotalsInclTax.map(() => 0);
  let given = 0;
  return rowTotalsInclTax.map((row, index) => {
    const share =
      index === rowTotalsInclTax.length - 1
        ? roundMoney(total - given)
        : roundMoney((total * row) / subtotal);
    given = roundMoney(given + share);
    return Math.min(share, row);
  });
}
