import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../createSdk';
import { serveCheckoutCart, setupCheckout } from '../testing/checkoutTestSetup';
import { endpoint, magento } from '../testing/magento';
import type { SdkEvents } from '../events/createEventBus';
import { cartWithQuantity, checkoutCartData } from './checkoutTestData';

/** What sdk.cart emits when it took cart `cartId` with one line of `quantity`. */
function cartUpdate(cartId: string, quantity: number): SdkEvents['cart:updated'] {
  const cart = cartWithQuantity(cartId, quantity);
  return { cartId, totalQuantity: cart.totalQuantity, cart };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createCheckoutStore (sdk.checkout)', () => {
  it('loads itself again when sdk.cart changes the same cart (a coupon)', async () => {
    const { sdk } = setupCheckout();
    const reads = serveCheckoutCart(server);
    await sdk.checkout.load();

    sdk.events.emit('cart:updated', cartUpdate('other-cart', 1));
    sdk.events.emit('cart:updated', cartUpdate('cart-1', 2));

    await expect.poll(() => reads.count).toBe(2);
  });

  it('shows the lines of a quantity changed through sdk.cart at once, before loading again', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    await sdk.checkout.load();
    const reads = serveCheckoutCart(server, checkoutCartData({ items: [], total_quantity: 0 }));

    sdk.events.emit('cart:updated', cartUpdate('cart-1', 3));

    // At once, from the cart sdk.cart answered with.
    expect(sdk.checkout.getSnapshot().checkout?.cart.items.map((line) => line.quantity)).toEqual([
      3,
    ]);
    // Then as the checkout's own query answers.
    await expect.poll(() => reads.count).toBe(1);
    await expect.poll(() => sdk.checkout.getSnapshot().checkout?.cart.items.length).toBe(0);
  });

  it('takes no cart into a checkout that is not loaded', () => {
    const { sdk } = setupCheckout();

    sdk.events.emit('cart:updated', cartUpdate('cart-1', 3));

    expect(sdk.checkout.getSnapshot()).toMatchObject({ status: 'idle', checkout: null });
  });

  it('becomes idle when the session changes, and after a reset', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    server.use(
      magento.mutation('RevokeCustomerToken', () =>
        HttpResponse.json({ data: { revokeCustomerToken: { result: true } } }),
      ),
    );
    await sdk.checkout.load();
    sdk.events.emit('session:expired', { reason: 'authorization' });
    await expect.poll(() => sdk.checkout.getSnapshot().status).toBe('idle');

    const again = setupCheckout();
    serveCheckoutCart(server);
    await again.sdk.checkout.load();
    again.sdk.checkout.reset();
    expect(again.sdk.checkout.getSnapshot()).toMatchObject({ status: 'idle', checkout: null });
  });

  it('builds the external checkout address from the SDK config (disabled by default)', () => {
    const { sdk } = setupCheckout();
    expect(sdk.checkout.externalCheckout.enabled).toBe(false);
    expect(sdk.checkout.externalCheckoutUrl({ cartId: 'c1', baseUrl: '/checkout' })).toBe(
      '/checkout',
    );
    const enabled = createSdk({
      endpoint,
      externalCheckout: { enabled: true, cmsUrl: 'https://cms.example/', syncUrlPath: 'sync' },
    });
    expect(
      enabled.checkout.externalCheckoutUrl({ customerToken: null, cartId: 'c1', baseUrl: '/x' }),
    ).toBe('https://cms.example/sync/token//cart/c1');
  });
});
