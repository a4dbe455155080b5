import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkoutCartData } from '../checkout/checkoutTestData';
import { createSdk } from '../createSdk';
import type { SdkEvents } from '../events/createEventBus';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { addedItems } from './createCartStore';
import type { Cart, CartLine } from './mapCart';
import { mapCart } from './mapCart';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function cartLine(sku: string, extra: Partial<CartLine> = {}): CartLine {
  return {
    uid: `l-${sku}`,
    quantity: 3,
    product: {
      sku,
      originalNumber: null,
      uid: `p-${sku}`,
      name: `Produkt ${sku}`,
      type: 'simple',
      url: `/${sku}.html`,
      stockStatus: 'in-stock',
      onlyXLeftInStock: null,
      thumbnail: null,
    },
    configuredVariant: null,
    options: [],
    prices: {
      price: 80,
      priceIncludingTax: 100,
      rowTotal: 240,
      rowTotalIncludingTax: 300,
      totalItemDiscount: 0,
    },
    isAvailable: true,
    notAvailableMessage: null,
    errors: [],
    ...extra,
  };
}

const cartOf = (items: CartLine[]): Cart => ({ ...mapCart(checkoutCartData()), items });

describe('addedItems', () => {
  it('gives the SKU, name and unit price with VAT of the line, with the quantity added', () => {
    expect(
      addedItems(
        cartOf([cartLine('B'), cartLine('A')]),
        { sku: 'A', type: 'simple' },
        { quantity: 2 },
      ),
    ).toEqual([{ sku: 'A', name: 'Produkt A', price: 100, quantity: 2 }]);
  });

  it('takes a configurable product’s variant line (its SKU and name)', () => {
    const line = cartLine('SHIRT', {
      configuredVariant: { sku: 'SHIRT-M', uid: 'v', name: 'Skjorte M', thumbnail: null },
    });
    expect(
      addedItems(
        cartOf([line]),
        { sku: 'SHIRT', type: 'configurable' },
        { quantity: 1, variantSku: 'SHIRT-M' },
      ),
    ).toEqual([{ sku: 'SHIRT-M', name: 'Skjorte M', price: 100, quantity: 1 }]);
  });

  it('gives each grouped member with a quantity', () => {
    expect(
      addedItems(
        cartOf([cartLine('M1'), cartLine('M2')]),
        { sku: 'KIT', type: 'grouped' },
        {
          quantity: 1,
          groupedItems: [
            { sku: 'M1', quantity: 2 },
            { sku: 'M2', quantity: 0 },
          ],
        },
      ),
    ).toEqual([{ sku: 'M1', name: 'Produkt M1', price: 100, quantity: 2 }]);
  });

  it('falls back to the price without VAT and the SKU, and leaves out a SKU without a line', () => {
    const line = cartLine('A', {
      product: { ...cartLine('A').product, name: null },
      prices: { ...cartLine('A').prices, priceIncludingTax: null },
    });
    expect(addedItems(cartOf([line]), { sku: 'A', type: 'simple' }, { quantity: 1 })).toEqual([
      { sku: 'A', name: 'A', price: 80, quantity: 1 },
    ]);
    expect(addedItems(cartOf([]), { sku: 'A', type: 'simple' }, { quantity: 1 })).toEqual([]);
  });
});

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
