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

function searchService(activeModelId?: () => number | null) {
  return createSearchService(
    createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
    { activeModelId },
  );
}

/** Answers ProductList with nothing, recording the variables of each request. */
function recordProductList(): Record<string, unknown>[] {
  const asked: Record<string, unknown>[] = [];
  server.use(
    magento.query('ProductList', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({ data: { products: { items: [], total_count: 0 } } });
    }),
  );
  return asked;
}

describe('createSearchService', () => {
  describe('search', () => {
    it('searches the trimmed term with the filters, most relevant first, 12 a page, and maps facets', async () => {
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
        sort: { relevance: 'DESC' },
      });
      expect(list.items.map((item) => item.deliveryTime)).toEqual(['1-3 dager']);
      expect(list.items.map((item) => item.originalNumber)).toEqual(['3595854M1']);
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

    it('lists by name A–Å when there is no term to be relevant to', async () => {
      const asked = recordProductList();

      await searchService(() => 40).search({ term: '', filters: { color: ['1'] } });

      expect(asked[0]).toMatchObject({
        search: null,
        filter: { color: { eq: '1' } },
        sort: { name: 'ASC' },
      });
    });

    it('maps the suggested terms of a search', async () => {
      server.use(
        magento.query('ProductList', () =>
          HttpResponse.json({
            data: {
              products: {
                items: [],
                total_count: 0,
                suggestions: [{ search: ' termostat ' }, null, { search: 'termostat' }],
              },
            },
          }),
        ),
      );

      const list = await searchService().search({ term: 'termostatt' });

      expect(list.suggestions).toEqual(['termostat']);
    });

    it('asks nothing without a term and filters', async () => {
      await expect(searchService().search({ term: ' x ' })).resolves.toEqual({
        items: [],
        totalCount: 0,
        pageInfo: { currentPage: 1, pageSize: 12, totalPages: 1 },
        facets: [],
        suggestions: [],
      });
    });
  });

  describe('the active tractor’s boost', () => {
    it('sends the active tractor’s model as wm_boost_pf_model_id under the relevance sort', async () => {
      const asked = recordProductList();
      let activeModel: number | null = 40;
      const service = searchService(() => activeModel);

      await service.search({ term: 'oljefilter', filters: { manufacturer: ['7'] } });
      activeModel = 41;
      await service.search({
        term: 'oljefilter',
        sort: { field: 'relevance', direction: 'DESC' },
      });

      expect(asked.map((variables) => variables['filter'])).toEqual([
        { manufacturer: { eq: '7' }, wm_boost_pf_model_id: { eq: '40' } },
        { wm_boost_pf_model_id: { eq: '41' } },
      ]);
    });

    it('leaves it out under another sort, without a tractor, and when told none', async () => {
      const asked = recordProductList();

      await searchService(() => 40).search({
        term: 'oljefilter',
        sort: { field: 'price', direction: 'ASC' },
      });
      await searchService(() => null).search({ term: 'oljefilter' });
      await searchService().search({ term: 'oljefilter' });
      await searchService(() => 40).search({ term: 'oljefilter', boostModelId: null });

      expect(asked.map((variables) => variables['filter'])).toEqual([{}, {}, {}, {}]);
    });

    it('boosts the model the caller names over the active tractor', async () => {
      const asked = recordProductList();

      await searchService(() => 40).search({ term: 'oljefilter', boostModelId: 7 });

      expect(asked[0]?.['filter']).toEqual({ wm_boost_pf_model_id: { eq: '7' } });
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

      expect(askedWith).toEqual({ term: 'filter', pageSize: 10, categoryCount: 5, filter: null });
      expect(result).toMatchObject({
        term: 'filter',
        totalCount: 31,
        products: [{ sku: 'AP-10001', originalNumber: '3595854M1' }],
        categories: [{ uid: 'NA==', name: 'Filter', url: '/traktordeler/filter.html' }],
        suggestions: [],
      });
    });

    it('ranks by relevance with the active tractor’s boost, and maps the suggestions', async () => {
      let askedWith: Record<string, unknown> = {};
      let query = '';
      server.use(
        magento.query('QuickSearch', ({ variables, query: document }) => {
          askedWith = variables;
          query = document;
          return HttpResponse.json({
            data: {
              products: { items: [], total_count: 0, suggestions: [{ search: 'termostat' }] },
              categories: { items: [] },
            },
          });
        }),
      );

      const result = await searchService(() => 40).quickSearch('termostatt');

      expect(query).toContain('sort: {relevance: DESC}');
      expect(askedWith['filter']).toEqual({ wm_boost_pf_model_id: { eq: '40' } });
      expect(result.suggestions).toEqual(['termostat']);
    });

    it('finds nothing for a term under 3 characters without asking', async () => {
      await expect(searchService().quickSearch(' fi ')).resolves.toEqual({
        term: 'fi',
        products: [],
        totalCount: 0,
        categories: [],
        suggestions: [],
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

describe('searchCategories', () => {
  it('asks for the categories whose name matches the trimmed term, 5 by default', async () => {
    let askedWith: Record<string, unknown> = {};
    server.use(
      magento.query('SearchCategories', ({ variables }) => {
        askedWith = variables;
        return HttpResponse.json({
          data: {
            categories: {
              items: [
                {
                  uid: 'NA==',
                  name: 'Termostater',
                  url_path: 'motor/termostater',
                  url_suffix: '.html',
                },
                null,
              ],
            },
          },
        });
      }),
    );

    const categories = await searchService().searchCategories(' termostat ');

    expect(askedWith).toEqual({ term: 'termostat', pageSize: 5 });
    expect(categories).toEqual([
      { uid: 'NA==', name: 'Termostater', url: '/motor/termostater.html' },
    ]);
  });

  it('finds nothing for a term under 3 characters without asking', async () => {
    await expect(searchService().searchCategories('ab')).resolves.toEqual([]);
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
