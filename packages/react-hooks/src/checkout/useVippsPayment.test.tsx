import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useStartVippsPayment, useVippsReturn } from './useVippsPayment';

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

describe('useVippsReturn', () => {
  it('places the order once on mount, and says a payment cancelled in Vipps was refused', async () => {
    const placed: unknown[] = [];
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: checkoutCart() } }),
      ),
      magento.query('CheckoutCart', () =>
        HttpResponse.json({ data: { customerCart: checkoutCart() } }),
      ),
      magento.mutation('PlaceOrder', ({ variables }) => {
        placed.push(variables);
        return HttpResponse.json({
          data: {
            placeOrder: {
              orderV2: null,
              errors: [
                {
                  code: 'UNABLE_TO_PLACE_ORDER',
                  message: 'The payment was cancelled in Vipps.',
                  wm_error_code: 'VIPPS_CANCELLED',
                },
              ],
            },
          },
        });
      }),
    );
    const { result } = renderHook(() => useVippsReturn(), { wrapper: sdkWrapper(signedInSdk()) });
    expect(result.current).toEqual({ status: 'placing' });
    await waitFor(() => expect(result.current.status).toBe('refused'));
    expect(result.current).toMatchObject({ status: 'refused', problem: 'cancelled' });
    expect(placed).toEqual([{ cartId: 'cart-1' }]);
  });
});

describe('useStartVippsPayment', () => {
  it('refuses a landline without a request and keeps why', async () => {
    const { result } = renderHook(() => useStartVippsPayment(), {
      wrapper: sdkWrapper(signedInSdk()),
    });
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .start({ phoneNumber: '22 33 44 55', returnUrl: 'http://shop.test/r' })
        .catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(Error);
    expect(result.current.error).toBe(failure);
    expect(result.current.starting).toBe(false);
  });
});
