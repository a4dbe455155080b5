import { idleCheckoutState } from './idleCheckoutState';
import type { AddressInput } from '../addresses/createAddressService';
import { firstMessageError } from '../cart/firstMessageError';
import { isUnansweredError, SdkError } from '../errors/SdkError';
import type { EventBus, PurchaseEvent } from '../events/createEventBus';
import {
  type BillingAddressInput,
  type CheckoutCartFieldsFragment,
  type ShippingAddressInput,
} from '../generated/graphql';
import {
  CheckoutCartDocument,
  PlaceOrderDocument,
  SetBillingAddressOnCartDocument,
  SetPaymentMethodOnCartDocument,
  SetShippingAddressOnCartDocument,
  SetShippingMethodOnCartDocument,
} from './checkout.generated';
import type { SdkLogger } from '../logging/SdkLogger';
import { mapOrderDetails, type OrderDetails } from '../orders/mapOrder';
import type { SessionStore } from '../session/createSessionStore';
import type { Transport } from '../transport/createTransport';
import {
  cartAddressInput,
  checkoutErrorKind,
  paymentMethodInput,
  purchaseEvent,
  type CheckoutErrorKind,
  type PaymentMethodOptions,
} from './checkoutRules';
import {
  defaultExternalCheckoutConfig,
  externalCheckoutUrl,
  type ExternalCheckoutConfig,
} from './externalCheckoutUrl';
import { mapCheckoutCart, type CheckoutCart } from './mapCheckout';

/** An action of {@link CheckoutStore} that can fail. */
export type CheckoutAction =
  | 'load'
  | 'shipping-address'
  | 'billing-address'
  | 'shipping-method'
  | 'payment-method'
  | 'place-order';

/** An order {@link CheckoutStore.placeOrder} placed: what the thank-you page and analytics show. */
export interface PlacedOrder {
  /** The order number shown to the customer, such as `000001043`. */
  orderNumber: string;
  /** The whole order: lines, totals, addresses, payment and shipping. */
  order: OrderDetails;
  /** The purchase analytics fields (also emitted as `checkout:order-placed`). */
  purchase: PurchaseEvent;
}

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

/**
 * An address for the cart: one from the customer's address book (`customerAddressId`, the
 * `Address.id`), or one typed in (`address`, street lines as `joinStreet` builds them).
 */
export type CheckoutAddressChoice =
  { customerAddressId: number } | { address: AddressInput; saveInAddressBook?: boolean };

/** The shipping address, with an optional note to the carrier. */
export type ShippingAddressChoice = CheckoutAddressChoice & { customerNotes?: string | null };

/**
 * The billing address: the shipping address's (`sameAsShipping`), an address book entry or one
 * typed in. A company customer is billed to the default billing address only (commerce-api
 * refuses any other: kind `billing-address-locked`; see `canEditBilling`).
 */
export type BillingAddressChoice = CheckoutAddressChoice | { sameAsShipping: true };

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
   * Chooses the payment method (`setPaymentMethodOnCart`): `wm_card` with `options.card` (checked
   * by the payment provider now, charged when the order is placed), `wm_credit`, `wm_invoice`.
   *
   * @throws {@link SdkError} with the first backend message (kinds `invoice-not-available`,
   * `card-invalid`).
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
   * changed through `sdk.cart`) loads a ready checkout of the same cart again.
   */
  events: EventBus;
  logger: SdkLogger;
  /** The external checkout; {@link defaultExternalCheckoutConfig} (disabled) by default. */
  externalCheckout?: ExternalCheckoutConfig;
}

const guestCheckoutMessage =
  'Guest checkout is not allowed. Register a customer account or login with existing one.';

/**
 * Creates the checkout of one SDK instance (`sdk.checkout`): the customer's cart with its
 * addresses, shipping and payment methods, and placing the order. Coupons, order fields and lines
 * are changed through `sdk.cart`; the checkout hears `cart:updated` and loads itself again.
 *
 * @example
 * ```ts
 * await sdk.checkout.load();
 * await sdk.checkout.setShippingAddress({ customerAddressId: address.id });
 * await sdk.checkout.setBillingAddress({ sameAsShipping: true });
 * const { checkout } = sdk.checkout.getSnapshot();
 * if (checkout?.shippingMethodsStatus === 'none-for-country') showNoShippingMethods();
 * await sdk.checkout.setShippingMethod('bring', 'pickup_point');
 * await sdk.checkout.setPaymentMethod('wm_card', {
 *   card: { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
 * });
 * const { orderNumber } = await sdk.checkout.placeOrder();
 * ```
 */
export function createCheckoutStore(options: CheckoutStoreOptions): CheckoutStore {
  const { transport, session, events, logger } = options;
  const externalCheckout = options.externalCheckout ?? defaultExternalCheckoutConfig;
  const listeners = new Set<() => void>();
  const idle: CheckoutState = idleCheckoutState;
  let state: CheckoutState = idle;
  // Changes with the session (and at a reset), so an answer for an earlier one is dropped.
  let generation = 0;
  // Each load and change counts, so only the newest answer is taken.
  let latest = 0;
  let placing: Promise<PlacedOrder> | null = null;
  let status = session.getSnapshot().status;

  function set(next: CheckoutState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  session.subscribe?.(() => {
    const next = session.getSnapshot().status;
    if (next === status) return;
    status = next;
    generation += 1;
    placing = null;
    set(idle);
  });

  events.on('cart:updated', ({ cartId }) => {
    if (state.status !== 'ready' || state.pending || state.checkout?.cart.id !== cartId) return;
    refresh().catch(() => undefined);
  });

  /** Takes a checkout cart the backend returned, unless a newer request or session overtook it. */
  function take(data: CheckoutCartFieldsFragment, started: number, request: number): CheckoutCart {
    const checkout = mapCheckoutCart(data);
    if (started === generation && request === latest) {
      set({ ...state, status: 'ready', checkout, pending: null, error: null });
    }
    return checkout;
  }

  function failed(action: CheckoutAction, error: unknown, started: number): never {
    const thrown = firstMessageError(error);
    logger.error(`checkout: ${action} failed`, thrown);
    if (started === generation) {
      set({
        ...state,
        status: action === 'load' && !state.checkout ? 'error' : state.status,
        pending: null,
        error: {
          action,
          error: thrown,
          kind: checkoutErrorKind(thrown, {
            shippingMethodsStatus: state.checkout?.shippingMethodsStatus,
          }),
        },
      });
    }
    throw thrown;
  }

  async function fetchCheckout(): Promise<CheckoutCartFieldsFragment> {
    if (session.getSnapshot().status !== 'authenticated') {
      throw new SdkError('invalid-argument', guestCheckoutMessage);
    }
    return (await transport.request(CheckoutCartDocument)).customerCart;
  }

  async function load(): Promise<CheckoutCart> {
    const started = generation;
    const request = ++latest;
    set({ ...state, status: state.checkout ? state.status : 'loading', pending: 'load' });
    try {
      return take(await fetchCheckout(), started, request);
    } catch (error) {
      return failed('load', error, started);
    }
  }

  /** Loads the checkout again keeping the last error (after a refusal, after a cart change). */
  async function refresh(): Promise<void> {
    const started = generation;
    const request = ++latest;
    try {
      const checkout = mapCheckoutCart(await fetchCheckout());
      if (started === generation && request === latest && state.status === 'ready') {
        set({ ...state, checkout });
      }
    } catch (error) {
      logger.error('checkout: could not load the checkout again', error);
    }
  }

  async function cartId(): Promise<string> {
    return state.checkout?.cart.id ?? (await load()).cart.id;
  }

  async function change(
    action: CheckoutAction,
    run: (cartId: string) => Promise<CheckoutCartFieldsFragment | null | undefined>,
  ): Promise<CheckoutCart> {
    const started = generation;
    try {
      set({ ...state, pending: action });
      const id = await cartId();
      const request = ++latest;
      if (state.pending !== action) set({ ...state, pending: action });
      const data = await run(id);
      if (!data) throw new SdkError('graphql', 'The cart was not returned');
      return take(data, started, request);
    } catch (error) {
      return failed(action, error, started);
    }
  }

  function addressInput(choice: CheckoutAddressChoice) {
    return 'customerAddressId' in choice
      ? { customer_address_id: choice.customerAddressId }
      : {
          address: cartAddressInput(choice.address, {
            ...(choice.saveInAddressBook !== undefined && {
              saveInAddressBook: choice.saveInAddressBook,
            }),
          }),
        };
  }

  async function place(): Promise<PlacedOrder> {
    const started = generation;
    try {
      set({ ...state, pending: 'place-order' });
      const id = await cartId();
      if (state.pending !== 'place-order') set({ ...state, pending: 'place-order' });
      const result = (await transport.request(PlaceOrderDocument, { cartId: id })).placeOrder;
      const refusals = (result?.errors ?? []).filter((entry) => entry?.message);
      if (refusals.length > 0 || !result?.orderV2) {
        throw new SdkError('graphql', refusals[0]?.message ?? 'Unable to place the order', {
          graphQLErrors: refusals.map((entry) => ({ message: entry!.message, code: entry!.code })),
        });
      }
      const order = mapOrderDetails(result.orderV2);
      const placedOrder: PlacedOrder = {
        orderNumber: order.number,
        order,
        purchase: purchaseEvent(order),
      };
      if (started === generation) {
        latest += 1;
        set({ status: 'placed', checkout: null, pending: null, error: null, placedOrder });
        events.emit('checkout:order-placed', placedOrder.purchase);
      }
      return placedOrder;
    } catch (error) {
      try {
        return failed('place-order', error, started);
      } finally {
        // Nothing is lost: the cart stays, and what changed (stock, methods) is shown again —
        // unless the request got no answer. The API may have placed the order: loading again
        // would show the customer's fresh, empty cart, and a retry would send that one. Kept,
        // the retry asks for this cart's order again, and the API answers with the same order.
        if (started === generation && !isUnansweredError(error)) void refresh();
      }
    }
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load,
    setShippingAddress: (choice) =>
      change('shipping-address', async (id) => {
        const shippingAddress: ShippingAddressInput = {
          ...addressInput(choice),
          ...(choice.customerNotes?.trim() && { customer_notes: choice.customerNotes.trim() }),
        };
        return (
          await transport.request(SetShippingAddressOnCartDocument, { cartId: id, shippingAddress })
        ).setShippingAddressesOnCart?.cart;
      }),
    setBillingAddress: (choice) =>
      change('billing-address', async (id) => {
        const billingAddress: BillingAddressInput =
          'sameAsShipping' in choice ? { same_as_shipping: true } : addressInput(choice);
        return (
          await transport.request(SetBillingAddressOnCartDocument, { cartId: id, billingAddress })
        ).setBillingAddressOnCart?.cart;
      }),
    setShippingMethod: (carrierCode, methodCode) =>
      change(
        'shipping-method',
        async (id) =>
          (
            await transport.request(SetShippingMethodOnCartDocument, {
              cartId: id,
              carrierCode,
              methodCode,
            })
          ).setShippingMethodsOnCart?.cart,
      ),
    setPaymentMethod: (code, paymentOptions) =>
      change(
        'payment-method',
        async (id) =>
          (
            await transport.request(SetPaymentMethodOnCartDocument, {
              cartId: id,
              paymentMethod: paymentMethodInput(code, paymentOptions),
            })
          ).setPaymentMethodOnCart?.cart,
      ),
    placeOrder() {
      if (state.status === 'placed' && state.placedOrder) return Promise.resolve(state.placedOrder);
      if (!placing) {
        const current = place().finally(() => {
          if (placing === current) placing = null;
        });
        placing = current;
      }
      return placing;
    },
    reset() {
      generation += 1;
      placing = null;
      set(idle);
    },
    externalCheckout,
    externalCheckoutUrl: (target) => externalCheckoutUrl({ ...externalCheckout, ...target }),
  };
}
