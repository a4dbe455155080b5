import type { AddToCartOptions, CartProduct } from '../cart/addToCartRules';

/**
 * What the shopper was doing when their session ended, to be done again after the next login:
 * an add to cart (the product as far as adding needs it, and the shopper's choices). `savedAt` is
 * when it was interrupted (milliseconds since 1970), so a stale one is dropped.
 */
export interface InterruptedAction {
  kind: 'add-to-cart';
  product: CartProduct;
  options: AddToCartOptions;
  savedAt: number;
}

/**
 * How long an interrupted action waits for a login: 30 minutes. A shopper who signs in later has
 * moved on, and an add done then would surprise them.
 */
export const interruptedActionMaxAgeMs = 30 * 60 * 1000;

/** An interrupted action as the preference storage keeps it (JSON). Pure. */
export function serializeInterruptedAction(action: InterruptedAction): string {
  return JSON.stringify(action);
}

/**
 * The interrupted action a storage kept, when it is one and still worth doing at `nowMs`: not
 * older than {@link interruptedActionMaxAgeMs}, nor from the future (a clock set back); `null`
 * for none, a stale one or a value that is not one (edited, from an older shop). Pure.
 *
 * @example
 * ```ts
 * const action = resumableInterruptedAction(storage.get(key), Date.now());
 * if (action) await sdk.cart.add(action.product, action.options);
 * ```
 */
export function resumableInterruptedAction(
  saved: string | null,
  nowMs: number,
): InterruptedAction | null {
  if (!saved) return null;
  let value: unknown;
  try {
    value = JSON.parse(saved);
  } catch {
    return null;
  }
  if (!isInterruptedAction(value)) return null;
  const age = nowMs - value.savedAt;
  return age >= 0 && age <= interruptedActionMaxAgeMs ? value : null;
}

function isInterruptedAction(value: unknown): value is InterruptedAction {
  if (!isRecord(value) || value.kind !== 'add-to-cart') return false;
  const { product, options, savedAt } = value;
  return (
    typeof savedAt === 'number' &&
    Number.isFinite(savedAt) &&
    isRecord(product) &&
    typeof product.sku === 'string' &&
    product.sku !== '' &&
    typeof product.type === 'string' &&
    typeof product.stockStatus === 'string' &&
    isRecord(options) &&
    typeof options.quantity === 'number'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
