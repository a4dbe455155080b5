import { stockOffer } from '@agri-parts/sdk';
import type { QuickOrderTableRow } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { QuickOrderRowData } from './quickOrderData';

/** What happened to a row when it was sent to the cart. */
export type QuickOrderOutcome =
  { kind: 'added' } | { kind: 'refused'; code: string; availableQuantity: number | null };

/** Why a row cannot be added, in Norwegian; `null` for a row that can. Pure. */
export function quickOrderProblemText(
  row: Pick<QuickOrderRowData, 'problem' | 'count'>,
): string | null {
  switch (row.problem) {
    case null:
      return null;
    case 'part-number-missing':
      return translate('quickOrder.problem.partNumberMissing');
    case 'quantity-invalid':
      return translate('quickOrder.problem.quantityInvalid');
    case 'not-found':
      return translate('quickOrder.problem.notFound');
    case 'ambiguous':
      return translate('quickOrder.problem.ambiguous', { count: row.count ?? 2 });
    case 'choose-variant':
      return translate('quickOrder.problem.chooseVariant');
    case 'choose-options':
      return translate('quickOrder.problem.chooseOptions');
    case 'quote-only':
      return translate('quickOrder.problem.quoteOnly');
    case 'out-of-stock':
      return translate('quickOrder.problem.outOfStock');
    case 'quantity-above-stock':
      return translate('quickOrder.problem.quantityAboveStock', { count: row.count ?? 0 });
  }
}

/** Why the cart refused a row, in Norwegian (the backend's message is English). Pure. */
export function quickOrderRefusalText(
  outcome: Extract<QuickOrderOutcome, { kind: 'refused' }>,
): string {
  if (outcome.code === 'PRODUCT_NOT_FOUND') return translate('quickOrder.problem.notFound');
  if (outcome.availableQuantity !== null) {
    return outcome.availableQuantity > 0
      ? translate('quickOrder.problem.quantityAboveStock', { count: outcome.availableQuantity })
      : translate('quickOrder.problem.outOfStock');
  }
  return translate('quickOrder.problem.notAdded');
}

/** The stock words of a found product (the SDK's `stockOffer`, as the product page says them). */
function stockText(product: NonNullable<QuickOrderRowData['product']>): string {
  const offer = stockOffer({
    stockStatus: product.stockStatus,
    onlyLeft: product.onlyLeft,
    backorders: product.backorders,
    supplierLeadDays: product.supplierLeadDays,
    deliveryTime: product.deliveryTime,
  });
  switch (offer.state) {
    case 'low-stock':
      return translate('product.onlyLeft', { count: offer.onlyLeft ?? 0 });
    case 'backorder':
      return translate('stock.backorder');
    case 'out-of-stock':
      return translate('product.outOfStock');
    default:
      return translate('product.inStock');
  }
}

/**
 * The table's rows: line numbers, part number, name, stock, quantity, unit price (formatted by
 * `formatPrice`, which follows the shopper's VAT choice) and the row's problem — or, once sent,
 * what the cart did with it. Pure.
 */
export function quickOrderTableRows(
  rows: readonly QuickOrderRowData[],
  formatPrice: (amount: number) => string,
  outcomes: ReadonlyMap<string, QuickOrderOutcome> = new Map(),
): QuickOrderTableRow[] {
  return rows.map((row) => {
    const outcome = outcomes.get(row.key);
    const problem =
      outcome?.kind === 'refused' ? quickOrderRefusalText(outcome) : quickOrderProblemText(row);
    return {
      key: row.key,
      lines: row.lineNumbers.join(', '),
      partNumber: row.partNumber,
      name: row.product?.name ?? null,
      href: row.product?.url ?? null,
      sku: row.product?.sku ?? null,
      quantity:
        row.problem === 'part-number-missing' || row.problem === 'quantity-invalid'
          ? null
          : row.quantity,
      price: row.product ? formatPrice(row.product.price) : null,
      stock: row.product ? stockText(row.product) : null,
      problem,
      outcome: outcome?.kind === 'added' ? translate('quickOrder.added') : null,
    };
  });
}
