import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../createSdk';
import { isSdkError, refusalOf } from '../errors/SdkError';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { buildOrderData } from '../testing/orderData';
import {
  checkoutCartData,
  completeCheckoutCartData,
  selectedShippingMethodData,
  shippingAddressData,
} from './checkoutTestData';
import { placeOrderSequence } from './placeOrderSequence';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A token from the payment provider's hosted form: the SDK never sees the card. */
const cardToken = 'tok_hosted_form_123';
const declined = 'The payment was declined by the card issuer. Try another card or payment method.';

/**
 * A signed-in SDK over a cart the API answers for; returns the operations it was sent, in order,
 * with their variables. `refuse` names an operation the API answers with `declined`.
 */
function setup(options: { refuse?: string; cart?: ReturnType<typeof checkoutCartData> } = {}) {
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
  const cart = options.cart ?? completeCheckoutCartData();
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
    answer('SetShippingAddressOnCart', 'setShippingAddressesOnCart'),
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
  it('saves the changed order fields, sends the card token, then places the order', async () => {
    const { sdk, sent } = setup();
    await sdk.checkout.load();
    const placed = await placeOrderSequence(sdk, {
      orderFields: { customerRef: 'Våronn 2026', customerOrderNo: '' },
      cardToken,
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
            wm_card: { token: cardToken },
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
    await placeOrderSequence(sdk, { orderFields: null, cardToken: null });
    expect(operations()).toEqual(['PlaceOrder']);
  });

  it('joins a second press while it runs: each step is sent once', async () => {
    const { sdk, operations } = setup();
    await sdk.checkout.load();
    const first = placeOrderSequence(sdk, { cardToken });
    const second = placeOrderSequence(sdk, { cardToken });
    expect(second).toBe(first);
    await first;
    expect(operations()).toEqual(['SetPaymentMethodOnCart', 'PlaceOrder']);
  });

  it('stops at a refused step, keeps the cart, and starts again on the next call', async () => {
    const { sdk, operations } = setup({ refuse: 'SetPaymentMethodOnCart' });
    await sdk.checkout.load();
    const error = await placeOrderSequence(sdk, { cardToken }).catch((caught: unknown) => caught);
    expect(isSdkError(error) && error.message).toBe(declined);
    expect(operations()).toEqual(['SetPaymentMethodOnCart']);
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      status: 'ready',
      error: { action: 'payment-method', kind: 'payment-declined' },
    });

    await placeOrderSequence(sdk, {}).catch(() => undefined);
    expect(operations()).toEqual(['SetPaymentMethodOnCart', 'PlaceOrder']);
  });

  it('refuses a cart that lacks a step without sending the order, naming the step', async () => {
    const { sdk, operations } = setup({
      cart: checkoutCartData({ is_virtual: true, selected_payment_method: null }),
    });
    await sdk.checkout.load();
    const error = await placeOrderSequence(sdk, {}).catch((caught: unknown) => caught);
    // A cart of services and manuals: it is the billing address that is missing, not shipping.
    expect(refusalOf(error)).toEqual({ kind: 'checkout_step_missing', step: 'billing-address' });
    expect(operations()).toEqual([]);
  });

  it('saves changed delivery instructions before placing, and sends the same ones no more', async () => {
    const { sdk, sent, operations } = setup();
    await sdk.checkout.load();
    await placeOrderSequence(sdk, { deliveryInstructions: ' Ring på ' });
    expect(sent[0]).toEqual([
      'SetShippingAddressOnCart',
      { cartId: 'cart-1', shippingAddress: { customer_address_id: 7, customer_notes: 'Ring på' } },
    ]);
    expect(operations()).toEqual(['SetShippingAddressOnCart', 'PlaceOrder']);

    const noted = completeCheckoutCartData({
      shipping_addresses: [
        shippingAddressData({
          customer_notes: 'Ring på',
          selected_shipping_method: selectedShippingMethodData,
        }),
      ],
    });
    const again = setup({ cart: noted });
    await again.sdk.checkout.load();
    await placeOrderSequence(again.sdk, { deliveryInstructions: 'Ring på' });
    expect(again.operations()).toEqual(['PlaceOrder']);
  });

  it('waits for a payment method still on its way before it checks the cart', async () => {
    const noPayment = completeCheckoutCartData({ selected_payment_method: null });
    const { sdk, operations } = setup({ cart: noPayment });
    await sdk.checkout.load();
    // Credit is chosen, and its request has not been answered when the shopper presses.
    const choosing = sdk.checkout.setPaymentMethod('wm_credit');
    server.use(
      magento.mutation('SetPaymentMethodOnCart', async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return HttpResponse.json({
          data: { setPaymentMethodOnCart: { cart: completeCheckoutCartData() } },
        });
      }),
    );
    const placed = await placeOrderSequence(sdk, {});
    await choosing;
    expect(placed.orderNumber).toBe('000001043');
    expect(operations()).toEqual(['PlaceOrder']);
  });
});
