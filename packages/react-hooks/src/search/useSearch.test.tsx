import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { buildProductData } from '../testing/buildProductData';
import { useSearch } from './useSearch';

const server = setupServer(
  magento.query('ProductList', ({ variables }) => {
    const page = variables['currentPage'] as number;
    return HttpResponse.json({
      data: {
        products: {
          items: [buildProductData(`AP-${page}`)],
          total_count: 2,
          page_info: { current_page: page, page_size: 1, total_pages: 2 },
          aggregations: [
            {
              attribute_code: 'color',
              label: 'Farge',
              position: 0,
              options: [{ label: 'Rød', value: '12', count: 1 }],
            },
          ],
        },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('useSearch', () => {
  it('searches, loads more and resets through the SDK’s search store', async () => {
    const { result } = renderHook(() => useSearch(), { wrapper: sdkWrapper() });
    expect(result.current.status).toBe('idle');

    await act(() => result.current.search({ term: 'filter', pageSize: 1 }));
    expect(result.current).toMatchObject({ status: 'success', hasMore: true, term: 'filter' });
    expect(result.current.facets[0]?.code).toBe('color');

    await act(() => result.current.loadMore());
    expect(result.current.items.map((item) => item.sku)).toEqual(['AP-1', 'AP-2']);

    act(() => result.current.reset());
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.items).toEqual([]);
  });
});
