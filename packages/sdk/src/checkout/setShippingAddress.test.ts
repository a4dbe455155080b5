import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  rejection,
  serveCheckoutCart,
  setupCheckout,
  withAddress,
} from '../testing/checkoutTestSetup';
import { graphQLError, magento } from '../testing/magento';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('setShippingAddress (sdk.checkout.setShippingAddress)', () => {
  it('sets an address book entry as shipping address, with a note, and offers its methods', async () => {
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
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
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
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
    const { sdk } = setupCheckout();
    serveCheckoutCart(server);
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
});
