/**
 * The share of a discount to show in the shopper's tax display. The API sends discounts with VAT;
 * shown without VAT, a discount keeps the proportion of the amounts it belongs to (a line's row
 * total, the cart's subtotal): `excludingTax / includingTax`. 1 when shown with VAT, and when
 * either amount is unknown or the amount with VAT is not above 0. Pure.
 *
 * @example
 * ```ts
 * const { subtotalExcludingTax, subtotalIncludingTax } = cart.prices;
 * const share = discountTaxShare(
 *   { excludingTax: subtotalExcludingTax, includingTax: subtotalIncludingTax },
 *   { showIncludingTax: false },
 * ); // 0.8 for 800 / 1000
 * const shown = discount.amount * share;
 * ```
 */
export function discountTaxShare(
  amounts: { excludingTax: number | null; includingTax: number | null },
  display: { showIncludingTax: boolean },
): number {
  const { excludingTax, includingTax } = amounts;
  if (display.showIncludingTax || excludingTax === null || includingTax === null) return 1;
  return includingTax > 0 ? excludingTax / includingTax : 1;
}
