import { cartLineRefusal } from './cartLineRefusal';
import type { Cart, CartLine } from './mapCart';

/** A cart line stock does not cover; see {@link stockShortages}. */
export interface StockShortage {
  /** The line (`CartLine.uid`), to mark it where the cart is shown. */
  uid: string;
  /** The product's name as the cart shows it (its SKU when it has none). */
  name: string;
  /** The part number: the chosen variant's for a configurable line. */
  sku: string;
  /** The quantity in the cart. */
  quantity: number;
  /** The most the line may hold now: 0 when none is left; `null` when the backend did not say. */
  availableQuantity: number | null;
}

function shortageOf(line: CartLine): StockShortage | null {
  const refusal = cartLineRefusal(line);
  if (refusal?.kind !== 'out_of_stock') return null;
  return {
    uid: line.uid,
    name: line.product.name ?? line.configuredVariant?.sku ?? line.product.sku,
    sku: line.configuredVariant?.sku ?? line.product.sku,
    quantity: line.quantity,
    availableQuantity: refusal.availableQuantity,
  };
}

/**
 * The lines of a cart that stock no longer covers, in the cart's order, each with what is left
 * ({@link cartLineRefusal}): after an order refused for stock the checkout is loaded again, and
 * these name the line and how many may be had ("only 2 left of Oljefilter X"). Pure.
 *
 * @example
 * ```ts
 * stockShortages(checkout.cart);
 * // [{ uid: 'MTI=', name: 'Oljefilter X', sku: 'OF-1', quantity: 5, availableQuantity: 2 }]
 * ```
 */
export function stockShortages(cart: Pick<Cart, 'items'>): StockShortage[] {
  return cart.items.flatMap((line) => shortageOf(line) ?? []);
}
