import type { CartStore } from '../cart/createCartStore';
import { idleCartState } from '../cart/idleCartState';
import type { ExtensionFragment } from '../extensions/ExtensionFragment';
import { forwardMethods, lazyStore } from './lazyStore';
import type { SdkParts } from './SdkParts';

/**
 * `sdk.cart`: the cart store, its code loaded with the first call (`idle` until then); `real`
 * creates it (the checkout needs it to hear an order placed).
 */
export function lazyCartStore(parts: SdkParts, fragment: ExtensionFragment | undefined) {
  const { transport, guestTransport, session, storage, events, logger } = parts;
  const cartStore = lazyStore(
    () =>
      import('./chunks/createCartStore').then((m) =>
        m.createCartStore({
          transport,
          guestTransport,
          session,
          storage,
          events,
          logger,
          fragment,
        }),
      ),
    { initialState: () => idleCartState },
  );
  const cart: CartStore = {
    getSnapshot: cartStore.getSnapshot,
    subscribe: cartStore.subscribe,
    ...forwardMethods(cartStore, [
      'load',
      'add',
      'addLines',
      'updateQuantity',
      'remove',
      'applyCoupon',
      'removeCoupon',
      'setOrderFields',
      'mergeGuestCart',
    ]),
  };
  return { cart, real: cartStore.store };
}
