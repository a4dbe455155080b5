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
 * Whether a code gives a discount on a cart with this subtotal (VAT included) at this moment:
 * it must be active, not past its last day, and the subtotal must reach its minimum.
 */
export function couponApplies(coupon: Coupon, subtotalInclTax: number, now: Date): boolean {
  if (!coupon.is_active) return false;
  if (coupon.valid_until !== null && coupon.valid_until.getTime() < now.getTime()) return false;
  if (coupon.min_subtotal !== null && subtotalInclTax < coupon.min_subtotal) return false;
  return subtotalInclTax > 0;
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
