import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createTransport } from '../transport/createTransport';
import { buildCategoryData, buildProductData } from './buildCatalogData';
import { createCatalogService } from './createCatalogService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

/** Product pages also ask for the labels of their specifications. */
const specificationLabels = magento.query('SpecificationLabels', () =>
  HttpResponse.json({
    data: { attributesList: { items: [{ code: 'wm_weight', label: 'Vekt (kg)' }] } },
  }),
);

const server = setupServer(specificationLabels);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers(specificationLabels));
afterAll(() => server.close());

function catalogService() {
  return createCatalogService(
    createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
  );
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

describe('createCatalogService', () => {
  describe('resolveUrl', () => {
    it('asks the route query for the path of the URL and maps a category', async () => {
      let askedFor: unknown;
      server.use(
        magento.query('Route', ({ variables }) => {
          askedFor = variables['url'];
          return HttpResponse.json({
            data: {
              route: {
                __typename: 'CategoryTree',
                ...buildCategoryData({
                  uid: 'Mw==',
                  name: 'Traktordeler',
                  url_path: 'traktordeler',
                  breadcrumbs: null,
                }),
                redirect_code: 0,
                relative_url: 'traktordeler.html',
              },
            },
          });
        }),
      );

      const resolved = await catalogService().resolveUrl(
        'https://shop.example/traktordeler.html?page=2',
      );

      expect(askedFor).toBe('traktordeler.html');
      expect(resolved).toMatchObject({
        type: 'category',
        uid: 'Mw==',
        name: 'Traktordeler',
        url: '/traktordeler.html',
        redirect: null,
        // The category page's fields come with the route: no second look-up.
        category: {
          uid: 'Mw==',
          url: '/traktordeler.html',
          description: '<p>Filter til traktoren.</p>',
          breadcrumbs: [],
          children: [{ name: 'Oljefilter', url: '/traktordeler/filter/oljefilter.html' }],
          cmsBlock: { identifier: 'filter-landing' },
        },
      });
    });

    it('resolves a product behind a permanent redirect', async () => {
      server.use(
        magento.query('Route', () =>
          HttpResponse.json({
            data: {
              route: {
                __typename: 'SimpleProduct',
                uid: 'MTAx',
                sku: 'AP-10001',
                url_key: 'oljefilter',
                url_suffix: '.html',
                url_rewrites: [{ url: 'oljefilter.html' }],
                redirect_code: 301,
                relative_url: 'oljefilter.html',
              },
            },
          }),
        ),
      );

      await expect(catalogService().resolveUrl('/gammelt-oljefilter.html')).resolves.toEqual({
        type: 'product',
        sku: 'AP-10001',
        uid: 'MTAx',
        url: '/oljefilter.html',
        redirect: { code: 301, url: '/oljefilter.html' },
      });
    });

    it('resolves nothing to null', async () => {
      server.use(magento.query('Route', () => HttpResponse.json({ data: { route: null } })));

      await expect(catalogService().resolveUrl('/finnes-ikke')).resolves.toBeNull();
    });

    it('throws an SdkError with the status on HTTP 500', async () => {
      server.use(http.get(endpoint, () => new HttpResponse('Server error', { status: 500 })));

      const error = await caught(catalogService().resolveUrl('/traktordeler.html'));

      expect(isSdkError(error, 'http')).toBe(true);
      expect(isSdkError(error) && error.statusCode).toBe(500);
    });
  });

  describe('getCategoryByUrl', () => {
    it('looks the category up by the URL path without suffix and maps it', async () => {
      let askedFor: unknown;
      server.use(
        magento.query('CategoryByUrlPath', ({ variables }) => {
          askedFor = variables['urlPath'];
          return HttpResponse.json({ data: { categories: { items: [buildCategoryData()] } } });
        }),
      );

      const category = await catalogService().getCategoryByUrl('/traktordeler/filter.html');

      expect(askedFor).toBe('traktordeler/filter');
      expect(category).toMatchObject({
        uid: 'NA==',
        urlPath: 'traktordeler/filter',
        url: '/traktordeler/filter.html',
        breadcrumbs: [{ name: 'Traktordeler', url: '/traktordeler.html' }],
        cmsBlock: { identifier: 'filter-landing' },
      });
    });

    it('is null when no category has the URL path', async () => {
      server.use(
        magento.query('CategoryByUrlPath', () =>
          HttpResponse.json({ data: { categories: { items: [] } } }),
        ),
      );

      await expect(catalogService().getCategoryByUrl('/finnes-ikke.html')).resolves.toBeNull();
    });

    it('asks nothing for an empty path', async () => {
      await expect(catalogService().getCategoryByUrl('/')).resolves.toBeNull();
    });

    it('throws an SdkError with the GraphQL category on a GraphQL error', async () => {
      server.use(
        magento.query('CategoryByUrlPath', () =>
          HttpResponse.json({
            errors: [{ message: 'Internal error', extensions: { category: 'internal' } }],
          }),
        ),
      );

      const error = await caught(catalogService().getCategoryByUrl('/traktordeler.html'));

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(isSdkError(error) && error.graphQLErrors[0]?.category).toBe('internal');
    });
  });

  describe('getProductByUrl', () => {
    it('looks the product up by the URL key of the path and maps it', async () => {
      let askedFor: unknown;
      server.use(
        magento.query('ProductByUrlKey', ({ variables }) => {
          askedFor = variables['urlKey'];
          return HttpResponse.json({ data: { products: { items: [buildProductData()] } } });
        }),
      );

      const product = await catalogService().getProductByUrl(
        '/traktordeler/oljefilter-massey-ferguson-3080.html',
      );

      expect(askedFor).toBe('oljefilter-massey-ferguson-3080');
      expect(product).toMatchObject({
        sku: 'AP-10001',
        url: '/oljefilter-massey-ferguson-3080.html',
        description: '<p>Originalt oljefilter.</p>',
      });
    });

    it('is null when no product has the URL key, and asks nothing for an empty one', async () => {
      server.use(
        magento.query('ProductByUrlKey', () =>
          HttpResponse.json({ data: { products: { items: [] } } }),
        ),
      );

      await expect(catalogService().getProductByUrl('finnes-ikke')).resolves.toBeNull();
      await expect(catalogService().getProductByUrl('')).resolves.toBeNull();
    });

    it('throws an SdkError on a network failure', async () => {
      server.use(http.get(endpoint, () => HttpResponse.error()));

      const error = await caught(catalogService().getProductByUrl('oljefilter'));

      expect(isSdkError(error, 'network')).toBe(true);
    });
  });

  describe('getProductBySku', () => {
    it('looks the product up by SKU', async () => {
      let askedFor: unknown;
      server.use(
        magento.query('ProductBySku', ({ variables }) => {
          askedFor = variables['sku'];
          return HttpResponse.json({
            data: {
              products: {
                items: [buildProductData({ sku: 'AP 20/2', url_key: null, url_rewrites: [] })],
              },
            },
          });
        }),
      );

      const product = await catalogService().getProductBySku('AP 20/2');

      expect(askedFor).toBe('AP 20/2');
      expect(product).toMatchObject({ sku: 'AP 20/2', url: '/p/AP%2020%2F2' });
    });

    it('is null when there is no such product, and asks nothing for a blank SKU', async () => {
      server.use(
        magento.query('ProductBySku', () => HttpResponse.json({ data: { products: null } })),
      );

      await expect(catalogService().getProductBySku('NOPE')).resolves.toBeNull();
      await expect(catalogService().getProductBySku('  ')).resolves.toBeNull();
    });

    it('throws an SdkError on HTTP 500', async () => {
      server.use(http.get(endpoint, () => new HttpResponse(null, { status: 500 })));

      const error = await caught(catalogService().getProductBySku('AP-10001'));

      expect(isSdkError(error, 'http')).toBe(true);
    });
  });

  describe('specifications', () => {
    it('labels them from the attribute metadata, asked for once per instance', async () => {
      let labelRequests = 0;
      server.use(
        magento.query('SpecificationLabels', () => {
          labelRequests++;
          return HttpResponse.json({
            data: { attributesList: { items: [{ code: 'wm_weight', label: 'Vekt (kg)' }] } },
          });
        }),
        magento.query('ProductBySku', () =>
          HttpResponse.json({ data: { products: { items: [buildProductData()] } } }),
        ),
      );
      const catalog = catalogService();

      const product = await catalog.getProductBySku('AP-10001');
      await catalog.getProductBySku('AP-10001');

      expect(product?.specifications[0]).toEqual({
        code: 'wm_weight',
        label: 'Vekt (kg)',
        value: '0.4',
      });
      expect(labelRequests).toBe(1);
    });

    it('falls back to the codes when the labels cannot be read, and asks again next time', async () => {
      let labelRequests = 0;
      server.use(
        magento.query('SpecificationLabels', () => {
          labelRequests++;
          return HttpResponse.json({ errors: [{ message: 'Nope' }] });
        }),
        magento.query('ProductBySku', () =>
          HttpResponse.json({ data: { products: { items: [buildProductData()] } } }),
        ),
      );
      const catalog = catalogService();

      const product = await catalog.getProductBySku('AP-10001');
      await catalog.getProductBySku('AP-10001');

      expect(product?.specifications[0]?.label).toBe('wm_weight');
      expect(labelRequests).toBe(2);
    });
  });

  describe('getProductRelations', () => {
    it('maps the related and upsell products of a SKU as summaries', async () => {
      let askedFor: unknown;
      server.use(
        magento.query('ProductRelations', ({ variables }) => {
          askedFor = variables['sku'];
          return HttpResponse.json({
            data: {
              products: {
                items: [
                  {
                    uid: 'MTAx',
                    related_products: [buildProductData({ sku: 'AP-2' }), null],
                    upsell_products: [buildProductData({ sku: 'AP-3' })],
                  },
                ],
              },
            },
          });
        }),
      );

      const relations = await catalogService().getProductRelations('AP-10001');

      expect(askedFor).toBe('AP-10001');
      expect(relations.related.map((product) => product.sku)).toEqual(['AP-2']);
      expect(relations.upsell.map((product) => product.sku)).toEqual(['AP-3']);
    });

    it('has none for an unknown SKU, and asks nothing for an empty one', async () => {
      server.use(
        magento.query('ProductRelations', () =>
          HttpResponse.json({ data: { products: { items: [] } } }),
        ),
      );
      await expect(catalogService().getProductRelations('NOPE')).resolves.toEqual({
        related: [],
        upsell: [],
      });
      await expect(catalogService().getProductRelations(' ')).resolves.toEqual({
        related: [],
        upsell: [],
      });
    });
  });

  describe('getProductList', () => {
    it('asks for one page of the category, sorted, and maps it', async () => {
      let askedWith: unknown;
      server.use(
        magento.query('ProductList', ({ variables }) => {
          askedWith = variables;
          return HttpResponse.json({
            data: {
              products: {
                items: [buildProductData(), buildProductData({ sku: 'AP-10002', url_key: null })],
                total_count: 26,
                page_info: { current_page: 2, page_size: 24, total_pages: 2 },
              },
            },
          });
        }),
      );

      const list = await catalogService().getProductList({
        categoryUid: 'NA==',
        currentPage: 2,
        pageSize: 24,
        sort: { field: 'price', direction: 'DESC' },
      });

      expect(askedWith).toEqual({
        search: null,
        filter: { category_uid: { eq: 'NA==' } },
        currentPage: 2,
        pageSize: 24,
        sort: { price: 'DESC' },
      });
      expect(list.items.map((item) => item.url)).toEqual([
        '/oljefilter-massey-ferguson-3080.html',
        '/oljefilter-massey-ferguson-3080.html',
      ]);
      expect(list.totalCount).toBe(26);
      expect(list.pageInfo).toEqual({ currentPage: 2, pageSize: 24, totalPages: 2 });
    });

    it('asks for the first page of 12 in the backend’s order by default', async () => {
      let askedWith: unknown;
      server.use(
        magento.query('ProductList', ({ variables }) => {
          askedWith = variables;
          return HttpResponse.json({
            data: { products: { items: [], total_count: 0, page_info: null } },
          });
        }),
      );

      const list = await catalogService().getProductList({ categoryUid: 'NA==' });

      expect(askedWith).toEqual({
        search: null,
        filter: { category_uid: { eq: 'NA==' } },
        currentPage: 1,
        pageSize: 12,
        sort: null,
      });
      expect(list).toEqual({
        items: [],
        totalCount: 0,
        pageInfo: { currentPage: 1, pageSize: 12, totalPages: 1 },
        facets: [],
        suggestions: [],
      });
    });

    it('filters by the shopper’s facet values within the category, and maps the facets', async () => {
      let askedWith: unknown;
      server.use(
        magento.query('ProductList', ({ variables }) => {
          askedWith = variables['filter'];
          return HttpResponse.json({
            data: {
              products: {
                items: [],
                total_count: 0,
                page_info: null,
                aggregations: [
                  {
                    attribute_code: 'color',
                    label: 'Farge',
                    position: 1,
                    options: [{ label: 'Rød', value: '12', count: 3 }],
                  },
                ],
              },
            },
          });
        }),
      );

      const list = await catalogService().getProductList({
        categoryUid: 'NA==',
        filters: { color: ['12', '14'], price: ['100_'], category_uid: ['NQ=='] },
      });

      expect(askedWith).toEqual({
        category_uid: { eq: 'NQ==' },
        color: { in: ['12', '14'] },
        price: { from: '100' },
      });
      expect(list.facets).toEqual([
        {
          type: 'options',
          code: 'color',
          label: 'Farge',
          options: [{ label: 'Rød', value: '12', count: 3 }],
        },
      ]);
    });

    it.each([0, -1, 1.5, Number.NaN])(
      'refuses a page or page size of %j without asking',
      async (value) => {
        const catalog = catalogService();

        const errors = await Promise.all([
          caught(catalog.getProductList({ categoryUid: 'NA==', currentPage: value })),
          caught(catalog.getProductList({ categoryUid: 'NA==', pageSize: value })),
        ]);

        expect(errors.every((error) => isSdkError(error, 'invalid-argument'))).toBe(true);
      },
    );

    it('throws an SdkError with the input category for a page past the last', async () => {
      server.use(
        magento.query('ProductList', () =>
          HttpResponse.json({
            errors: [
              {
                message: 'currentPage value 9 specified is greater than the 2 page(s) available.',
                extensions: { category: 'graphql-input' },
              },
            ],
          }),
        ),
      );

      const error = await caught(
        catalogService().getProductList({ categoryUid: 'NA==', currentPage: 9 }),
      );

      expect(isSdkError(error, 'graphql')).toBe(true);
      expect(isSdkError(error) && error.graphQLErrors[0]?.category).toBe('graphql-input');
    });
  });
});
