import { delay, graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildProductData } from '../catalog/buildCatalogData';
import { isSdkError } from '../errors/SdkError';
import { createTransport } from '../transport/createTransport';
import { createSearchService, isSearchableTerm } from './createSearchService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function searchService() {
  return createSearchService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));
}

describe('createSearchService', () => {
  describe('search', () => {
    it('searches the trimmed term with the filters, by name, 12 a page, and maps facets', async () => {
      let askedWith: Record<string, unknown> = {};
      server.use(
        magento.query('ProductList', ({ variables }) => {
          askedWith = variables;
          return HttpResponse.json({
            data: {
              products: {
                items: [buildProductData()],
                total_count: 1,
                page_info: { current_page: 1, page_size: 12, total_pages: 1 },
                aggregations: [
                  {
                    attribute_code: 'price',
                    label: 'Pris',
                    position: 0,
                    options: [{ label: '300-400', value: '300_400', count: 1 }],
                  },
                ],
              },
            },
          });
        }),
      );

      const list = await searchService().search({
        term: '  oljefilter ',
        filters: { manufacturer: ['7'], price: ['300_400'] },
      });

      expect(askedWith).toEqual({
        search: 'oljefilter',
        filter: { manufacturer: { eq: '7' }, price: { from: '300', to: '400' } },
        currentPage: 1,
        pageSize: 12,
        sort: { name: 'ASC' },
      });
      expect(list.items.map((item) => item.deliveryTime)).toEqual(['1-3 dager']);
      expect(list.facets[0]).toMatchObject({
        type: 'price',
        options: [{ range: { from: 300, to: 400 } }],
      });
    });

    it('lists by filters alone when the term is too short, and by relevance when asked', async () => {
      let askedWith: Record<string, unknown> = {};
      server.use(
        magento.query('ProductList', ({ variables }) => {
          askedWith = variables;
          return HttpResponse.json({ data: { products: { items: [], total_count: 0 } } });
        }),
      );

      await searchService().search({
        term: 'ab',
        filters: { color: ['1'] },
        sort: null,
        currentPage: 2,
        pageSize: 24,
      });

      expect(askedWith).toEqual({
        search: null,
        filter: { color: { eq: '1' } },
        currentPage: 2,
        pageSize: 24,
        sort: null,
      });
    });

    it('asks nothing without a term and filters', async () => {
      await expect(searchService().search({ term: ' x ' })).resolves.toEqual({
        items: [],
        totalCount: 0,
        pageInfo: { currentPage: 1, pageSize: 12, totalPages: 1 },
        facets: [],
      });
    });
  });

  describe('quickSearch', () => {
    it('asks for 10 products and 5 categories in one request', async () => {
      let askedWith: Record<string, unknown> = {};
      server.use(
        magento.query('QuickSearch', ({ variables }) => {
          askedWith = variables;
          return HttpResponse.json({
            data: {
              products: { items: [buildProductData(), null], total_count: 31 },
              categories: {
                items: [
                  {
                    uid: 'NA==',
                    name: 'Filter',
                    url_path: 'traktordeler/filter',
                    url_suffix: '.html',
                  },
                  null,
                ],
              },
            },
          });
        }),
      );

      const result = await searchService().quickSearch(' filter ');

      expect(askedWith).toEqual({ term: 'filter', pageSize: 10, categoryCount: 5 });
      expect(result).toMatchObject({
        term: 'filter',
        totalCount: 31,
        products: [{ sku: 'AP-10001' }],
        categories: [{ uid: 'NA==', name: 'Filter', url: '/traktordeler/filter.html' }],
      });
    });

    it('finds nothing for a term under 3 characters without asking', async () => {
      await expect(searchService().quickSearch(' fi ')).resolves.toEqual({
        term: 'fi',
        products: [],
        totalCount: 0,
        categories: [],
      });
    });

    it('rejects with a network error when its signal aborts', async () => {
      server.use(
        magento.query('QuickSearch', async () => {
          await delay(200);
          return HttpResponse.json({ data: { products: null, categories: null } });
        }),
      );
      const controller = new AbortController();

      const pending = searchService().quickSearch('filter', { signal: controller.signal });
      controller.abort();

      await expect(pending).rejects.toSatisfy((error) => isSdkError(error, 'network'));
    });
  });
});

describe('isSearchableTerm', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    [' RE5 ', true],
  ])('is %j searchable: %s', (term, searchable) => {
    expect(isSearchableTerm(term)).toBe(searchable);
  });
});
