import type { AddCartLinesResult } from '../cart/addCartLines';
import type { CartStore } from '../cart/createCartStore';
import type { Cart } from '../cart/mapCart';
import { mapProductSummary } from '../catalog/mapProductSummary';
import type { Transport } from '../transport/createTransport';
import type { QuickOrderParse } from './parseQuickOrder';
import {
  quickOrderCartLine,
  quickOrderRows,
  type QuickOrderCartRow,
  type QuickOrderMatch,
  type QuickOrderRow,
} from './quickOrderRows';
import { ResolvePartNumbersDocument } from './resolvePartNumbers.generated';

/** The most part numbers one `wmResolvePartNumbers` request takes. */
export const PART_NUMBERS_PER_REQUEST = 200;

/** A row the cart refused, with the backend's reason. */
export interface QuickOrderRefusal<TRow extends QuickOrderCartRow = QuickOrderRow> {
  row: TRow;
  /** Magento's `CartUserInputErrorType` (`INSUFFICIENT_STOCK`, `QUOTE_ONLY` …). */
  code: string;
  /** The backend's message, in English. */
  message: string;
  /** For a quantity stock does not cover: how many are left; otherwise `null`. */
  availableQuantity: number | null;
}

/** What {@link QuickOrderService.addToCart} did. */
export interface QuickOrderAddResult<
  TCart extends Cart = Cart,
  TRow extends QuickOrderCartRow = QuickOrderRow,
> {
  cart: TCart;
  /** Rows that went into the cart. */
  added: TRow[];
  /** Rows the cart refused, each with why. */
  refused: QuickOrderRefusal<TRow>[];
}

/** Quick order (`sdk.quickOrder`): a buyer's list of part numbers to products and into the cart. */
export interface QuickOrderService {
  /**
   * Resolves what `parseQuickOrder` read: every part number (both readings of an ambiguous line)
   * in `wmResolvePartNumbers`, 200 a request, the requests at once — 200 lines are one request.
   * Resolves with `quickOrderRows`' rows.
   *
   * @throws {@link SdkError} when the backend cannot be reached or refuses.
   */
  resolve(parsed: Pick<QuickOrderParse, 'lines' | 'problems'>): Promise<QuickOrderRow[]>;
  /**
   * Puts every row without a problem into the cart with `cart.addLines` (one `addProductsToCart`
   * for up to 200 rows); each row the backend refuses comes back with its reason.
   *
   * Takes any rows with what adding reads ({@link QuickOrderCartRow}) and answers with them.
   *
   * @throws {@link SdkError} `invalid-argument` when no row can be added, or the cart's failure.
   */
  addToCart<TCart extends Cart, TRow extends QuickOrderCartRow>(
    rows: readonly TRow[],
    cart: Pick<CartStore<TCart>, 'addLines'>,
  ): Promise<QuickOrderAddResult<TCart, TRow>>;
}

const statuses: Record<string, QuickOrderMatch['status']> = {
  FOUND: 'found',
  NOT_FOUND: 'not-found',
  AMBIGUOUS: 'ambiguous',
  EMPTY: 'empty',
};

/**
 * Creates the quick-order service of one SDK instance.
 *
 * @example
 * ```ts
 * const parsed = parseQuickOrder(pastedText);
 * const rows = await sdk.quickOrder.resolve(parsed);
 * const { added, refused } = await sdk.quickOrder.addToCart(rows, sdk.cart);
 * ```
 */
export function createQuickOrderService(transport: Transport): QuickOrderService {
  return {
    async resolve(parsed) {
      const partNumbers = [
        ...new Set(parsed.lines.flatMap((line) => line.readings.map((r) => r.partNumber))),
      ];
      const parts: string[][] = [];
      for (let start = 0; start < partNumbers.length; start += PART_NUMBERS_PER_REQUEST) {
        parts.push(partNumbers.slice(start, start + PART_NUMBERS_PER_REQUEST));
      }
      const answers = await Promise.all(
        parts.map((part) => transport.request(ResolvePartNumbersDocument, { partNumbers: part })),
      );
      const matches = new Map<string, QuickOrderMatch>();
      answers.forEach((answer, index) => {
        answer.wmResolvePartNumbers.forEach((entry, position) => {
          const summary = entry.product ? mapProductSummary(entry.product) : null;
          const status = statuses[entry.status] ?? 'not-found';
          matches.set(parts[index]![position]!, {
            // A product without a SKU could not be bought: as good as none.
            status: status === 'found' && !summary ? 'not-found' : status,
            product: summary
              ? { ...summary, onlyLeft: entry.product?.only_x_left_in_stock ?? null }
              : null,
            parentSku: entry.parent_sku,
            matchCount: entry.match_count,
          });
        });
      });
      return quickOrderRows(parsed, matches);
    },

    async addToCart<TCart extends Cart, TRow extends QuickOrderCartRow>(
      rows: readonly TRow[],
      cart: Pick<CartStore<TCart>, 'addLines'>,
    ): Promise<QuickOrderAddResult<TCart, TRow>> {
      const valid = rows.flatMap((row) => {
        const line = quickOrderCartLine(row);
        return line ? [{ row, line }] : [];
      });
      const result: AddCartLinesResult<TCart> = await cart.addLines(valid.map(({ line }) => line));
      const refusedAt = new Map(result.errors.map((error) => [error.index, error]));
      return {
        cart: result.cart,
        added: valid.filter((_, index) => !refusedAt.has(index)).map(({ row }) => row),
        refused: valid.flatMap(({ row }, index) => {
          const error = refusedAt.get(index);
          return error
            ? [
                {
                  row,
                  code: error.code,
                  message: error.message,
                  availableQuantity: error.availableQuantity,
                },
              ]
            : [];
        }),
      };
    },
  };
}
