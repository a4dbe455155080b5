import { canAddToCart } from '../cart/addToCartRules';
import type { ProductSummary } from '../catalog/mapProductSummary';
import type { QuickOrderLineProblemKind, QuickOrderParse } from './parseQuickOrder';

/** A product a part number resolved to: a listing's product with the stock left when few are. */
export interface QuickOrderProduct extends ProductSummary {
  /** `only_x_left_in_stock`: a few left; `null` when plenty. */
  onlyLeft: number | null;
}

/** What the backend answered for one part number (`wmResolvePartNumbers`). */
export interface QuickOrderMatch {
  status: 'found' | 'not-found' | 'ambiguous' | 'empty';
  /** The product; `null` unless `found`. */
  product: QuickOrderProduct | null;
  /** For a variant found by its own SKU: its configurable product's SKU; otherwise `null`. */
  parentSku: string | null;
  /** How many products share the part number. */
  matchCount: number;
}

/**
 * Why a row cannot go into the cart as it is: the line could not be read; no product, or several,
 * has the number; a configurable product needs its variant chosen (unless the variant's SKU was
 * typed); a bundle, grouped product or one with required options is chosen on its page; a quote
 * product is asked for, not bought; out of stock; more than stock holds (`available`).
 */
export type QuickOrderRowProblem =
  | QuickOrderLineProblemKind
  | 'not-found'
  | 'ambiguous'
  | 'choose-variant'
  | 'choose-options'
  | 'quote-only'
  | 'out-of-stock'
  | 'quantity-above-stock';

/** One row of the quick order's result: one product (lines naming it merged) or one bad line. */
export interface QuickOrderRow {
  /** The lines this row stands for (several when the same product was listed again). */
  lineNumbers: number[];
  /** The part number as read from the first of them (the line itself when none matched). */
  partNumber: string;
  /** The quantities of its lines added up. */
  quantity: number;
  product: QuickOrderProduct | null;
  parentSku: string | null;
  problem: QuickOrderRowProblem | null;
  /** With `ambiguous`: how many products share the number; with `quantity-above-stock`: how many are left. */
  count: number | null;
}

/**
 * What adding a row reads of it: a caller may keep less of a {@link QuickOrderRow} than all (a
 * server's answer sent to the browser).
 */
export type QuickOrderCartRow = Pick<QuickOrderRow, 'quantity' | 'parentSku' | 'problem'> & {
  product: Pick<QuickOrderProduct, 'sku'> | null;
};

/** The SKU a row goes into the cart with, and its quantity; null for a row with a problem. */
export function quickOrderCartLine(
  row: QuickOrderCartRow,
): { sku: string; quantity: number; parentSku: string | null } | null {
  if (row.problem !== null || !row.product) return null;
  return { sku: row.product.sku, quantity: row.quantity, parentSku: row.parentSku };
}

/** Why a found product cannot be added as it is, or null. */
function productProblem(
  product: QuickOrderProduct,
  parentSku: string | null,
  quantity: number,
): { problem: QuickOrderRowProblem; count: number | null } | null {
  const type = parentSku ? 'simple' : product.type;
  if (type === 'bundle' || type === 'grouped' || product.requiredCustomOptions.length > 0) {
    return { problem: 'choose-options', count: null };
  }
  const check = canAddToCart(
    {
      sku: product.sku,
      type,
      stockStatus: product.stockStatus,
      onlyXLeftInStock: product.onlyLeft,
      backorders: product.backorders,
      orderOnRequest: product.orderOnRequest,
    },
    { quantity },
  );
  if (check.ok) return null;
  switch (check.reason) {
    case 'variant-required':
      return { problem: 'choose-variant', count: null };
    case 'quote-only':
      return { problem: 'quote-only', count: null };
    case 'out-of-stock':
      return { problem: 'out-of-stock', count: null };
    case 'quantity-above-stock':
      return { problem: 'quantity-above-stock', count: check.available };
    default:
      return { problem: 'choose-options', count: null };
  }
}

/**
 * The quick order's rows from the lines read and what each part number matched (keyed by the
 * part number as sent): a line takes its first reading that found a product; lines that found
 * the same product (by SKU) are merged into one row, their quantities added up; lines that found
 * nothing are merged when they read the same ignoring case, spaces and dashes. Each row says why
 * it cannot be added, if it cannot (see {@link QuickOrderRowProblem}); rows keep the order of
 * their first lines, the unreadable lines among them. Pure.
 */
export function quickOrderRows(
  parsed: Pick<QuickOrderParse, 'lines' | 'problems'>,
  matches: ReadonlyMap<string, QuickOrderMatch>,
): QuickOrderRow[] {
  const rows = new Map<string, QuickOrderRow>();
  for (const line of parsed.lines) {
    const found = line.readings.find(
      (reading) => matches.get(reading.partNumber)?.status === 'found',
    );
    const match = found ? matches.get(found.partNumber)! : null;
    if (found && match?.product) {
      const key = `sku:${match.product.sku}`;
      const row = rows.get(key);
      if (row) {
        row.lineNumbers.push(line.lineNumber);
        row.quantity += found.quantity;
      } else {
        rows.set(key, {
          lineNumbers: [line.lineNumber],
          partNumber: found.partNumber,
          quantity: found.quantity,
          product: match.product,
          parentSku: match.parentSku,
          problem: null,
          count: null,
        });
      }
      continue;
    }
    const ambiguous = line.readings
      .map((reading) => matches.get(reading.partNumber))
      .find((candidate) => candidate?.status === 'ambiguous');
    const partNumber = line.readings[line.readings.length - 1]!.partNumber;
    const key = `text:${partNumber.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')}`;
    const row = rows.get(key);
    if (row) row.lineNumbers.push(line.lineNumber);
    else {
      rows.set(key, {
        lineNumbers: [line.lineNumber],
        partNumber,
        quantity: line.readings[line.readings.length - 1]!.quantity,
        product: null,
        parentSku: null,
        problem: ambiguous ? 'ambiguous' : 'not-found',
        count: ambiguous ? ambiguous.matchCount : null,
      });
    }
  }
  for (const row of rows.values()) {
    if (!row.product) continue;
    const problem = productProblem(row.product, row.parentSku, row.quantity);
    if (problem) Object.assign(row, problem);
  }
  const unread: QuickOrderRow[] = parsed.problems.map((problem) => ({
    lineNumbers: [problem.lineNumber],
    partNumber: problem.text,
    quantity: 0,
    product: null,
    parentSku: null,
    problem: problem.problem,
    count: null,
  }));
  return [...rows.values(), ...unread].sort((a, b) => a.lineNumbers[0]! - b.lineNumbers[0]!);
}
