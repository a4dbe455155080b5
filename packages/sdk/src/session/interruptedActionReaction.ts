import type { CartStore } from '../cart/createCartStore';
import { shopConstants } from '../config/shopConstants';
import type { EventBus } from '../events/createEventBus';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import { resumableInterruptedAction, serializeInterruptedAction } from './interruptedAction';

const key = shopConstants.localStorageKeys.interruptedAction;

/** What {@link interruptedActionReaction} keeps, does again and tells of. */
export interface InterruptedActionReactionOptions {
  cart: Pick<CartStore, 'add'>;
  /** Where the action waits for the login (local storage in a browser: it outlives the page). */
  storage: KeyValueStorage;
  events: EventBus;
  /** The clock, in milliseconds since 1970. */
  now: () => number;
}

/** See {@link interruptedActionReaction}. */
export interface InterruptedActionReaction {
  /** Keeps every add to cart the end of a session interrupts, until the returned function is called. */
  listen(): () => void;
  /**
   * After a login: adds what the end of the previous session interrupted (when it is still
   * fresh; see `resumableInterruptedAction`), forgets it either way and emits
   * `session:action-resumed`. Never rejects.
   */
  resume(): Promise<void>;
}

/**
 * The part of `sdk.sessionReactions` that keeps what the shopper was doing when their session
 * ended (an add to cart refused with `graphql-authorization`: `cart:add-interrupted`) and does it
 * again after they have logged in, so the item is not silently dropped.
 */
export function interruptedActionReaction(
  options: InterruptedActionReactionOptions,
): InterruptedActionReaction {
  const { cart, storage, events, now } = options;
  return {
    listen: () =>
      events.on('cart:add-interrupted', ({ product, options: addOptions }) => {
        storage.set(
          key,
          serializeInterruptedAction({
            kind: 'add-to-cart',
            product,
            options: addOptions,
            savedAt: now(),
          }),
        );
      }),
    async resume() {
      const saved = storage.get(key);
      if (saved === null) return;
      storage.remove(key);
      const action = resumableInterruptedAction(saved, now());
      if (!action) return;
      try {
        await cart.add(action.product, action.options);
        events.emit('session:action-resumed', { action, outcome: 'done' });
      } catch (error) {
        events.emit('session:action-resumed', { action, outcome: 'failed', error });
      }
    },
  };
}
