import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useCart } from './useCart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const money = (value: number) => ({ value });

function cartData(id: string, quantity: number) {
  return {
    id,
    total_quantity: quantity,
    applied_coupons: [],
    items: quantity
      ? [
          {
            __typename: 'SimpleCartItem',
            uid: 'l1',
            quantity,
            is_available: true,
            not_available_message: null,
            errors: [],
            product: {
              __typename: 'SimpleProduct',
              sku: 'A',
              uid: 'pA',
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
              row_total: money(80 * quantity),
              row_total_including_tax: money(100 * quantity),
              total_item_discount: money(0),
            },
          },
        ]
      : [],
    prices: null,
    available_payment_methods: [],
    wm_customer_order_fields: null,
  };
}

describe('useCart', () => {
  it('loads the stored guest cart on mount, shows the badge above 0 and follows changes', async () => {
    server.use(
      magento.query('Cart', () => HttpResponse.json({ data: { cart: cartData('g1', 0) } })),
      magento.mutation('AddSimpleProductsToCart', () =>
        HttpResponse.json({ data: { addSimpleProductsToCart: { cart: cartData('g1', 2) } } }),
      ),
    );
    const sdk = createSdk({
      endpoint: testEndpoint,
      storage: createMemoryStorage([['vsf-cart', 'g1']]),
      logger: { error: () => undefined },
    });
    const { result } = renderHook(() => useCart(), { wrapper: sdkWrapper(sdk) });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cart?.id).toBe('g1');
    expect(result.current.badgeQuantity).toBeNull();

    await act(() =>
      result.current.add({ sku: 'A', type: 'simple', stockStatus: 'in-stock' }, { quantity: 2 }),
    );
    expect(result.current.badgeQuantity).toBe(2);
    expect(result.current.cart?.items[0]?.product.name).toBe('Oljefilter');
  });

  it('keeps a failed load in the state', async () => {
    server.use(
      magento.mutation('CreateGuestCart', () =>
        HttpResponse.json({ errors: [{ message: 'Down' }] }),
      ),
    );
    const sdk = createSdk({ endpoint: testEndpoint, logger: { error: () => undefined } });
    const { result } = renderHook(() => useCart(), { wrapper: sdkWrapper(sdk) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ action: 'load' });
  });
});
