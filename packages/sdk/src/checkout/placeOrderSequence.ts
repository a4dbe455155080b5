import type { CartStore } from '../cart/createCartStore';
import type { CartOrderFields } from '../cart/mapCart';
import { SdkError } from '../errors/SdkError';
import { paymentMethodCodes } from './checkoutRules';
import { orderReadiness } from './checkoutSteps';
import type { CheckoutStore } from './createCheckoutStore';
import { normalizeDeliveryInstructions } from './deliveryInstructions';
import type { CheckoutCart } from './mapCheckout';
import type { PlacedOrder } from './placeOrder';

/** What {@link placeOrderSequence} uses: `sdk.checkout` and `sdk.cart`. */
export interface PlaceOrderStores {
  checkout: Pick<
    CheckoutStore,
    'getSnapshot' | 'subscribe' | 'setPaymentMethod' | 'setDeliveryInstructions' | 'placeOrder'
  >;
  cart: Pick<CartStore, 'setOrderFields'>;
}

/** What the shopper entered that goes with the order; see {@link placeOrderSequence}. */
export interface PlaceOrderInput {
  /** Order fields the shopper changed, saved on the cart first; `null` or absent leaves them. */
  orderFields?: Partial<CartOrderFields> | null;
  /**
   * The payment provider's token for a card to pay with (`wm_card`, from its hosted form; see
   * {@link readHostedCardMessage}), sent with the payment method just before the order.
   */
  cardToken?: string | null;
  /**
   * The delivery instructions as typed, saved on the shipping address first when they differ
   * from the cart's; `null` or absent leaves them (a cart that ships nothing has none).
   */
  deliveryInstructions?: string | null;
}

// The sequence under way for a checkout store, so a second press joins it (one per SDK instance).
const running = new WeakMap<object, Promise<PlacedOrder>>();

async function runSequence(stores: PlaceOrderStores, input: PlaceOrderInput) {
  const { checkout } = stores;
  if (input.orderFields) await stores.cart.setOrderFields(input.orderFields);
  const shipping = checkout.getSnapshot().checkout?.shippingAddress;
  if (
    input.deliveryInstructions != null &&
    shipping &&
    normalizeDeliveryInstructions(input.deliveryInstructions) !== (shipping.customerNotes ?? null)
  ) {
    await checkout.setDeliveryInstructions(input.deliveryInstructions);
  }
  if (input.cardToken) {
    await checkout.setPaymentMethod(paymentMethodCodes.card, { cardToken: input.cardToken });
  }
  // A choice the shopper just made (a payment method on its way) is on the cart before it counts.
  await whenSettled(checkout);
  refuseWhatIsMissing(checkout.getSnapshot().checkout);
  return checkout.placeOrder();
}

/** Resolves once no change of the checkout is under way. */
export function whenSettled(
  checkout: Pick<CheckoutStore, 'getSnapshot' | 'subscribe'>,
): Promise<void> {
  if (!checkout.getSnapshot().pending) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = checkout.subscribe(() => {
      if (checkout.getSnapshot().pending) return;
      stop();
      resolve();
    });
  });
}

/**
 * A cart that still lacks a step is refused here, without a request, naming the step (the API
 * would only say "… is missing" in a message); an unloaded checkout is left to `placeOrder`.
 */
function refuseWhatIsMissing(current: CheckoutCart | null): void {
  const readiness = current ? orderReadiness(current) : null;
  if (!readiness || readiness.ready) return;
  throw new SdkError(
    'invalid-argument',
    `The order cannot be placed: ${readiness.missing} is missing.`,
    {
      refusal: { kind: 'checkout_step_missing', step: readiness.missing },
    },
  );
}

/**
 * Places the order with what the shopper entered at the last moment, in order: the order fields
 * when changed (`sdk.cart.setOrderFields`), the delivery instructions when changed
 * (`setDeliveryInstructions`), the card token when paying by a card just confirmed in the
 * provider's form (`setPaymentMethod('wm_card', { cardToken })`), then — once a change under way
 * (a method just chosen) has settled, and when the cart has every step it needs (`orderReadiness`; else refused without a request as `checkout_step_missing`
 * naming the step) — `placeOrder()`.
 * While one sequence runs, another call for the same checkout returns the same promise, so
 * pressing twice sends nothing twice (and `placeOrder` gives one order however often it is
 * called). A failed step stops the sequence; the cart stays as it was and a later call starts
 * again.
 *
 * @throws {@link SdkError} of the step that failed (see `setOrderFields`,
 * `setDeliveryInstructions`, `setPaymentMethod`, `placeOrder`), or with the refusal
 * `{ kind: 'checkout_step_missing', step }` for a step the cart still lacks.
 *
 * @example
 * ```ts
 * // `token` from the provider's hosted card form (readHostedCardMessage)
 * const { orderNumber } = await placeOrderSequence(sdk, { cardToken: token });
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
