import { excludingTax, NORWEGIAN_VAT_PERCENT, roundMoney } from '../orders/orderTotals.js';
import { couponApplies, lineDiscounts, type Coupon } from './coupons.js';

/** A cart line as priced now: unit price VAT included (the catalogue's prices include VAT). */
export interface CartLineInput {
  unitPriceInclTax: number;
  quantity: number;
}

export interface CartLineTotals {
  unitPriceInclTax: number;
  unitPriceExclTax: number;
  rowTotalInclTax: number;
  rowTotalExclTax: number;
  /** The line's share of the coupon's discount, VAT included. */
  discountInclTax: number;
}

export interface CartTotals {
  lines: CartLineTotals[];
  subtotalInclTax: number;
  subtotalExclTax: number;
  /** The discount, VAT included; 0 without a code that applies. */
  discountInclTax: number;
  subtotalWithDiscountExclTax: number;
  /** The VAT in the grand total. */
  taxAmount: number;
  grandTotal: number;
  grandTotalExclTax: number;
  /** The code that gave the discount, when the cart has one and it applies. */
  appliedCoupon: Coupon | null;
}

/**
 * A cart's totals (no shipping yet; that comes with checkout): rows from unit prices, the
 * coupon's discount when it applies to this subtotal now, and the VAT within what is paid.
 */
export function computeCartTotals(
  lines: readonly CartLineInput[],
  coupon: Coupon | null,
  now: Date,
  taxPercent = NORWEGIAN_VAT_PERCENT,
): CartTotals {
  const rows = lines.map((line) => roundMoney(line.unitPriceInclTax * line.quantity));
  const subtotalInclTax = roundMoney(rows.reduce((sum, row) => sum + row, 0));
  const appliedCoupon = coupon && couponApplies(coupon, subtotalInclTax, now) ? coupon : null;
  const discounts = appliedCoupon ? lineDiscounts(appliedCoupon, rows) : rows.map(() => 0);
  const lineTotals = lines.map((line, index): CartLineTotals => ({
    unitPriceInclTax: roundMoney(line.unitPriceInclTax),
    unitPriceExclTax: excludingTax(line.unitPriceInclTax, taxPercent),
    rowTotalInclTax: rows[index]!,
    rowTotalExclTax: excludingTax(rows[index]!, taxPercent),
    discountInclTax: discounts[index]!,
  }));
  const discountInclTax = roundMoney(discounts.reduce((sum, amount) => sum + amount, 0));
  const subtotalExclTax = roundMoney(
    lineTotals.reduce((sum, line) => sum + line.rowTotalExclTax, 0),
  );
  const grandTotal = roundMoney(subtotalInclTax - discountInclTax);
  const grandTotalExclTax = excludingTax(grandTotal, taxPercent);
  return {
    lines: lineTotals,
    subtotalInclTax,
    subtotalExclTax,
    discountInclTax,
    subtotalWithDiscountExclTax: roundMoney(
      subtotalExclTax - excludingTax(discountInclTax, taxPercent),
    ),
    taxAmount: roundMoney(grandTotal - grandTotalExclTax),
    grandTotal,
    grandTotalExclTax,
    appliedCoupon,
  };
}
