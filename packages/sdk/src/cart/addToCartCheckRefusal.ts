import type { Refusal } from '../errors/Refusal';
import type { AddToCartCheck } from './addToCartRules';

/**
 * The typed {@link Refusal} of a `canAddToCart` answer that says no, as `CartStore.add` fails
 * with it: the same kinds as the backend's refusals. Pure.
 *
 * @example
 * ```ts
 * addToCartCheckRefusal({ ok: false, reason: 'quantity-above-stock', available: 2 });
 * // { kind: 'out_of_stock', availableQuantity: 2 }
 * ```
 */
export function addToCartCheckRefusal(check: Exclude<AddToCartCheck, { ok: true }>): Refusal {
  switch (check.reason) {
    case 'out-of-stock':
      return { kind: 'out_of_stock', availableQuantity: 0 };
    case 'quantity-above-stock':
      return { kind: 'out_of_stock', availableQuantity: check.available };
    case 'invalid-quantity':
      return { kind: 'invalid_quantity' };
    case 'variant-required':
      return { kind: 'options_required' };
    case 'unsupported-type':
      return { kind: 'unsupported_product_type' };
    case 'quote-only':
      return { kind: 'quote_only' };
  }
}
