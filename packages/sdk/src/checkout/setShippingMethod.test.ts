import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  rejection,
  serveCheckoutCart,
  setupCheckout,
  withAddress,
} from '../testing/checkoutTestSetup';
import { magento, refusalError } from '../testing/magento';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('setShippingMethod (sdk.checkout.setShippingMethod)', () => {
  it('chooses a shipping method; a method the cart cannot have is shipping-method-unavailable', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    let sent: unknown;
    server.use(
      magento.mutation('SetShippingMethodOnCart', ({ variables }) => {
        sent = variables;
        return variables.methodCode === 'freight'
          ? HttpResponse.json({
              errors: [
                refusalError(
                  'Carrier with such method not found: bring, freight',
                  'SHIPPING_METHOD_NOT_AVAILABLE',
                ),
              ],
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

  it('says no-shipping-methods-for-country when a method is chosen for an address abroad', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server, withAddress([]));
    server.use(
      magento.mutation('SetShippingMethodOnCart', () =>
        HttpResponse.json({
          errors: [
            refusalError(
              'Carrier with such method not found: bring, pickup_point',
              'SHIPPING_METHOD_NOT_AVAILABLE',
            ),
          ],
        }),
      ),
    );
    await sdk.checkout.load();
    await rejection(sdk.checkout.setShippingMethod('bring', 'pickup_point'));
    expect(sdk.checkout.getSnapshot().error?.kind).toBe('no-shipping-methods-for-country');
  });

  it('fails when a mutation returns no cart', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    server.use(
      magento.mutation('SetShippingMethodOnCart', () =>
        HttpResponse.json({ data: { setShippingMethodsOnCart: null } }),
      ),
    );
    const error = await rejection(sdk.checkout.setShippingMethod('bring', 'pickup_point'));
    expect((error as Error).message).toBe('The cart was not returned');
  });
});
