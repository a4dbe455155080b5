import type { CartStore } from '../cart/createCartStore';
import type { CartOrderFields } from '../cart/mapCart';
import { paymentMethodCodes, type CardDetails } from './checkoutRules';
import type { CheckoutStore } from './createCheckoutStore';
import type { PlacedOrder } from './placeOrder';

/** What {@link placeOrderSequence} uses: `sdk.checkout` and `sdk.cart`. */
export interface PlaceOrderStores {
  checkout: Pick<CheckoutStore, 'setPaymentMethod' | 'placeOrder'>;
  cart: Pick<CartStore, 'setOrderFields'>;
}

/** What the shopper entered that goes with the order; see {@link placeOrderSequence}. */
export interface PlaceOrderInput {
  /** Order fields the shopper changed, saved on the cart first; `null` or absent leaves them. */
  orderFields?: Partial<CartOrderFields> | null;
  /** A card to pay with (`wm_card`), sent with the payment method just before the order. */
  card?: CardDetails | null;
}

// The sequence under way for a checkout store, so a second press joins it (one per SDK instance).
const running = new WeakMap<object, Promise<PlacedOrder>>();

async function runSequence(stores: PlaceOrderStores, input: PlaceOrderInput) {
  if (input.orderFields) await stores.cart.setOrderFields(input.orderFields);
  if (input.card) {
    await stores.checkout.setPaymentMethod(paymentMethodCodes.card, { card: input.card });
  }
  return stores.checkout.placeOrder();
}

/**
 * Places the order with what the shopper entered at the last moment, in order: the order fields
 * when changed (`sdk.cart.setOrderFields`), the card when paying by card
 * (`setPaymentMethod('wm_card', { card })` — the card is not kept before), then `placeOrder()`.
 * While one sequence runs, another call for the same checkout returns the same promise, so
 * pressing twice sends nothing twice (and `placeOrder` gives one order however often it is
 * called). A failed step stops the sequence; the cart stays as it was and a later call starts
 * again.
 *
 * @throws {@link SdkError} of the step that failed (see `setOrderFields`, `setPaymentMethod`,
 * `placeOrder`).
 *
 * @example
 * ```ts
 * const parsed = parseCardFields(fields);
 * if (parsed.ok) {
 *   const { orderNumber } = await placeOrderSequence(sdk, { card: parsed.card });
 * }
 * ```
 */
export function placeOrderSequence(
  stores: PlaceOrderStores,
  input: PlaceOrderInput = {},
): Promise<PlacedOrder> {
  const current = running.get(stores.checkout);
  if (current) return current;
  const sequence = runSequence(stores, input).finally(() => {
    if (running.get(stores.checkout) === sequence) running.delete(stores.checkout);
  });
  running.set(stores.checkout, sequence);
  return sequence;
}
