import { discountTaxShare } from '../taxDisplay/discountTaxShare';
import type { OrderDetails } from './mapOrder';

/** One line's amounts in the shopper's tax display. */
export interface OrderLineDisplayAmounts {
  id: string;
  unitPrice: number;
  rowTotal: number;
}

/**
 * A placed order's amounts as the shopper's tax display shows them ({@link orderDisplayAmounts}).
 * `grandTotal` always includes VAT (it is what was paid or is owed).
 */
export interface OrderDisplayAmounts {
  /** Whether the line, subtotal, shipping and discount amounts include VAT. */
  includingTax: boolean;
  lines: OrderLineDisplayAmounts[];
  subtotal: number;
  shipping: number;
  /** Each discount as a positive amount, in the display's share of VAT. */
  discounts: { label: string; amount: number }[];
  /** Everything before VAT: the grand total less the VAT. */
  totalExclTax: number;
  /** VAT by rate (MVA 25 %). */
  taxes: { title: string; rate: number; amount: number }[];
  /** All VAT, shipping's included. */
  tax: number;
  grandTotal: number;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * A placed order's amounts in the tax display the shopper has (the one the checkout showed, see
 * `pricesExcludeVat`): without VAT, the lines' prices and row totals, the subtotal, shipping and
 * discounts before VAT (a discount keeps the subtotal's share, `discountTaxShare`), then the sum
 * before VAT, the VAT and the total with it; with VAT, the same amounts with VAT. A line without
 * a price with VAT (a backend that does not say) shows its price before VAT in both. Pure.
 *
 * @example
 * ```ts
 * const amounts = orderDisplayAmounts(order, { showIncludingTax: false });
 * amounts.subtotal; // 480 (600 with VAT)
 * amounts.totalExclTax; // 511.2, then amounts.tax 127.8 and amounts.grandTotal 639
 * ```
 */
export function orderDisplayAmounts(
  order: Pick<OrderDetails, 'items' | 'totals'>,
  display: { showIncludingTax: boolean },
): OrderDisplayAmounts {
  const { totals } = order;
  const withTax = display.showIncludingTax;
  const share = discountTaxShare(
    { excludingTax: totals.subtotalExclTax.value, includingTax: totals.subtotalInclTax.value },
    display,
  );
  return {
    includingTax: withTax,
    lines: order.items.map((line) => {
      const unitPrice = (withTax ? line.unitPriceInclTax : null) ?? line.unitPrice;
      const rowTotal = (withTax ? line.rowTotalInclTax : line.rowTotal)?.value;
      return {
        id: line.id,
        unitPrice: unitPrice.value,
        rowTotal: rowTotal ?? cents(unitPrice.value * line.quantityOrdered),
      };
    }),
    subtotal: withTax ? totals.subtotalInclTax.value : totals.subtotalExclTax.value,
    shipping: withTax ? (totals.shippingInclTax ?? totals.shipping).value : totals.shipping.value,
    discounts: totals.discounts.map((discount) => ({
      label: discount.label,
      amount: cents(Math.abs(discount.amount.value) * share),
    })),
    totalExclTax: cents(totals.grandTotal.value - totals.tax.value),
    taxes: totals.taxes.map((tax) => ({
      title: tax.title,
      rate: tax.rate,
      amount: tax.amount.value,
    })),
    tax: totals.tax.value,
    grandTotal: totals.grandTotal.value,
  };
}
