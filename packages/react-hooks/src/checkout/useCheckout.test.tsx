import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createSdk, type Customer } from '@agri-parts/sdk';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useCheckout } from './useCheckout';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const money = (value: number) => ({ value });

function checkoutCart(extra: Record<string, unknown> = {}) {
  return {
    id: 'cart-1',
    total_quantity: 1,
    is_virtual: false,
    email: 'ola.nordmann@example.no',
    applied_coupons: [],
    items: [
      {
        __typename: 'SimpleCartItem',
        uid: 'l1',
        quantity: 1,
        is_available: true,
        not_available_message: null,
        errors: [],
        product: {
          __typename: 'SimpleProduct',
          sku: 'OF-1',
          uid: 'p1',
          name: 'Oljefilter',
          url_key: 'oljefilter',
          url_suffix: '.html',
          stock_status: 'IN_STOCK',
          only_x_left_in_stock: null,
          thumbnail: null,
        },
        prices: {
          price: money(80),
          price_including_tax: money(100),
          row_total: money(80),
          row_total_including_tax: money(100),
          total_item_discount: money(0),
        },
      },
    ],
    prices: {
      subtotal_including_tax: money(100),
      subtotal_excluding_tax: money(80),
      grand_total: money(100),
      grand_total_excluding_tax: money(80),
      subtotal_with_discount_excluding_tax: money(80),
      applied_taxes: [],
      discounts: [],
    },
    available_payment_methods: [{ code: 'wm_card', title: 'Kort' }],
    wm_customer_order_fields: null,
    shipping_addresses: [],
    billing_address: null,
    selected_payment_method: null,
    ...extra,
  };
}

function signedInSdk() {
  const tokenStorage = createMemoryStorage();
  tokenStorage.set('vsf-customer', 'tok');
  return createSdk({
    endpoint: testEndpoint,
    storage: createMemoryStorage(),
    tokenStorage,
    logger: { error: () => undefined },
    sessionReactions: false,
  });
}

const company: Customer = {
  firstname: 'Kari',
  lastname: 'Haugen',
  email: 'post@fjelltun-maskin.example.no',
  taxvat: null,
  companyId: '12',
  phoneNumber: null,
  companyType: null,
  isSubscribed: false,
  hideCartButton: null,
  addresses: [],
  defaultBillingId: null,
  defaultShippingId: null,
};

const nok = (value: number) => ({ value, currency: 'NOK' as const });

function orderData() {
  return {
    number: '000001043',
    order_date: '2026-11-21 13:50:00',
    status: 'Processing',
    email: 'ola.nordmann@example.no',
    carrier: 'Bring',
    shipping_method: 'Bring - Pakke til hentested',
    applied_coupons: [],
    payment_methods: [{ name: 'Kort', type: 'wm_card' }],
    billing_address: null,
    shipping_address: null,
    items: [
      {
        id: 'i1',
        product_sku: 'OF-1',
        product_name: 'Oljefilter',
        product_url_key: 'oljefilter',
        quantity_ordered: 1,
        quantity_shipped: 0,
        quantity_canceled: 0,
        quantity_refunded: 0,
        product_sale_price: nok(80),
        prices: null,
        selected_options: [],
        entered_options: [],
      },
    ],
    total: {
      subtotal_excl_tax: nok(80),
      subtotal_incl_tax: nok(100),
      total_shipping: nok(119.2),
      shipping_handling: { amount_including_tax: nok(149) },
      discounts: [],
      taxes: [],
      total_tax: nok(49.8),
      grand_total: nok(249),
    },
  };
}

describe('useCheckout', () => {
  it('loads a signed-in customer’s checkout and says what is missing', async () => {
    server.use(
      magento.query('CheckoutCart', () =>
        HttpResponse.json({ data: { customerCart: checkoutCart() } }),
      ),
    );
    const sdk = signedInSdk();
    sdk.session.setCustomer(company);
    const { result } = renderHook(() => useCheckout(), { wrapper: sdkWrapper(sdk) });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.checkout?.cart.id).toBe('cart-1');
    expect(result.current.readiness).toEqual({ ready: false, missing: 'shipping-address' });
    // A company customer without wm_invoice among the methods: credit not approved.
    expect(result.current.invoice).toBe('not-available');
    expect(result.current.placing).toBe(false);
  });

  it('loads nothing for a guest (guest checkout is off)', async () => {
    const sdk = createSdk({ endpoint: testEndpoint, logger: { error: () => undefined } });
    const { result } = renderHook(() => useCheckout(), { wrapper: sdkWrapper(sdk) });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(result.current).toMatchObject({ status: 'idle', checkout: null, readiness: null });
  });

  it('renders idle on the server without a request', () => {
    const sdk = signedInSdk();
    let seen: string | null = null;
    function Probe() {
      seen = useCheckout().status;
      return null;
    }
    const Wrapper = sdkWrapper(sdk);
    renderToString(
      <Wrapper>
        <Probe />
      </Wrapper>,
    );
    expect(seen).toBe('idle');
  });

  it('places the order, shows placing meanwhile, and keeps the placed order', async () => {
    let requests = 0;
    server.use(
      magento.query('CheckoutCart', () =>
        HttpResponse.json({ data: { customerCart: checkoutCart() } }),
      ),
      magento.mutation('PlaceOrder', async () => {
        requests += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({
          data: { placeOrder: { orderV2: orderData(), errors: [] } },
        });
      }),
    );
    const sdk = signedInSdk();
    const { result } = renderHook(() => useCheckout(), { wrapper: sdkWrapper(sdk) });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    let placed: Promise<unknown> = Promise.resolve();
    act(() => {
      placed = Promise.all([result.current.placeOrder(), result.current.placeOrder()]);
    });
    await waitFor(() => expect(result.current.placing).toBe(true));
    await act(async () => {
      await placed;
    });

    expect(requests).toBe(1);
    expect(result.current).toMatchObject({
      status: 'placed',
      placing: false,
      placedOrder: { orderNumber: '000001043' },
    });
  });

  it('loads the fresh cart when it mounts after an order was placed', async () => {
    let cartId = 'cart-1';
    server.use(
      magento.query('CheckoutCart', () =>
        HttpResponse.json({ data: { customerCart: checkoutCart({ id: cartId }) } }),
      ),
      magento.mutation('PlaceOrder', () =>
        HttpResponse.json({ data: { placeOrder: { orderV2: orderData(), errors: [] } } }),
      ),
    );
    const sdk = signedInSdk();
    await sdk.checkout.load();
    await sdk.checkout.placeOrder();
    cartId = 'cart-2';

    const { result } = renderHook(() => useCheckout(), { wrapper: sdkWrapper(sdk) });

    await waitFor(() => expect(result.current.checkout?.cart.id).toBe('cart-2'));
    expect(result.current).toMatchObject({
      status: 'ready',
      placedOrder: { orderNumber: '000001043' },
    });
  });

  it('keeps a refused payment method in error with its kind', async () => {
    server.use(
      magento.query('CheckoutCart', () =>
        HttpResponse.json({ data: { customerCart: checkoutCart() } }),
      ),
      magento.mutation('SetPaymentMethodOnCart', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Payment by invoice is not available for you!',
              extensions: { category: 'graphql-input', error_code: 'INVOICE_NOT_AVAILABLE' },
            },
          ],
        }),
      ),
    );
    const sdk = signedInSdk();
    const { result } = renderHook(() => useCheckout(), { wrapper: sdkWrapper(sdk) });
    await waitFor(() => expect(result.current.status).toBe('ready'));

    await act(async () => {
      await result.current.setPaymentMethod('wm_invoice').catch(() => undefined);
    });
    expect(result.current.error).toMatchObject({
      action: 'payment-method',
      kind: 'invoice-not-available',
    });
  });
});
