import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { createMemoryStorage, createSdk } from '@agri-parts/sdk';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useWishlist } from './useWishlist';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const price = { value: 100, currency: 'NOK' };
const item = (id: string, sku: string) => ({
  id,
  quantity: 1,
  added_at: '2026-11-21T10:00:00.000Z',
  product: {
    __typename: 'SimpleProduct',
    uid: `p-${sku}`,
    sku,
    name: `Produkt ${sku}`,
    url_key: sku.toLowerCase(),
    url_suffix: '.html',
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    price_range: {
      minimum_price: { regular_price: price, final_price: price },
      maximum_price: { regular_price: price, final_price: price },
    },
    thumbnail: null,
  },
  configured_variant: null,
});

describe('useWishlist', () => {
  it("loads a guest's list by its sharing code and toggles a product off", async () => {
    let items = [item('1', 'A')];
    server.use(
      magento.query('GuestWishlist', () =>
        HttpResponse.json({
          data: {
            WmWishlist: {
              id: '9',
              items_count: items.length,
              sharing_code: 'code-1',
              items,
              page_info: { current_page: 1, page_size: 100, total_pages: 1 },
            },
          },
        }),
      ),
      magento.mutation('RemoveFromGuestWishlist', () => {
        items = [];
        return HttpResponse.json({ data: { WmWishlistRemoveItems: { user_errors: [] } } });
      }),
    );
    const sdk = createSdk({
      endpoint: testEndpoint,
      storage: createMemoryStorage([['vsf-wishlist', 'code-1']]),
      logger: { error: () => undefined },
    });
    const { result } = renderHook(() => useWishlist(), { wrapper: sdkWrapper(sdk) });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.has('A')).toBe(true);
    expect(result.current.count).toBe(1);

    await act(() => result.current.toggle({ sku: 'A', type: 'simple' }));
    expect(result.current.has('A')).toBe(false);
    expect(result.current.wishlist.items).toEqual([]);
  });

  it('loads once when many components (every heart) mount the hook together', async () => {
    let listRequests = 0;
    server.use(
      magento.query('GuestWishlist', () => {
        listRequests += 1;
        return HttpResponse.json({
          data: {
            WmWishlist: {
              id: '9',
              items_count: 1,
              sharing_code: 'code-1',
              items: [item('1', 'A')],
              page_info: { current_page: 1, page_size: 100, total_pages: 1 },
            },
          },
        });
      }),
    );
    const sdk = createSdk({
      endpoint: testEndpoint,
      storage: createMemoryStorage([['vsf-wishlist', 'code-1']]),
      logger: { error: () => undefined },
    });
    const { result } = renderHook(() => [useWishlist(), useWishlist(), useWishlist()], {
      wrapper: sdkWrapper(sdk),
    });

    await waitFor(() => expect(result.current[2]?.status).toBe('ready'));
    expect(result.current.map((entry) => entry.has('A'))).toEqual([true, true, true]);
    expect(listRequests).toBe(1);
  });

  it("creates no guest list on mount, and loads the customer's after a login by itself", async () => {
    const requests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      requests.push(request.url);
    };
    server.events.on('request:start', onRequest);
    server.use(
      magento.query('CustomerWishlist', () =>
        HttpResponse.json({
          data: {
            customer: {
              wishlists: [
                {
                  id: '5',
                  items_count: 1,
                  sharing_code: 'own',
                  items_v2: {
                    items: [item('1', 'B')],
                    page_info: { current_page: 1, page_size: 100, total_pages: 1 },
                  },
                },
              ],
            },
          },
        }),
      ),
    );
    const sdk = createSdk({
      endpoint: testEndpoint,
      logger: { error: () => undefined },
      sessionReactions: false,
    });
    const { result } = renderHook(() => useWishlist(), { wrapper: sdkWrapper(sdk) });

    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.count).toBe(0);
    expect(requests).toEqual([]);

    act(() =>
      sdk.session.hydrate({ status: 'authenticated', customer: null, creditCheckApproved: null }),
    );
    await waitFor(() => expect(result.current.has('B')).toBe(true));
    expect(result.current.owner).toBe('customer');
    server.events.removeListener('request:start', onRequest);
  });
});
