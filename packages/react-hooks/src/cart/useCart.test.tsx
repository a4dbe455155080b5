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

  it('loads once when many components mount the hook together', async () => {
    let cartRequests = 0;
    server.use(
      magento.query('Cart', () => {
        cartRequests += 1;
        return HttpResponse.json({ data: { cart: cartData('g1', 1) } });
      }),
    );
    const sdk = createSdk({
      endpoint: testEndpoint,
      storage: createMemoryStorage([['vsf-cart', 'g1']]),
      logger: { error: () => undefined },
    });
    const { result } = renderHook(() => [useCart(), useCart(), useCart()], {
      wrapper: sdkWrapper(sdk),
    });

    await waitFor(() => expect(result.current[2]?.status).toBe('ready'));
    expect(result.current.map((entry) => entry.badgeQuantity)).toEqual([1, 1, 1]);
    expect(cartRequests).toBe(1);
  });

  it("creates no cart on a guest's mount; the first add does", async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requests.push(request.url);
    });
    server.use(
      magento.mutation('CreateGuestCart', () =>
        HttpResponse.json({ data: { createGuestCart: { cart: cartData('new', 0) } } }),
      ),
      magento.mutation('AddSimpleProductsToCart', () =>
        HttpResponse.json({ data: { addSimpleProductsToCart: { cart: cartData('new', 1) } } }),
      ),
    );
    const sdk = createSdk({ endpoint: testEndpoint, logger: { error: () => undefined } });
    const { result } = renderHook(() => useCart(), { wrapper: sdkWrapper(sdk) });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.cart).toBeNull();
    expect(result.current.badgeQuantity).toBeNull();
    expect(requests).toEqual([]);

    await act(() =>
      result.current.add({ sku: 'A', type: 'simple', stockStatus: 'in-stock' }, { quantity: 1 }),
    );
    expect(result.current.cart?.id).toBe('new');
    expect(result.current.badgeQuantity).toBe(1);
    server.events.removeAllListeners();
  });

  it("loads the new owner's cart after a login, by itself", async () => {
    server.use(
      magento.query('Cart', () => HttpResponse.json({ data: { cart: cartData('g1', 1) } })),
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: cartData('cust', 3) } }),
      ),
    );
    const sdk = createSdk({
      endpoint: testEndpoint,
      storage: createMemoryStorage([['vsf-cart', 'g1']]),
      logger: { error: () => undefined },
      sessionReactions: false,
    });
    const { result } = renderHook(() => useCart(), { wrapper: sdkWrapper(sdk) });
    await waitFor(() => expect(result.current.cart?.id).toBe('g1'));

    act(() =>
      sdk.session.hydrate({ status: 'authenticated', customer: null, creditCheckApproved: null }),
    );
    await waitFor(() => expect(result.current.cart?.id).toBe('cust'));
    expect(result.current.badgeQuantity).toBe(3);
  });

  it('keeps a failed load in the state', async () => {
    server.use(magento.query('Cart', () => HttpResponse.error()));
    const sdk = createSdk({
      endpoint: testEndpoint,
      storage: createMemoryStorage([['vsf-cart', 'g1']]),
      logger: { error: () => undefined },
    });
    const { result } = renderHook(() => useCart(), { wrapper: sdkWrapper(sdk) });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toMatchObject({ action: 'load' });
  });

  it('with a selector, loads all the same and re-renders only when the selection changes', async () => {
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
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useCart((state) => state.cart?.totalQuantity ?? 0);
      },
      { wrapper: sdkWrapper(sdk) },
    );

    await waitFor(() => expect(sdk.cart.getSnapshot().status).toBe('ready'));
    // idle → loading → ready with an empty cart: the quantity stayed 0, so no re-render.
    expect(renders).toBe(1);
    expect(result.current).toBe(0);

    await act(() =>
      sdk.cart.add({ sku: 'A', type: 'simple', stockStatus: 'in-stock' }, { quantity: 2 }),
    );
    expect(result.current).toBe(2);
    expect(renders).toBe(2);
  });
});
