import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCartData } from '../checkout/checkoutTestData';
import { createSdk } from '../createSdk';
import type { SdkEvents } from '../events/createEventBus';
import { createMemoryStorage } from '../storage/createMemoryStorage';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the cart and checkout events', () => {
  it('emits cart:item-added after sdk.cart.add, not after a refused add', async () => {
    const sdk = createSdk({
      endpoint,
      storage: createMemoryStorage(),
      logger: { error: () => {} },
    });
    const added: SdkEvents['cart:item-added'][] = [];
    sdk.events.on('cart:item-added', (event) => added.push(event));
    server.use(
      magento.mutation('CreateGuestCart', () =>
        HttpResponse.json({ data: { createGuestCart: { cart: checkoutCartData({ items: [] }) } } }),
      ),
      magento.mutation('AddSimpleProductsToCart', ({ variables }) =>
        variables.cartItems[0].data.sku === 'OF-1'
          ? HttpResponse.json({ data: { addSimpleProductsToCart: { cart: checkoutCartData() } } })
          : HttpResponse.json({ errors: [{ message: 'Out of stock' }] }),
      ),
    );

    await sdk.cart.add({ sku: 'OF-1', type: 'simple', stockStatus: 'in-stock' }, { quantity: 2 });
    await sdk.cart
      .add({ sku: 'X', type: 'simple', stockStatus: 'in-stock' }, { quantity: 1 })
      .catch(() => undefined);

    expect(added).toEqual([
      { sku: 'OF-1', name: 'Oljefilter', price: 100, quantity: 2, currency: 'NOK' },
    ]);
  });

  it('forgets the closed cart at checkout:order-placed; the next load gets the fresh one', async () => {
    const storage = createMemoryStorage();
    const tokenStorage = createMemoryStorage();
    tokenStorage.set('vsf-customer', 'tok');
    const sdk = createSdk({ endpoint, storage, tokenStorage, logger: { error: () => {} } });
    let cartId = 'cart-1';
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: checkoutCartData({ id: cartId }) } }),
      ),
    );
    await sdk.cart.load();
    expect(storage.get('vsf-cart')).toBe('cart-1');

    cartId = 'cart-2';
    sdk.events.emit('checkout:order-placed', {
      transactionId: '000001043',
      value: 200,
      shipping: 0,
      tax: 40,
      coupon: null,
      currency: 'NOK',
      items: [],
    });

    expect(sdk.cart.getSnapshot()).toEqual({ status: 'idle', cart: null, error: null });
    expect(storage.get('vsf-cart')).toBeNull();
    expect((await sdk.cart.load()).id).toBe('cart-2');
  });
});
