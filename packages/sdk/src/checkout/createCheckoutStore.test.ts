import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../createSdk';
import { isSdkError } from '../errors/SdkError';
import type { SdkEvents } from '../events/createEventBus';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { buildOrderData } from '../testing/orderData';
import { cartAddressData, checkoutCartData, shippingMethodData } from './checkoutTestData';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const graphQLError = (message: string, category = 'graphql-input') => ({
  message,
  extensions: { category },
});

const withAddress = (methods: unknown[] = [shippingMethodData('bring', 'pickup_point', 149)]) =>
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

/** An SDK whose session is a signed-in customer's (a token in its storage), or a guest's. */
function setup(signedIn = true) {
  const storage = createMemoryStorage();
  const tokenStorage = createMemoryStorage();
  if (signedIn) tokenStorage.set('vsf-customer', 'tok');
  const logged: unknown[][] = [];
  const sdk = createSdk({
    endpoint,
    storage,
    tokenStorage,
    logger: { error: (...args: unknown[]) => logged.push(args) },
  });
  const placed: SdkEvents['checkout:order-placed'][] = [];
  sdk.events.on('checkout:order-placed', (event) => placed.push(event));
  return { sdk, storage, logged, placed };
}

/** Serves the checkout cart; returns the number of reads so far. */
function serveCheckoutCart(data = checkoutCartData()) {
  const reads = { count: 0 };
  server.use(
    magento.query('CheckoutCart', () => {
      reads.count += 1;
      return HttpResponse.json({ data: { customerCart: data } });
    }),
  );
  return reads;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('sdk.checkout', () => {
  it('loads the customer cart at checkout', async () => {
    const { sdk } = setup();
    serveCheckoutCart();
    expect(sdk.checkout.getSnapshot()).toMatchObject({ status: 'idle', checkout: null });

    const pending = sdk.checkout.load();
    expect(sdk.checkout.getSnapshot()).toMatchObject({ status: 'loading', pending: 'load' });
    const checkout = await pending;

    expect(checkout.cart.id).toBe('cart-1');
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      status: 'ready',
      pending: null,
      error: null,
      checkout: { shippingMethodsStatus: 'address-missing' },
    });
  });

  it('refuses a guest without a request (guest checkout is off)', async () => {
    const { sdk } = setup(false);
    const error = await rejection(sdk.checkout.load());

    expect(isSdkError(error, 'invalid-argument')).toBe(true);
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      status: 'error',
      error: { action: 'load', kind: 'login-required' },
    });
  });

  it('throws the first backend message of a failed load', async () => {
    const { sdk } = setup();
    server.use(
      magento.query('CheckoutCart', () =>
        HttpResponse.json({ errors: [graphQLError('First'), graphQLError('Second')] }),
      ),
    );

    const error = await rejection(sdk.checkout.load());
    expect((error as Error).message).toBe('First');
    expect(sdk.checkout.getSnapshot()).toMatchObject({ status: 'error', error: { kind: 'other' } });
  });

  it('sets an address book entry as shipping address, with a note, and offers its methods', async () => {
    const { sdk } = setup();
    serveCheckoutCart();
    let sent: unknown;
    server.use(
      magento.mutation('SetShippingAddressOnCart', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: { setShippingAddressesOnCart: { cart: withAddress() } },
        });
      }),
    );

    const checkout = await sdk.checkout.setShippingAddress({
      customerAddressId: 7,
      customerNotes: ' Ring først ',
    });

    expect(sent).toEqual({
      cartId: 'cart-1',
      shippingAddress: { customer_address_id: 7, customer_notes: 'Ring først' },
    });
    expect(checkout.shippingMethodsStatus).toBe('available');
    expect(sdk.checkout.getSnapshot().checkout?.shippingMethods).toHaveLength(1);
  });

  it('sends a typed-in address with its street lines, and says none-for-country abroad', async () => {
    const { sdk } = setup();
    serveCheckoutCart();
    let sent: unknown;
    server.use(
      magento.mutation('SetShippingAddressOnCart', ({ variables }) => {
        sent = variables.shippingAddress;
        return HttpResponse.json({
          data: { setShippingAddressesOnCart: { cart: withAddress([]) } },
        });
      }),
    );

    await sdk.checkout.setShippingAddress({
      address: {
        firstname: 'Sven',
        lastname: 'Svensson',
        street: ['Storgatan 1', '', 'Centrum'],
        city: 'Göteborg',
        postcode: '41101',
        countryCode: 'se',
      },
    });

    expect(sent).toEqual({
      address: {
        firstname: 'Sven',
        lastname: 'Svensson',
        street: ['Storgatan 1', '', 'Centrum'],
        city: 'Göteborg',
        postcode: '41101',
        country_code: 'SE',
      },
    });
    expect(sdk.checkout.getSnapshot().checkout?.shippingMethodsStatus).toBe('none-for-country');
  });

  it('keeps the checkout and says why when an address is refused', async () => {
    const { sdk } = setup();
    serveCheckoutCart();
    await sdk.checkout.load();
    server.use(
      magento.mutation('SetShippingAddressOnCart', () =>
        HttpResponse.json({
          errors: [graphQLError('A Norwegian postcode has four digits, for example 2322.')],
        }),
      ),
    );

    const error = await rejection(
      sdk.checkout.setShippingAddress({
        address: {
          firstname: 'Ola',
          lastname: 'N',
          street: ['Gate 1'],
          city: 'Hamar',
          postcode: '23',
          countryCode: 'NO',
        },
      }),
    );

    expect((error as Error).message).toBe(
      'A Norwegian postcode has four digits, for example 2322.',
    );
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      status: 'ready',
      pending: null,
      checkout: { cart: { id: 'cart-1' } },
      error: { action: 'shipping-address', kind: 'other' },
    });
  });

  it.each([
    [{ sameAsShipping: true } as const, { same_as_shipping: true }],
    [{ customerAddressId: 3 }, { customer_address_id: 3 }],
  ])('sets the billing address %j', async (choice, expected) => {
    const { sdk } = setup();
    serveCheckoutCart();
    let sent: unknown;
    server.use(
      magento.mutation('SetBillingAddressOnCart', ({ variables }) => {
        sent = variables.billingAddress;
        return HttpResponse.json({
          data: {
            setBillingAddressOnCart: {
              cart: checkoutCartData({ billing_address: cartAddressData() }),
            },
          },
        });
      }),
    );

    const checkout = await sdk.checkout.setBillingAddress(choice);
    expect(sent).toEqual(expected);
    expect(checkout.billingAddress?.city).toBe('Hamar');
  });

  it('gives a company customer’s refused billing address the kind billing-address-locked', async () => {
    const { sdk } = setup();
    serveCheckoutCart();
    server.use(
      magento.mutation('SetBillingAddressOnCart', () =>
        HttpResponse.json({
          errors: [
            graphQLError(
              "The billing address of a company account can't be changed. Contact customer service to change it.",
            ),
          ],
        }),
      ),
    );

    await rejection(sdk.checkout.setBillingAddress({ customerAddressId: 9 }));
    expect(sdk.checkout.getSnapshot().error).toMatchObject({
      action: 'billing-address',
      kind: 'billing-address-locked',
    });
  });

  it('chooses a shipping method; a method the cart cannot have is shipping-method-unavailable', async () => {
    const { sdk } = setup();
    serveCheckoutCart();
    let sent: unknown;
    server.use(
      magento.mutation('SetShippingMethodOnCart', ({ variables }) => {
        sent = variables;
        return variables.methodCode === 'freight'
          ? HttpResponse.json({
              errors: [graphQLError('Carrier with such method not found: bring, freight')],
            })
          : HttpResponse.json({ data: { setShippingMethodsOnCart: { cart: withAddress() } } });
      }),
    );

    await sdk.checkout.setShippingMethod('bring', 'pickup_point');
    expect(sent).toEqual({ cartId: 'cart-1', carrierCode: 'bring', methodCode: 'pickup_point' });

    await rejection(sdk.checkout.setShippingMethod('bring', 'freight'));
    expect(sdk.checkout.getSnapshot().error).toMatchObject({
      action: 'shipping-method',
      kind: 'shipping-method-unavailable',
    });
  });

  it('sends the card for wm_card, and says invoice-not-available when invoice is refused', async () => {
    const { sdk } = setup();
    serveCheckoutCart();
    const sent: unknown[] = [];
    server.use(
      magento.mutation('SetPaymentMethodOnCart', ({ variables }) => {
        sent.push(variables.paymentMethod);
        return variables.paymentMethod.code === 'wm_invoice'
          ? HttpResponse.json({
              errors: [graphQLError('Payment by invoice is not available for you!')],
            })
          : HttpResponse.json({
              data: {
                setPaymentMethodOnCart: {
                  cart: checkoutCartData({
                    selected_payment_method: {
                      code: 'wm_card',
                      title: 'Kort',
                      purchase_order_number: null,
                      wm_card: { brand: 'Visa', last4: '4242' },
                    },
                  }),
                },
              },
            });
      }),
    );

    const checkout = await sdk.checkout.setPaymentMethod('wm_card', {
      card: { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
    });
    expect(checkout.selectedPaymentMethod?.card).toEqual({ brand: 'Visa', last4: '4242' });

    const error = await rejection(sdk.checkout.setPaymentMethod('wm_invoice'));
    expect((error as Error).message).toBe('Payment by invoice is not available for you!');
    expect(sdk.checkout.getSnapshot().error).toMatchObject({
      action: 'payment-method',
      kind: 'invoice-not-available',
    });
    expect(sent).toEqual([
      {
        code: 'wm_card',
        wm_card: {
          card_number: '4242 4242 4242 4242',
          expiry_month: 12,
          expiry_year: 2030,
          cvc: '123',
        },
      },
      { code: 'wm_invoice' },
    ]);
  });

  it('says no-shipping-methods-for-country when a method is chosen for an address abroad', async () => {
    const { sdk } = setup();
    serveCheckoutCart(withAddress([]));
    server.use(
      magento.mutation('SetShippingMethodOnCart', () =>
        HttpResponse.json({
          errors: [graphQLError('Carrier with such method not found: bring, pickup_point')],
        }),
      ),
    );
    await sdk.checkout.load();
    await rejection(sdk.checkout.setShippingMethod('bring', 'pickup_point'));
    expect(sdk.checkout.getSnapshot().error?.kind).toBe('no-shipping-methods-for-country');
  });

  it('fails when a mutation returns no cart', async () => {
    const { sdk } = setup();
    serveCheckoutCart();
    server.use(
      magento.mutation('SetShippingMethodOnCart', () =>
        HttpResponse.json({ data: { setShippingMethodsOnCart: null } }),
      ),
    );
    const error = await rejection(sdk.checkout.setShippingMethod('bring', 'pickup_point'));
    expect((error as Error).message).toBe('The cart was not returned');
  });

  describe('placeOrder', () => {
    it('places the order once for a double call, emits the purchase, and leaves the cart idle', async () => {
      const { sdk, storage, placed } = setup();
      serveCheckoutCart();
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

    it('throws the first refusal, keeps the cart, and loads the checkout again', async () => {
      const { sdk, placed } = setup();
      const reads = serveCheckoutCart();
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
      const { sdk, placed } = setup();
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
      const { sdk } = setup();
      serveCheckoutCart();
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
      const { sdk } = setup();
      serveCheckoutCart();
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
      const { sdk } = setup();
      serveCheckoutCart();
      server.use(
        magento.mutation('PlaceOrder', () =>
          HttpResponse.json({ data: { placeOrder: { orderV2: null, errors: [] } } }),
        ),
      );
      const error = await rejection(sdk.checkout.placeOrder());
      expect((error as Error).message).toBe('Unable to place the order');
    });
  });

  it('loads itself again when sdk.cart changes the same cart (a coupon)', async () => {
    const { sdk } = setup();
    const reads = serveCheckoutCart();
    await sdk.checkout.load();

    sdk.events.emit('cart:updated', { cartId: 'other-cart', totalQuantity: 1 });
    sdk.events.emit('cart:updated', { cartId: 'cart-1', totalQuantity: 2 });

    await expect.poll(() => reads.count).toBe(2);
  });

  it('becomes idle when the session changes, and after a reset', async () => {
    const { sdk } = setup();
    serveCheckoutCart();
    server.use(
      magento.mutation('RevokeCustomerToken', () =>
        HttpResponse.json({ data: { revokeCustomerToken: { result: true } } }),
      ),
    );
    await sdk.checkout.load();
    sdk.events.emit('session:expired', { reason: 'authorization' });
    await expect.poll(() => sdk.checkout.getSnapshot().status).toBe('idle');

    const again = setup();
    serveCheckoutCart();
    await again.sdk.checkout.load();
    again.sdk.checkout.reset();
    expect(again.sdk.checkout.getSnapshot()).toMatchObject({ status: 'idle', checkout: null });
  });

  it('builds the external checkout address from the SDK config (disabled by default)', () => {
    const { sdk } = setup();
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
