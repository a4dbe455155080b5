import type { Refusal } from '../errors/Refusal';
import type { CartLine } from './mapCart';

/**
 * The problem of a cart line as a typed {@link Refusal}, read from its data, never its message:
 * `out_of_stock` (`availableQuantity` 0) when its product is out of stock; `out_of_stock` with
 * what is left for a quantity error (`ITEM_QTY`: stock no longer covers the line) — the error's
 * own quantity, else the product's `only_x_left_in_stock`, else `null`; `not_salable` for
 * another line that is not available; `null` without a problem.
 * Pure.
 *
 * @example
 * ```ts
 * cartLineRefusal(line); // { kind: 'out_of_stock', availableQuantity: 2 }
 * ```
 */
export function cartLineRefusal(
  line: Pick<CartLine, 'isAvailable' | 'errors' | 'product'>,
): Refusal | null {
  const quantityError = line.errors.find((error) => error.code === 'ITEM_QTY');
  if (line.isAvailable && !quantityError) return null;
  if (line.product.stockStatus === 'out-of-stock' || quantityError?.availableQuantity === 0) {
    return { kind: 'out_of_stock', availableQuantity: 0 };
  }
  if (quantityError) {
    return {
      kind: 'out_of_stock',
      availableQuantity: quantityError.availableQuantity ?? line.product.onlyXLeftInStock,
    };
  }
  return { kind: 'not_salable' };
}
