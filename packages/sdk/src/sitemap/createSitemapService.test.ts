import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTransport } from '../transport/createTransport';
import { createSitemapService } from './createSitemapService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function sitemapService() {
  return createSitemapService(
    createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
  );
}

const category = (uid: string, urlPath: string | null, children: unknown[] = []) => ({
  uid,
  name: uid,
  url_path: urlPath,
  url_suffix: '.html',
  children,
});

describe('createSitemapService', () => {
  it('flattens the category tree below the root, parents first', async () => {
    server.use(
      magento.query('SitemapCategories', () =>
        HttpResponse.json({
          data: {
            categories: {
              items: [
                category('root', 'default-category', [
                  category('a', 'traktordeler', [category('a1', 'traktordeler/filter')]),
                  null,
                  category('b', 'redskap'),
                ]),
              ],
            },
          },
        }),
      ),
    );

    await expect(sitemapService().getCategories()).resolves.toEqual([
      { uid: 'a', name: 'a', url: '/traktordeler.html' },
      { uid: 'a1', name: 'a1', url: '/traktordeler/filter.html' },
      { uid: 'b', name: 'b', url: '/redskap.html' },
    ]);
  });

  it('gives one page of product URLs with the totals', async () => {
    server.use(
      magento.query('SitemapProducts', ({ variables }) =>
        HttpResponse.json({
          data: {
            products: {
              items: [
                {
                  sku: 'AP-1',
                  url_key: 'del-1',
                  url_suffix: '.html',
                  url_rewrites: [],
                  updated_at: '2025-01-01 10:00:00',
                },
              ],
              total_count: 1201,
              page_info: { total_pages: Math.ceil(1201 / (variables['pageSize'] as number)) },
            },
          },
        }),
      ),
    );

    await expect(
      sitemapService().getProductUrlPage({ currentPage: 3, pageSize: 250 }),
    ).resolves.toEqual({
      items: [{ url: '/del-1.html', updatedAt: '2025-01-01 10:00:00' }],
      totalCount: 1201,
      totalPages: 5,
    });
    await expect(
      sitemapService().getProductUrlPage({ currentPage: 0, pageSize: 250 }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });

  it('yields every page of product URLs in order, asking page 1 first', async () => {
    const asked: number[] = [];
    server.use(
      magento.query('SitemapProducts', ({ variables }) => {
        const page = variables['currentPage'] as number;
        asked.push(page);
        return HttpResponse.json({
          data: {
            products: {
              items: [
                {
                  sku: `AP-${page}`,
                  url_key: page === 3 ? null : `del-${page}`,
                  url_suffix: '.html',
                  url_rewrites: [],
                  updated_at: '2025-01-01 10:00:00',
                },
                {
                  sku: null,
                  url_key: 'x',
                  url_suffix: '.html',
                  url_rewrites: [],
                  updated_at: null,
                },
              ],
              total_count: 4,
              page_info: { total_pages: 4 },
            },
          },
        });
      }),
    );

    const pages = [];
    for await (const page of sitemapService().productUrlPages({ pageSize: 1, concurrency: 2 })) {
      pages.push(page);
    }

    expect(asked[0]).toBe(1);
    expect(asked.toSorted()).toEqual([1, 2, 3, 4]);
    expect(pages.map((page) => page.map((entry) => entry.url))).toEqual([
      ['/del-1.html'],
      ['/del-2.html'],
      ['/p/AP-3'],
      ['/del-4.html'],
    ]);
    expect(pages[0]?.[0]?.updatedAt).toBe('2025-01-01 10:00:00');
  });
});
