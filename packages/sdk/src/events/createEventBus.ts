import mitt from 'mitt';

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
  /** The cart changed on the backend. */
  'cart:updated': { cartId: string; totalQuantity: number };
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
 * events.emit('cart:updated', { cartId, totalQuantity: 2 });
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
