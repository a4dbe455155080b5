/**
 * The amounts of an order from its lines. Catalogue prices include VAT (Norway: 25 %), so the
 * amounts before tax are derived from them; every amount is rounded to øre.
 */

/** Norwegian VAT on goods and shipping, in percent. */
export const NORWEGIAN_VAT_PERCENT = 25;

/** One order line as priced when the order was placed. */
export interface OrderLineInput {
  /** Unit price, VAT included. */
  unitPriceInclTax: number;
  quantity: number;
  /** Discount on the whole line, VAT included. */
  discountInclTax?: number;
}

export interface OrderLineTotals {
  unitPriceInclTax: number;
  unitPriceExclTax: number;
  rowTotalInclTax: number;
  rowTotalExclTax: number;
  discountInclTax: number;
}

export interface OrderTotals {
  lines: OrderLineTotals[];
  subtotalInclTax: number;
  subtotalExclTax: number;
  /** All line discounts, VAT included. */
  discountInclTax: number;
  shippingInclTax: number;
  shippingExclTax: number;
  /** All VAT in the grand total, shipping included. */
  taxAmount: number;
  grandTotal: number;
}

/** Rounds to two decimals, halves away from zero (1.005 → 1.01). */
export const roundMoney = (amount: number) =>
  (Math.sign(amount) * Math.round((Math.abs(amount) + Number.EPSILON) * 100)) / 100;

/** The part of an amount (VAT included) before VAT. */
export const excludingTax = (amountInclTax: number, taxPercent: number) =>
  roundMoney(amountInclTax / (1 + taxPercent / 100));

export function computeOrderTotals(
  lines: readonly OrderLineInput[],
  shippingInclTax: number,
  taxPercent = NORWEGIAN_VAT_PERCENT,
): OrderTotals {
  const lineTotals = lines.map((line): OrderLineTotals => {
    if (!(line.quantity > 0)) throw new Error(`Order line quantity must be positive.`);
    const rowTotalInclTax = roundMoney(line.unitPriceInclTax * line.quantity);
    const discountInclTax = roundMoney(Math.min(line.discountInclTax ?? 0, rowTotalInclTax));
    return {
      unitPriceInclTax: roundMoney(line.unitPriceInclTax),
      unitPriceExclTax: excludingTax(line.unitPriceInclTax, taxPercent),
      rowTotalInclTax,
      rowTotalExclTax: excludingTax(rowTotalInclTax, taxPercent),
      discountInclTax,
    };
  });
  const sum = (pick: (line: OrderLineTotals) => number) =>
    roundMoney(lineTotals.reduce((total, line) => total + pick(line), 0));
  const subtotalInclTax = sum((line) => line.rowTotalInclTax);
  const discountInclTax = sum((line) => line.discountInclTax);
  const shipping = roundMoney(shippingInclTax);
  const grandTotal = roundMoney(subtotalInclTax - discountInclTax + shipping);
  return {
    lines: lineTotals,
    subtotalInclTax,
    subtotalExclTax: sum((line) => line.rowTotalExclTax),
    discountInclTax,
    shippingInclTax: shipping,
    shippingExclTax: excludingTax(shipping, taxPercent),
    taxAmount: roundMoney(grandTotal - excludingTax(grandTotal, taxPercent)),
    grandTotal,
  };
}
