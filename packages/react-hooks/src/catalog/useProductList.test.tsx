import { isSdkError } from '@agri-parts/sdk';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useProductBySku } from './useProductBySku';
import { useProductList } from './useProductList';

const server = setupServer(
  // Product pages also ask for the labels of their specifications.
  magento.query('SpecificationLabels', () =>
    HttpResponse.json({ data: { attributesList: { items: [] } } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const price = { value: 399, currency: 'NOK' };

function productData(sku: string) {
  return {
    __typename: 'SimpleProduct',
    uid: `uid-${sku}`,
    sku,
    name: `Del ${sku}`,
    url_key: null,
    url_suffix: '.html',
    url_rewrites: [],
    stock_status: 'IN_STOCK',
    price_range: {
      minimum_price: { regular_price: price, final_price: price },
      maximum_price: null,
    },
    thumbnail: null,
  };
}

describe('useProductList', () => {
  it('has one page of the category, and asks again for another page', async () => {
    const asked: unknown[] = [];
    server.use(
      magento.query('ProductList', ({ variables }) => {
        asked.push(variables['currentPage']);
        const page = variables['currentPage'] as number;
        return HttpResponse.json({
          data: {
            products: {
              items: [productData(`AP-${page}`)],
              total_count: 2,
              page_info: { current_page: page, page_size: 1, total_pages: 2 },
            },
          },
        });
      }),
    );

    const { result, rerender } = renderHook(
      ({ currentPage }: { currentPage: number }) =>
        useProductList({ categoryUid: 'NA==', pageSize: 1, currentPage }),
      { wrapper: sdkWrapper(), initialProps: { currentPage: 1 } },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data?.items.map((item) => item.url)).toEqual(['/p/AP-1']);

    rerender({ currentPage: 2 });

    await waitFor(() => expect(result.current.data?.pageInfo.currentPage).toBe(2));
    expect(asked).toEqual([1, 2]);
  });

  it('has the http SdkError on HTTP 500', async () => {
    server.use(http.get(testEndpoint, () => new HttpResponse(null, { status: 500 })));

    const { result } = renderHook(() => useProductList({ categoryUid: 'NA==' }), {
      wrapper: sdkWrapper(),
    });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(isSdkError(result.current.error, 'http')).toBe(true);
  });
});

describe('useProductBySku', () => {
  it('has the product, or null when there is none', async () => {
    server.use(
      magento.query('ProductBySku', ({ variables }) =>
        HttpResponse.json({
          data: {
            products: {
              items:
                variables['sku'] === 'AP-1'
                  ? [
                      {
                        ...productData('AP-1'),
                        meta_title: null,
                        meta_description: null,
                        only_x_left_in_stock: 2,
                        description: { html: '<p>Del</p>' },
                        short_description: null,
                        small_image: null,
                        media_gallery: [],
                        categories: [],
                        wm_delivery_time: null,
                        ag_produktgruppe: null,
                        wm_order_product: null,
                      },
                    ]
                  : [],
            },
          },
        }),
      ),
    );

    const found = renderHook(() => useProductBySku('AP-1'), { wrapper: sdkWrapper() });
    const missing = renderHook(() => useProductBySku('NOPE'), { wrapper: sdkWrapper() });

    await waitFor(() => expect(found.result.current.status).toBe('success'));
    expect(found.result.current.data).toMatchObject({ sku: 'AP-1', onlyXLeftInStock: 2 });
    await waitFor(() => expect(missing.result.current.status).toBe('success'));
    expect(missing.result.current.data).toBeNull();
  });
});
