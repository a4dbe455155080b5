import { formatPrice, productUrl, type OrderDisplayAmounts, type OrderLine } from '@agri-parts/sdk';
import type { OrderItemRow, OrderTotalsRow } from '@agri-parts/ui';

import { translate } from '../i18n/translate';

/**
 * An order's lines as `OrderItemsTable` shows them, with the prices of `amounts` (the shopper's
 * tax display, `orderDisplayAmounts`). Pure.
 */
export function orderItemRows(
  lines: readonly OrderLine[],
  amounts: Pick<OrderDisplayAmounts, 'lines'>,
): OrderItemRow[] {
  return lines.map((line) => {
    const shown = amounts.lines.find((candidate) => candidate.id === line.id);
    return {
      id: line.id,
      name: line.name,
      sku: line.sku,
      originalNumber: line.originalNumber,
      // A product still sold links to its page (`/p/{sku}` finds it whatever its URL is now).
      href: line.urlKey
        ? productUrl({ sku: line.sku, urlKey: null, urlSuffix: null, urlRewrites: [] })
        : null,
      // Chosen options (`selected_options`), then what was typed in (`entered_options`).
      options: line.options,
      quantity: line.quantityOrdered,
      price: formatPrice(shown?.unitPrice ?? line.unitPrice.value),
      rowTotal: formatPrice(shown?.rowTotal ?? line.unitPrice.value * line.quantityOrdered),
    };
  });
}

/**
 * An order's sums as the checkout showed them (`OrderTotals`): without VAT — goods, shipping and
 * discounts before VAT, the sum before VAT, the VAT by rate and the total with VAT; with VAT — the
 * same amounts with VAT, the VAT in it ("Herav") and the total. Pure.
 */
export function orderTotalsRows(amounts: OrderDisplayAmounts): OrderTotalsRow[] {
  const tax = translate(amounts.includingTax ? 'tax.inclVat' : 'tax.exclVat');
  const rows: OrderTotalsRow[] = [
    { label: translate('order.subtotalTax', { tax }), value: formatPrice(amounts.subtotal) },
    { label: translate('order.shippingTax', { tax }), value: formatPrice(amounts.shipping) },
    ...amounts.discounts.map((discount) => ({
      label: discount.label
        ? translate('order.discountCode', { label: discount.label })
        : translate('order.discount'),
      value: formatPrice(-discount.amount),
      kind: 'discount' as const,
    })),
  ];
  if (!amounts.includingTax) {
    rows.push({ label: translate('order.totalExclVat'), value: formatPrice(amounts.totalExclTax) });
  }
  const taxes =
    amounts.taxes.length > 0
      ? amounts.taxes.map((entry) => ({
          label: `${entry.title} ${entry.rate} %`,
          amount: entry.amount,
        }))
      : [{ label: translate('cart.tax'), amount: amounts.tax }];
  for (const entry of taxes) {
    rows.push({
      label: amounts.includingTax
        ? translate('cart.taxIncluded', { label: entry.label })
        : entry.label,
      value: formatPrice(entry.amount),
    });
  }
  rows.push({
    label: translate('cart.grandTotal'),
    value: formatPrice(amounts.grandTotal),
    kind: 'total',
  });
  return rows;
}
