import { HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import {
  cartAddressData,
  checkoutCartData,
  shippingMethodData,
} from '../checkout/checkoutTestData';
import { createSdk } from '../createSdk';
import type { SdkEvents } from '../events/createEventBus';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { endpoint, magento } from './magento';

/** A checkout cart with a shipping address that offers `methods`. */
export const withAddress = (
  methods: unknown[] = [shippingMethodData('bring', 'pickup_point', 149)],
) =>
  checkoutCartData({
    shipping_addresses: [
      {
        ...cartAddressData(),
        same_as_billing: false,
        customer_notes: null,
        available_shipping_methods: methods,
        selected_shipping_method: null,
      },
    ],
  });

/**
 * An SDK whose session is a signed-in customer's (a token in its storage), or a guest's: the
 * checkout as the shop uses it, with the cart store beside it; with the orders placed.
 */
export function setupCheckout(signedIn = true) {
  const storage = createMemoryStorage();
  const tokenStorage = createMemoryStorage();
  if (signedIn) tokenStorage.set('vsf-customer', 'tok');
  const logged: unknown[][] = [];
  const sdk = createSdk({
    endpoint,
    storage,
    tokenStorage,
    logger: { error: (...args: unknown[]) => logged.push(args) },
    // The checkout's tests answer the requests they expect; the login's merges are tested in
    // session/createSessionReactions.test.ts.
    sessionReactions: false,
  });
  const placed: SdkEvents['checkout:order-placed'][] = [];
  sdk.events.on('checkout:order-placed', (event) => placed.push(event));
  return { sdk, storage, logged, placed };
}

/** Serves the checkout cart on `server`; returns the number of reads so far. */
export function serveCheckoutCart(server: SetupServer, data = checkoutCartData()) {
  const reads = { count: 0 };
  server.use(
    magento.query('CheckoutCart', () => {
      reads.count += 1;
      return HttpResponse.json({ data: { customerCart: data } });
    }),
  );
  return reads;
}

/** What `promise` rejects with; fails when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
