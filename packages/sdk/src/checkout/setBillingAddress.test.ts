import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rejection, serveCheckoutCart, setupCheckout } from '../testing/checkoutTestSetup';
import { magento, refusalError } from '../testing/magento';
import { cartAddressData, checkoutCartData } from './checkoutTestData';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('setBillingAddress (sdk.checkout.setBillingAddress)', () => {
  it.each([
    [{ sameAsShipping: true } as const, { same_as_shipping: true }],
    [{ customerAddressId: 3 }, { customer_address_id: 3 }],
  ])('sets the billing address %j', async (choice, expected) => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
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
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
    server.use(
      magento.mutation('SetBillingAddressOnCart', () =>
        HttpResponse.json({
          errors: [
            refusalError(
              "The billing address of a company account can't be changed. Contact customer service to change it.",
              'COMPANY_BILLING_ADDRESS_LOCKED',
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
});
