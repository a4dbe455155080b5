import { excludingTax, NORWEGIAN_VAT_PERCENT, roundMoney } from '../orders/orderTotals.js';

/** A cart's amounts to pay once shipping is added (the goods' totals come from `cartTotals`). */
export interface TotalsWithShipping {
  grandTotal: number;
  grandTotalExclTax: number;
  /** All VAT in the grand total, shipping included. */
  taxAmount: number;
  shippingInclTax: number;
  shippingExclTax: number;
}

/**
 * Adds a shipping charge (VAT included) to the goods' grand total (after discounts), and gives
 * the VAT in the whole — the same way `computeOrderTotals` does for the order, so the cart shows
 * what the order will charge.
 */
export function totalsWithShipping(
  goodsGrandTotal: number,
  shippingInclTax: number,
  taxPercent = NORWEGIAN_VAT_PERCENT,
): TotalsWithShipping {
  const shipping = roundMoney(shippingInclTax);
  const grandTotal = roundMoney(goodsGrandTotal + shipping);
  const grandTotalExclTax = excludingTax(grandTotal, taxPercent);
  return {
    grandTotal,
    grandTotalExclTax,
    taxAmount: roundMoney(grandTotal - grandTotalExclTax),
    shippingInclTax: shipping,
    shippingExclTax: excludingTax(shipping, taxPercent),
  };
}
