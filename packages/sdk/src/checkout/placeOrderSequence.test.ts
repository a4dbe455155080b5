import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../createSdk';
import { isSdkError } from '../errors/SdkError';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { buildOrderData } from '../testing/orderData';
import { checkoutCartData } from './checkoutTestData';
import { placeOrderSequence } from './placeOrderSequence';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const card = { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };
const declined = 'The payment was declined by the card issuer. Try another card or payment method.';

/**
 * A signed-in SDK over a cart the API answers for; returns the operations it was sent, in order,
 * with their variables. `refuse` names an operation the API answers with `declined`.
 */
function setup(options: { refuse?: string } = {}) {
  const tokenStorage = createMemoryStorage();
  tokenStorage.set('vsf-customer', 'tok');
  const sdk = createSdk({
    endpoint,
    storage: createMemoryStorage(),
    tokenStorage,
    logger: { error: () => undefined },
    // The requests are the checkout's own; the login's merges are tested in session/.
    sessionReactions: false,
  });
  const cart = checkoutCartData();
  const sent: [string, Record<string, unknown>][] = [];
  const answer = (operation: string, field: string) =>
    magento.mutation(operation, async ({ variables }) => {
      sent.push([operation, variables]);
      // A little later, as a real API would: a second press comes while it runs.
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (options.refuse === operation) {
        return HttpResponse.json({ errors: [{ message: declined }], data: null });
      }
      return HttpResponse.json({ data: { [field]: { cart } } });
    });
  server.use(
    magento.query('CheckoutCart', () => HttpResponse.json({ data: { customerCart: cart } })),
    magento.query('CustomerCart', () => HttpResponse.json({ data: { customerCart: cart } })),
    answer('AddCustomFieldsToCart', 'addCustomFieldsToCart'),
    answer('SetPaymentMethodOnCart', 'setPaymentMethodOnCart'),
    magento.mutation('PlaceOrder', ({ variables }) => {
      sent.push(['PlaceOrder', variables]);
      return HttpResponse.json({
        data: { placeOrder: { orderV2: buildOrderData({ number: '000001043' }), errors: [] } },
      });
    }),
  );
  return { sdk, sent, operations: () => sent.map(([operation]) => operation) };
}

describe('placeOrderSequence', () => {
  it('saves the changed order fields, sends the card, then places the order', async () => {
    const { sdk, sent } = setup();
    await sdk.checkout.load();
    const placed = await placeOrderSequence(sdk, {
      orderFields: { customerRef: 'Våronn 2026', customerOrderNo: '' },
      card,
    });
    expect(placed.orderNumber).toBe('000001043');
    expect(sent).toEqual([
      [
        'AddCustomFieldsToCart',
        { cartId: 'cart-1', customerRef: 'Våronn 2026', customerOrderNo: '' },
      ],
      [
        'SetPaymentMethodOnCart',
        {
          cartId: 'cart-1',
          paymentMethod: {
            code: 'wm_card',
            wm_card: { card_number: card.number, expiry_month: 12, expiry_year: 2030, cvc: '123' },
          },
        },
      ],
      ['PlaceOrder', { cartId: 'cart-1' }],
    ]);
    expect(sdk.checkout.getSnapshot()).toMatchObject({ status: 'placed', placedOrder: placed });
  });

  it('only places the order when nothing was entered at the last moment', async () => {
    const { sdk, operations } = setup();
    await sdk.checkout.load();
    await placeOrderSequence(sdk, { orderFields: null, card: null });
    expect(operations()).toEqual(['PlaceOrder']);
  });

  it('joins a second press while it runs: each step is sent once', async () => {
    const { sdk, operations } = setup();
    await sdk.checkout.load();
    const first = placeOrderSequence(sdk, { card });
    const second = placeOrderSequence(sdk, { card });
    expect(second).toBe(first);
    await first;
    expect(operations()).toEqual(['SetPaymentMethodOnCart', 'PlaceOrder']);
  });

  it('stops at a refused step, keeps the cart, and starts again on the next call', async () => {
    const { sdk, operations } = setup({ refuse: 'SetPaymentMethodOnCart' });
    await sdk.checkout.load();
    const error = await placeOrderSequence(sdk, { card }).catch((caught: unknown) => caught);
    expect(isSdkError(error) && error.message).toBe(declined);
    expect(operations()).toEqual(['SetPaymentMethodOnCart']);
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      status: 'ready',
      error: { action: 'payment-method', kind: 'payment-declined' },
    });

    await placeOrderSequence(sdk, {}).catch(() => undefined);
    expect(operations()).toEqual(['SetPaymentMethodOnCart', 'PlaceOrder']);
  });
});
