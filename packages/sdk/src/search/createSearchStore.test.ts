import { delay, graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildProductData } from '../catalog/buildCatalogData';
import { createTransport } from '../transport/createTransport';
import { createSearchService } from './createSearchService';
import { createSearchStore } from './createSearchStore';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function searchStore() {
  return createSearchStore(
    createSearchService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' })),
  );
}

/** Answers ProductList with 5 products in pages of `page_size`, recording the variables. */
function catalogueOfFive(asked: Record<string, unknown>[] = []) {
  server.use(
    magento.query('ProductList', ({ variables }) => {
      asked.push(variables);
      const page = variables['currentPage'] as number;
      const size = variables['pageSize'] as number;
      const skus = ['A', 'B', 'C', 'D', 'E'].slice((page - 1) * size, page * size);
      return HttpResponse.json({
        data: {
          products: {
            items: skus.map((sku) => buildProductData({ sku })),
            total_count: 5,
            page_info: { current_page: page, page_size: size, total_pages: Math.ceil(5 / size) },
            aggregations: [],
          },
        },
      });
    }),
  );
  return asked;
}

const skus = (store: ReturnType<typeof searchStore>) =>
  store.getSnapshot().items.map((item) => item.sku);

describe('createSearchStore', () => {
  it('loads more by asking for the next page and appending it', async () => {
    const asked = catalogueOfFive();
    const store = searchStore();

    await store.search({ term: 'filter', pageSize: 2 });
    expect(skus(store)).toEqual(['A', 'B']);
    expect(store.getSnapshot()).toMatchObject({ status: 'success', page: 1, hasMore: true });

    await store.loadMore();
    await store.loadMore();
    await store.loadMore();

    expect(skus(store)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(store.getSnapshot()).toMatchObject({ page: 3, hasMore: false });
    expect(asked.map((variables) => variables['currentPage'])).toEqual([1, 2, 3]);
  });

  it('toggles a filter value and searches again from page 1, keeping the term', async () => {
    const asked = catalogueOfFive();
    const store = searchStore();
    await store.search({ term: 'filter', pageSize: 2 });
    await store.loadMore();

    await store.toggleFilter('color', '12');
    expect(store.getSnapshot()).toMatchObject({ page: 1, filters: { color: ['12'] } });
    expect(skus(store)).toEqual(['A', 'B']);

    await store.toggleFilter('color', '12');
    await store.setSort('price_DESC');

    expect(asked.slice(2).map((variables) => [variables['filter'], variables['sort']])).toEqual([
      [{ color: { eq: '12' } }, { relevance: 'DESC' }],
      [{}, { relevance: 'DESC' }],
      [{}, { price: 'DESC' }],
    ]);
    expect(asked.every((variables) => variables['search'] === 'filter')).toBe(true);
  });

  it('resets term, results, filters and page, ignoring an answer still on its way', async () => {
    server.use(
      magento.query('ProductList', async () => {
        await delay(50);
        return HttpResponse.json({
          data: { products: { items: [buildProductData()], total_count: 1 } },
        });
      }),
    );
    const store = searchStore();

    const pending = store.search({ term: 'filter', filters: { color: ['1'] } });
    store.reset();
    await pending;

    expect(store.getSnapshot()).toMatchObject({
      status: 'idle',
      term: '',
      filters: {},
      page: 1,
      items: [],
    });
  });

  it('keeps only the answer of the latest search', async () => {
    server.use(
      magento.query('ProductList', async ({ variables }) => {
        const term = variables['search'] as string;
        await delay(term === 'slow' ? 80 : 5);
        return HttpResponse.json({
          data: { products: { items: [buildProductData({ sku: term })], total_count: 1 } },
        });
      }),
    );
    const store = searchStore();

    const first = store.search({ term: 'slow' });
    const second = store.search({ term: 'fast' });
    await Promise.all([first, second]);

    expect(skus(store)).toEqual(['fast']);
    expect(store.getSnapshot().status).toBe('success');
  });

  it('ends in the error state when the search fails, and tells listeners each step', async () => {
    server.use(
      magento.query('ProductList', () => HttpResponse.json({ errors: [{ message: 'Nope' }] })),
    );
    const store = searchStore();
    const statuses: string[] = [];
    store.subscribe(() => statuses.push(store.getSnapshot().status));

    await store.search({ term: 'filter' });

    expect(statuses).toEqual(['loading', 'error']);
    expect(store.getSnapshot().error?.code).toBe('graphql');
  });

  it('loads no more while a page is loading or on the last page', async () => {
    const asked = catalogueOfFive();
    const store = searchStore();
    await store.loadMore();
    await store.search({ term: 'filter', pageSize: 5 });
    await store.loadMore();
    expect(asked).toHaveLength(1);
  });
});
