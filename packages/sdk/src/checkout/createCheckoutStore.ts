import type { EventBus } from '../events/createEventBus';
import type { SdkLogger } from '../logging/SdkLogger';
import type { SessionStore } from '../session/createSessionStore';
import type { Transport } from '../transport/createTransport';
import { createCheckoutContext, resetCheckout } from './checkoutContext';
import { checkoutWithCart } from './checkoutWithCart';
import type { CheckoutErrorKind, PaymentMethodOptions } from './checkoutRules';
import {
  defaultExternalCheckoutConfig,
  externalCheckoutUrl,
  type ExternalCheckoutConfig,
} from './externalCheckoutUrl';
import { loadCheckout, refreshCheckout } from './loadCheckout';
import type { CheckoutCart } from './mapCheckout';
import { placeOrder, type PlacedOrder } from './placeOrder';
import { setBillingAddress, type BillingAddressChoice } from './setBillingAddress';
import { setPaymentMethod } from './setPaymentMethod';
import { setShippingAddress, type ShippingAddressChoice } from './setShippingAddress';
import { setShippingMethod } from './setShippingMethod';
import { setDeliveryInstructions } from './setDeliveryInstructions';

/** An action of {@link CheckoutStore} that can fail. */
export type CheckoutAction =
  | 'load'
  | 'shipping-address'
  | 'delivery-instructions'
  | 'billing-address'
  | 'shipping-method'
  | 'payment-method'
  | 'place-order';

/**
 * The checkout (`sdk.checkout`).
 * - `status`: `idle` until loaded, `loading`, `ready`, `error` when the load failed, `placed`
 *   once the order is placed (the cart is closed: `checkout` is `null`, see `placedOrder`);
 * - `checkout`: the customer's cart at checkout, `null` until loaded;
 * - `pending`: the action under way (to disable its button), else `null`;
 * - `error`: the last failed action, what it threw (the backend's first message, spec §8) and its
 *   {@link CheckoutErrorKind} — show the translated message for a known kind — until the next
 *   action succeeds;
 * - `placedOrder`: the order placed, until the session changes or {@link CheckoutStore.reset}.
 */
export interface CheckoutState {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'placed';
  checkout: CheckoutCart | null;
  pending: CheckoutAction | null;
  error: { action: CheckoutAction; error: unknown; kind: CheckoutErrorKind } | null;
  placedOrder: PlacedOrder | null;
}

/** Where the shopper goes to check out; see {@link CheckoutStore.externalCheckoutUrl}. */
export interface ExternalCheckoutTarget {
  /** The customer token, only known on the server (the browser SDK never sees it). */
  customerToken?: string | null;
  cartId: string;
  /** The shop's own checkout, where a disabled external checkout leaves the shopper. */
  baseUrl: string;
}

/** The checkout as an observable store (`sdk.checkout`), shaped for `useSyncExternalStore`. */
export interface CheckoutStore {
  /** The current state; the same object until something changes. */
  getSnapshot(): CheckoutState;
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Loads the signed-in customer's cart at checkout (`customerCart`). Guest checkout is off (spec
   * §6): for a guest it fails with kind `login-required` without a request.
   *
   * @throws {@link SdkError} with the first backend message.
   */
  load(): Promise<CheckoutCart>;
  /**
   * Sets the shipping address (`setShippingAddressesOnCart`); the shipping methods the address
   * can have come with it — `shippingMethodsStatus: 'none-for-country'` outside Norway.
   *
   * @throws {@link SdkError} with the first backend message (such as a postcode that is not four
   * digits, or an address book id that is not the customer's).
   */
  setShippingAddress(choice: ShippingAddressChoice): Promise<CheckoutCart>;
  /**
   * Sets the delivery instructions: the note of the cart's shipping address (`customer_notes`,
   * at most 255 characters, `deliveryInstructionsMaxLength`; blank clears it), kept on the order
   * when it is placed. The same note again sends nothing.
   *
   * @throws {@link SdkError} refused before sending (action `delivery-instructions`) for a note
   * too long (`invalid_input`, `FIELD_TOO_LONG`) or a cart without a shipping address
   * (`checkout_step_missing`), else with the backend's first message.
   */
  setDeliveryInstructions(notes: string | null): Promise<CheckoutCart>;
  /**
   * Sets the billing address (`setBillingAddressOnCart`).
   *
   * @throws {@link SdkError} with the first backend message (kind `billing-address-locked` for a
   * company customer's other address).
   */
  setBillingAddress(choice: BillingAddressChoice): Promise<CheckoutCart>;
  /**
   * Chooses a shipping method of `checkout.shippingMethods` (`setShippingMethodsOnCart`); the
   * totals then include its charge.
   *
   * @throws {@link SdkError} with the first backend message (kind `shipping-method-unavailable`).
   */
  setShippingMethod(carrierCode: string, methodCode: string): Promise<CheckoutCart>;
  /**
   * Chooses the payment method (`setPaymentMethodOnCart`): `wm_card` with `options.cardToken`
   * (the payment provider's token from its hosted card form, verified now and charged when the
   * order is placed), `wm_credit`, `wm_invoice`.
   *
   * @throws {@link SdkError} with the first backend message (kinds `invoice-not-available`,
   * `card-invalid`, `payment-unavailable`).
   */
  setPaymentMethod(code: string, options?: PaymentMethodOptions): Promise<CheckoutCart>;
  /**
   * Places the order (`placeOrder`). While one call runs, another returns the same promise (one
   * request; commerce-api is idempotent too), and once placed, the same order again. On success
   * the state is `placed` with `placedOrder`, and `checkout:order-placed` is emitted with the
   * purchase fields — the cart store then forgets the closed cart (`idle`; the next load gets
   * the customer's fresh cart). A refusal keeps the cart (nothing is lost) and loads the checkout
   * again, since stock or the shipping method may have changed.
   *
   * @throws {@link SdkError} with the first message of `placeOrder.errors` (its `code` in
   * `graphQLErrors[0].code`) or of the backend (kinds `payment-declined`, `out-of-stock`,
   * `shipping-method-unavailable`, `invoice-not-available`, `step-missing`, ...).
   */
  placeOrder(): Promise<PlacedOrder>;
  /** Forgets a placed order and any error; the state is `idle` again (to be loaded). */
  reset(): void;
  /** The external checkout's configuration (`SdkConfig.externalCheckout`; disabled by default). */
  externalCheckout: ExternalCheckoutConfig;
  /**
   * Where the browser goes to check out: the external checkout's sync address when enabled, else
   * `baseUrl` (`externalCheckoutUrl` with this SDK's configuration).
   */
  externalCheckoutUrl(target: ExternalCheckoutTarget): string;
}

/** Options of {@link createCheckoutStore}. */
export interface CheckoutStoreOptions {
  transport: Transport;
  /**
   * The session the checkout follows: guest checkout is off, and when its status changes (login,
   * logout, expiry) the checkout becomes `idle` again and answers for the previous session are
   * dropped.
   */
  session: Pick<SessionStore, 'getSnapshot'> & Partial<Pick<SessionStore, 'subscribe'>>;
  /**
   * Where `checkout:order-placed` is emitted; `cart:updated` (a coupon, order fields or lines
   * changed through `sdk.cart`) puts that cart into a ready checkout of the same cart at once
   * (`checkoutWithCart`) and loads the checkout again.
   */
  events: EventBus;
  logger: SdkLogger;
  /** The external checkout; {@link defaultExternalCheckoutConfig} (disabled) by default. */
  externalCheckout?: ExternalCheckoutConfig;
}

/**
 * Creates the checkout of one SDK instance (`sdk.checkout`): the customer's cart with its
 * addresses, shipping and payment methods, and placing the order. Coupons, order fields and lines
 * are changed through `sdk.cart`; the checkout hears `cart:updated`, shows that cart's lines and
 * sums at once and loads itself again.
 * Each method is one operation of its own module (`loadCheckout`, `setShippingAddress`,
 * `placeOrder` ...) over the store's `CheckoutContext`.
 *
 * @example
 * ```ts
 * await sdk.checkout.load();
 * await sdk.checkout.setShippingAddress({ customerAddressId: address.id });
 * await sdk.checkout.setBillingAddress({ sameAsShipping: true });
 * const { checkout } = sdk.checkout.getSnapshot();
 * if (checkout?.shippingMethodsStatus === 'none-for-country') showNoShippingMethods();
 * await sdk.checkout.setShippingMethod('bring', 'pickup_point');
 * // The token the provider's hosted card form posted to the page (readHostedCardMessage).
 * await sdk.checkout.setPaymentMethod('wm_card', { cardToken: token });
 * const { orderNumber } = await sdk.checkout.placeOrder();
 * ```
 */
export function createCheckoutStore(options: CheckoutStoreOptions): CheckoutStore {
  const externalCheckout = options.externalCheckout ?? defaultExternalCheckoutConfig;
  const context = createCheckoutContext(options);
  const { store } = context;
  // A coupon, order fields or lines changed through `sdk.cart`: show its lines and sums at once
  // (a quantity changed in the summary does not jump back), then load what only the checkout
  // has (shipping methods, which may have changed with the cart).
  options.events.on('cart:updated', ({ cart }) => {
    const state = store.getSnapshot();
    if (state.status !== 'ready' || !state.checkout || state.checkout.cart.id !== cart.id) return;
    store.setState({ checkout: checkoutWithCart(state.checkout, cart) });
    if (state.pending) return;
    refreshCheckout(context).catch(() => undefined);
  });
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load: () => loadCheckout(context),
    setShippingAddress: (choice) => setShippingAddress(context, choice),
    setDeliveryInstructions: (notes) => setDeliveryInstructions(context, notes),
    setBillingAddress: (choice) => setBillingAddress(context, choice),
    setShippingMethod: (carrierCode, methodCode) =>
      setShippingMethod(context, carrierCode, methodCode),
    setPaymentMethod: (code, paymentOptions) => setPaymentMethod(context, code, paymentOptions),
    placeOrder: () => placeOrder(context),
    reset: () => resetCheckout(context),
    externalCheckout,
    externalCheckoutUrl: (target) => externalCheckoutUrl({ ...externalCheckout, ...target }),
  };
}
