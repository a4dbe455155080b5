import mitt from 'mitt';
import type { AddToCartOptions, CartProduct } from '../cart/addToCartRules';
import type { Cart } from '../cart/mapCart';
import type { InterruptedAction } from '../session/interruptedAction';
import type { GuestMergedEvent, GuestMergeFailedEvent } from '../session/guestMergeEvents';
import type { SessionEndReaction } from '../session/sessionEndReaction';

/**
 * A product line as analytics events carry it (add_to_cart, purchase). Amounts are NOK with VAT.
 */
export interface AnalyticsItem {
  /** The SKU put in the cart: a configurable line's chosen variant. */
  sku: string;
  /** The product's name (the SKU when it has none). */
  name: string;
  /** Unit price with VAT, after no discount (what the shopper saw on the product). */
  price: number;
  quantity: number;
}

/**
 * A placed order as the purchase event carries it (spec §3 "purchase analytics fields"). Amounts
 * are NOK with VAT: `value` is what the customer pays (the grand total, shipping included),
 * `shipping` the shipping charge, `tax` all VAT (shipping's included).
 */
export interface PurchaseEvent {
  /** The order number, such as `000001043`. */
  transactionId: string;
  value: number;
  shipping: number;
  tax: number;
  /** The coupon code used, `null` without one (several are joined with `,`). */
  coupon: string | null;
  currency: 'NOK';
  items: AnalyticsItem[];
}

/**
 * Every event the SDK emits, by name, with the payload its handlers receive. Events only notify:
 * state lives in the stores, and a handler reads what it needs from them.
 */
export type SdkEvents = {
  /** The customer session ended without the customer signing out. */
  'session:expired': {
    /**
     * `authorization`: the backend rejected the token; `user-load-failed`: the customer could not
     * be loaded; `cart-load-failed`: the customer's cart could not be loaded (spec §4: the session
     * ends and a guest cart is used).
     */
    reason: 'authorization' | 'user-load-failed' | 'cart-load-failed';
  };
  /**
   * A signed-in session ended without a logout (emitted once per session, after
   * `session:expired` has cleared it): what to do about it, by `sessionEndReaction` — the
   * message, the login prompt, whether the interrupted action is kept for the next login.
   */
  'session:ended': SessionEndReaction;
  /**
   * `sdk.sessionReactions` did again, after a login, what the end of the previous session had
   * interrupted: `done`, or `failed` with the error (the shopper should be offered it again).
   */
  'session:action-resumed':
    | { action: InterruptedAction; outcome: 'done' }
    | { action: InterruptedAction; outcome: 'failed'; error: unknown };
  /**
   * `sdk.sessionReactions` moved a guest's cart, wish list or "My tractors" into the account
   * after a login; see {@link GuestMergedEvent}.
   */
  'session:guest-merged': GuestMergedEvent;
  /**
   * `sdk.sessionReactions` could not move a guest's cart, wish list or "My tractors" into the
   * account after a login (kept for the next try); see {@link GuestMergeFailedEvent}.
   */
  'session:guest-merge-failed': GuestMergeFailedEvent;
  /**
   * `sdk.cart.add` failed because the backend refused the session (`graphql-authorization`):
   * what was being added, for `sdk.sessionReactions` to add again after the next login.
   */
  'cart:add-interrupted': { product: CartProduct; options: AddToCartOptions };
  /**
   * The cart changed on the backend: its id, total quantity and the cart as it now is (the
   * checkout shows its lines at once, `checkoutWithCart`).
   */
  'cart:updated': { cartId: string; totalQuantity: number; cart: Cart };
  /**
   * `sdk.cart.add` put a product in the cart (analytics' add_to_cart): the line added, with the
   * quantity added (not the line's new total) and the unit price with VAT the cart charges.
   */
  'cart:item-added': AnalyticsItem & { currency: 'NOK' };
  /**
   * `sdk.checkout.placeOrder` placed an order (analytics' purchase). Emitted once per order; the
   * cart store then forgets the closed cart (it becomes `idle`, and the next load gets the
   * customer's fresh cart).
   */
  'checkout:order-placed': PurchaseEvent;
  /** The shopper chose another currency. */
  'currency:changed': { currency: string };
};

/** The name of an SDK event. */
export type SdkEventType = keyof SdkEvents;

/** A function called with the payload of one SDK event. */
export type SdkEventHandler<Type extends SdkEventType> = (event: SdkEvents[Type]) => void;

/** A typed publish-subscribe channel for {@link SdkEvents}; see {@link createEventBus}. */
export interface EventBus {
  /** Calls `handler` on every `type` event until the returned function is called. */
  on<Type extends SdkEventType>(type: Type, handler: SdkEventHandler<Type>): () => void;
  /** Stops calling `handler` on `type` events. */
  off<Type extends SdkEventType>(type: Type, handler: SdkEventHandler<Type>): void;
  /** Calls the `type` handlers, synchronously, in the order they subscribed. */
  emit<Type extends SdkEventType>(type: Type, event: SdkEvents[Type]): void;
}

/**
 * Creates an {@link EventBus}. Each SDK instance has its own, so tests and server requests never
 * hear each other's events.
 *
 * @example
 * ```ts
 * const events = createEventBus();
 * const unsubscribe = events.on('cart:updated', ({ totalQuantity }) => setBadge(totalQuantity));
 * events.emit('cart:updated', { cartId: cart.id, totalQuantity: cart.totalQuantity, cart });
 * unsubscribe();
 * ```
 */
export function createEventBus(): EventBus {
  const emitter = mitt<SdkEvents>();
  return {
    on: (type, handler) => {
      emitter.on(type, handler);
      return () => emitter.off(type, handler);
    },
    off: (type, handler) => emitter.off(type, handler),
    emit: (type, event) => emitter.emit(type, event),
  };
}
