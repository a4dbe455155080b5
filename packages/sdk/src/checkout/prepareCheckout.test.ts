import { HttpResponse, graphql } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from '../createSdk';
import { mapCustomer } from '../customer/mapCustomer';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { buildAddressData, buildCustomerData } from '../testing/customerData';
import { cartAddressData, checkoutCartData, shippingMethodData } from './checkoutTestData';
import { applyBillingAddress, prepareCheckout } from './prepareCheckout';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function signedInSdk() {
  const tokenStorage = createMemoryStorage();
  tokenStorage.set('vsf-customer', 'tok');
  // The requests are the checkout's own; the login's merges are tested in session/.
  return createSdk({
    endpoint,
    storage: createMemoryStorage(),
    tokenStorage,
    sessionReactions: false,
  });
}

/** Ola with addresses 1 and 2 (2 the default shipping, 1 the default billing). */
const ola = mapCustomer(
  buildCustomerData({
    addresses: [
      buildAddressData({ id: 1, default_shipping: false }),
      buildAddressData({ id: 2, default_billing: false }),
    ],
    default_billing: '1',
    default_shipping: '2',
  }),
);
/** Ola's company account: billed to address 1, the default billing address. */
const company = { ...ola, companyId: '12' };

const shippingTo = (id: number) => ({
  ...cartAddressData({ id }),
  same_as_billing: false,
  customer_notes: null,
  available_shipping_methods: [shippingMethodData('bring', 'pickup_point', 149)],
  selected_shipping_method: null,
});

/**
 * Serves the checkout (`cart` as it starts) and its address mutations, which answer with the
 * address set; returns the mutations' variables in the order they came.
 */
function serveCheckout(cart = checkoutCartData()) {
  let current = cart;
  const sent: [string, unknown][] = [];
  server.use(
    magento.query('CheckoutCart', () => HttpResponse.json({ data: { customerCart: current } })),
    magento.mutation('SetShippingAddressOnCart', ({ variables }) => {
      const { shippingAddress } = variables as { shippingAddress: { customer_address_id: number } };
      sent.push(['shipping', shippingAddress]);
      current = {
        ...current,
        shipping_addresses: [shippingTo(shippingAddress.customer_address_id)],
      };
      return HttpResponse.json({ data: { setShippingAddressesOnCart: { cart: current } } });
    }),
    magento.mutation('SetBillingAddressOnCart', ({ variables }) => {
      const { billingAddress } = variables as { billingAddress: Record<string, unknown> };
      sent.push(['billing', billingAddress]);
      current = { ...current, billing_address: cartAddressData() };
      return HttpResponse.json({ data: { setBillingAddressOnCart: { cart: current } } });
    }),
  );
  return sent;
}

describe('prepareCheckout', () => {
  it('loads the checkout, sets the default shipping address, then bills to it', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout();
    await prepareCheckout(sdk.checkout, ola);
    expect(sent).toEqual([
      ['shipping', { customer_address_id: 2 }],
      ['billing', { same_as_shipping: true }],
    ]);
    expect(sdk.checkout.getSnapshot().checkout?.shippingMethods).toHaveLength(1);
  });

  it('bills a company customer to the default billing address', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout();
    await prepareCheckout(sdk.checkout, company);
    expect(sent).toEqual([
      ['shipping', { customer_address_id: 2 }],
      ['billing', { customer_address_id: 1 }],
    ]);
  });

  it('keeps the addresses a cart has', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout(
      checkoutCartData({ shipping_addresses: [shippingTo(1)], billing_address: cartAddressData() }),
    );
    await sdk.checkout.load();
    await prepareCheckout(sdk.checkout, ola);
    expect(sent).toEqual([]);
  });

  it('bills to the shipping address already on the cart', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout(checkoutCartData({ shipping_addresses: [shippingTo(1)] }));
    await prepareCheckout(sdk.checkout, ola);
    expect(sent).toEqual([['billing', { same_as_shipping: true }]]);
  });

  it('sets no shipping address for a virtual cart and bills it to the default billing address', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout(checkoutCartData({ is_virtual: true }));
    await prepareCheckout(sdk.checkout, ola);
    // Nothing to bill "same as shipping" to: the default billing address instead.
    expect(sent).toEqual([['billing', { customer_address_id: 1 }]]);
  });

  it('leaves a virtual cart of a customer without a billing address for the form', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout(checkoutCartData({ is_virtual: true }));
    await prepareCheckout(sdk.checkout, { ...ola, addresses: [], defaultBillingId: null });
    expect(sent).toEqual([]);
  });

  it('sets no shipping address for a customer without addresses', async () => {
    const sdk = signedInSdk();
    const none = serveCheckout();
    await prepareCheckout(sdk.checkout, { ...ola, addresses: [], defaultShippingId: null });
    expect(none).toEqual([]);
  });

  it('does nothing for a cart without lines', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout(checkoutCartData({ items: [], total_quantity: 0 }));
    await prepareCheckout(sdk.checkout, company);
    expect(sent).toEqual([]);
  });
});

describe('applyBillingAddress', () => {
  it('bills to the shipping address once the cart has one', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout();
    await sdk.checkout.load();
    await applyBillingAddress(sdk.checkout, ola);
    expect(sent).toEqual([]);
    await sdk.checkout.setShippingAddress({ customerAddressId: 1 });
    await applyBillingAddress(sdk.checkout, ola);
    expect(sent.at(-1)).toEqual(['billing', { same_as_shipping: true }]);
  });

  it('bills a company customer to the default billing address, or leaves billing without one', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout();
    await sdk.checkout.load();
    await applyBillingAddress(sdk.checkout, { ...company, defaultBillingId: null });
    expect(sent).toEqual([]);
    await applyBillingAddress(sdk.checkout, company);
    expect(sent).toEqual([['billing', { customer_address_id: 1 }]]);
  });

  it('bills a virtual cart to the default billing address, and leaves it without one', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout(checkoutCartData({ is_virtual: true }));
    await sdk.checkout.load();
    await applyBillingAddress(sdk.checkout, { ...ola, defaultBillingId: null });
    expect(sent).toEqual([]);
    await applyBillingAddress(sdk.checkout, ola);
    expect(sent).toEqual([['billing', { customer_address_id: 1 }]]);
  });

  it('takes a blank company id as no company', async () => {
    const sdk = signedInSdk();
    const sent = serveCheckout(checkoutCartData({ shipping_addresses: [shippingTo(2)] }));
    await sdk.checkout.load();
    await applyBillingAddress(sdk.checkout, { ...ola, companyId: '  ' });
    expect(sent).toEqual([['billing', { same_as_shipping: true }]]);
  });
});
