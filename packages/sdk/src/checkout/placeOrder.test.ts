import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError, refusalOf } from '../errors/SdkError';
import { rejection, serveCheckoutCart, setupCheckout } from '../testing/checkoutTestSetup';
import { graphQLError, magento } from '../testing/magento';
import { buildOrderData } from '../testing/orderData';
import { checkoutCartData } from './checkoutTestData';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('placeOrder (sdk.checkout.placeOrder)', () => {
  it('places the order once for a double call, emits the purchase, and leaves the cart idle', async () => {
    const { sdk, storage, placed } = setupCheckout();
    serveCheckoutCart(server);
    storage.set('vsf-cart', 'cart-1');
    let requests = 0;
    server.use(
      magento.mutation('PlaceOrder', async ({ variables }) => {
        requests += 1;
        expect(variables).toEqual({ cartId: 'cart-1' });
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({
          data: { placeOrder: { orderV2: buildOrderData({ number: '000001043' }), errors: [] } },
        });
      }),
    );
    await sdk.checkout.load();
    const cartStates: string[] = [];
    sdk.cart.subscribe(() => cartStates.push(sdk.cart.getSnapshot().status));

    const first = sdk.checkout.placeOrder();
    const second = sdk.checkout.placeOrder();
    expect(second).toBe(first);
    expect(sdk.checkout.getSnapshot().pending).toBe('place-order');
    const order = await first;

    expect(requests).toBe(1);
    expect(order.orderNumber).toBe('000001043');
    expect(order.order.items).toHaveLength(2);
    expect(order.purchase).toMatchObject({
      transactionId: '000001043',
      value: 639,
      shipping: 99,
      tax: 127.8,
      coupon: 'VINTER10',
      currency: 'NOK',
    });
    expect(placed).toEqual([order.purchase]);
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      status: 'placed',
      checkout: null,
      pending: null,
      placedOrder: order,
    });
    // The closed cart is forgotten: the cart store is idle and the stored id gone.
    expect(cartStates).toEqual(['idle']);
    expect(storage.get('vsf-cart')).toBeNull();
    // Once placed, a further call gives the same order without a request.
    await expect(sdk.checkout.placeOrder()).resolves.toBe(order);
    expect(requests).toBe(1);
  });

  it("reads a refusal's finer code (wm_error_code): an expired card is its own kind", async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    server.use(
      magento.mutation('PlaceOrder', () =>
        HttpResponse.json({
          data: {
            placeOrder: {
              orderV2: null,
              errors: [
                {
                  code: 'UNABLE_TO_PLACE_ORDER',
                  message: 'The card has expired. Use another card or payment method.',
                  wm_error_code: 'CARD_EXPIRED',
                },
              ],
            },
          },
        }),
      ),
    );
    await sdk.checkout.load();

    const error = await rejection(sdk.checkout.placeOrder());

    expect(refusalOf(error)).toEqual({ kind: 'card_expired' });
    expect(sdk.checkout.getSnapshot().error).toMatchObject({
      action: 'place-order',
      kind: 'card-expired',
    });
  });

  it('throws the first refusal, keeps the cart, and loads the checkout again', async () => {
    const { sdk, placed } = setupCheckout();
    const reads = serveCheckoutCart(server);
    server.use(
      magento.mutation('PlaceOrder', () =>
        HttpResponse.json({
          data: {
            placeOrder: {
              orderV2: null,
              errors: [
                {
                  code: 'UNABLE_TO_PLACE_ORDER',
                  message:
                    'The payment was declined by the card issuer. Try another card or payment method.',
                },
                { code: 'UNDEFINED', message: 'Second' },
              ],
            },
          },
        }),
      ),
    );
    await sdk.checkout.load();

    const error = await rejection(sdk.checkout.placeOrder());

    expect(isSdkError(error, 'graphql')).toBe(true);
    expect((error as Error).message).toBe(
      'The payment was declined by the card issuer. Try another card or payment method.',
    );
    expect(isSdkError(error) && error.graphQLErrors[0]?.code).toBe('UNABLE_TO_PLACE_ORDER');
    expect(placed).toEqual([]);
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      status: 'ready',
      pending: null,
      placedOrder: null,
      checkout: { cart: { id: 'cart-1' } },
      error: { action: 'place-order', kind: 'payment-declined' },
    });
    await expect.poll(() => reads.count).toBe(2);
    // The refresh keeps the error for the page to show.
    expect(sdk.checkout.getSnapshot().error?.kind).toBe('payment-declined');
  });

  it('after a placeOrder without an answer, keeps the cart (no reload) and the retry asks for that cart’s order', async () => {
    const { sdk, placed } = setupCheckout();
    const reads = { count: 0 };
    const placedCarts: unknown[] = [];
    server.use(
      magento.mutation('PlaceOrder', ({ variables }) => {
        placedCarts.push(variables.cartId);
        // The API placed it the first time; the answer was lost on the way, and the
        // storefront's proxy answered 502.
        if (placedCarts.length === 1) {
          return HttpResponse.json(
            {
              errors: [
                {
                  message: 'The shop API is unreachable',
                  extensions: { category: 'graphql-proxy' },
                },
              ],
            },
            { status: 502 },
          );
        }
        return HttpResponse.json({
          data: { placeOrder: { orderV2: buildOrderData({ number: '000001044' }), errors: [] } },
        });
      }),
      // After the order the customer has a fresh cart: a reload would show and send it.
      magento.query('CheckoutCart', () => {
        reads.count += 1;
        const cart =
          placedCarts.length === 0
            ? checkoutCartData()
            : checkoutCartData({ id: 'fresh-cart', items: [] });
        return HttpResponse.json({ data: { customerCart: cart } });
      }),
    );
    await sdk.checkout.load();

    const error = await rejection(sdk.checkout.placeOrder());
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(isSdkError(error) && error.statusCode).toBe(502);
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      status: 'ready',
      checkout: { cart: { id: 'cart-1' } },
      error: { action: 'place-order' },
    });
    expect(reads.count).toBe(1);
    await expect(sdk.checkout.placeOrder()).resolves.toMatchObject({ orderNumber: '000001044' });
    expect(placedCarts).toEqual(['cart-1', 'cart-1']);
    expect(placed).toHaveLength(1);
  });

  it('says cart-not-active for an ordered or merged cart', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    server.use(
      magento.mutation('PlaceOrder', () =>
        HttpResponse.json({
          data: {
            placeOrder: {
              orderV2: null,
              errors: [{ code: 'CART_NOT_ACTIVE', message: 'The cart isn’t active.' }],
            },
          },
        }),
      ),
    );
    await rejection(sdk.checkout.placeOrder());
    expect(sdk.checkout.getSnapshot().error?.kind).toBe('cart-not-active');
  });

  it('throws the first GraphQL error, and can be called again after a failure', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    let calls = 0;
    server.use(
      magento.mutation('PlaceOrder', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ errors: [graphQLError('First'), graphQLError('Second')] })
          : HttpResponse.json({
              data: { placeOrder: { orderV2: buildOrderData(), errors: [] } },
            });
      }),
    );

    expect(((await rejection(sdk.checkout.placeOrder())) as Error).message).toBe('First');
    await expect(sdk.checkout.placeOrder()).resolves.toMatchObject({ orderNumber: '000000123' });
    expect(calls).toBe(2);
  });

  it('fails without an order and without refusals', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    server.use(
      magento.mutation('PlaceOrder', () =>
        HttpResponse.json({ data: { placeOrder: { orderV2: null, errors: [] } } }),
      ),
    );
    const error = await rejection(sdk.checkout.placeOrder());
    expect((error as Error).message).toBe('Unable to place the order');
  });
});
