import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { rejection, serveCheckoutCart, setupCheckout } from '../testing/checkoutTestSetup';
import { graphQLError, magento } from '../testing/magento';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('loadCheckout (sdk.checkout.load)', () => {
  it('loads the customer cart at checkout', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
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
    const { sdk } = setupCheckout(false);
    const error = await rejection(sdk.checkout.load());

    expect(isSdkError(error, 'invalid-argument')).toBe(true);
    expect(sdk.checkout.getSnapshot()).toMatchObject({
      status: 'error',
      error: { action: 'load', kind: 'login-required' },
    });
  });

  it('throws the first backend message of a failed load', async () => {
    const { sdk } = setupCheckout();
    server.use(
      magento.query('CheckoutCart', () =>
        HttpResponse.json({ errors: [graphQLError('First'), graphQLError('Second')] }),
      ),
    );

    const error = await rejection(sdk.checkout.load());
    expect((error as Error).message).toBe('First');
    expect(sdk.checkout.getSnapshot()).toMatchObject({ status: 'error', error: { kind: 'other' } });
  });
});
