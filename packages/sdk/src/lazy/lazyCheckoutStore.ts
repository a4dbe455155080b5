import type { CheckoutState, CheckoutStore } from '../checkout/createCheckoutStore';
import { externalCheckoutUrl, type ExternalCheckoutConfig } from '../checkout/externalCheckoutUrl';
import { idleCheckoutState } from '../checkout/idleCheckoutState';
import { forwardMethods, lazyStore } from './lazyStore';
import type { SdkParts } from './SdkParts';

/**
 * `sdk.checkout`: the checkout store, its code loaded with the first call — with the cart store
 * (`cartStore` creates it): an order placed closes the cart, which the cart store must hear.
 */
export function lazyCheckoutStore(
  parts: SdkParts,
  externalCheckout: ExternalCheckoutConfig,
  cartStore: () => Promise<unknown>,
): CheckoutStore {
  const { transport, session, events, logger } = parts;
  const checkoutStore = lazyStore(
    () =>
      Promise.all([import('./chunks/createCheckoutStore'), cartStore()]).then(([m]) =>
        m.createCheckoutStore({ transport, session, events, logger, externalCheckout }),
      ),
    {
      initialState: () => idleCheckoutState,
      loadingState: (idle): CheckoutState => ({ ...idle, status: 'loading', pending: 'load' }),
    },
  );
  return {
    getSnapshot: checkoutStore.getSnapshot,
    subscribe: checkoutStore.subscribe,
    ...forwardMethods(checkoutStore, [
      'load',
      'setShippingAddress',
      'setDeliveryInstructions',
      'setBillingAddress',
      'setShippingMethod',
      'setPaymentMethod',
      'placeOrder',
    ]),
    reset: () => checkoutStore.current()?.reset(),
    externalCheckout,
    externalCheckoutUrl: (target) => externalCheckoutUrl({ ...externalCheckout, ...target }),
  };
}
