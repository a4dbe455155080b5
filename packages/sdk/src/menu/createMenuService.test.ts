import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createTransport } from '../transport/createTransport';
import { createMenuService } from './createMenuService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function menuService() {
  return createMenuService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject');
}

function menuItem(uid: string, linkType: string | null, linkUid: string | null, children = []) {
  return {
    uid,
    title: `Item ${uid}`,
    link: null,
    link_type: linkType,
    link_uid: linkUid,
    target: null,
    cols_nb: null,
    content: null,
    custom_class: null,
    icon_url: null,
    items_id: null,
    show_subcategories: null,
    show_title: null,
    width: null,
    children,
  };
}

describe('createMenuService', () => {
  it('loads the menu, then the linked categories, and maps both', async () => {
    let categoryVariables: unknown;
    let categoryRequests = 0;
    server.use(
      magento.query('MegaMenu', () =>
        HttpResponse.json({
          data: {
            megaMenuItems: [
              {
                uid: 'm1',
                title: 'Traktordeler',
                link: '/traktordeler.html',
                link_type: 'CATEGORY',
                link_uid: 'cat-1',
                target: '_self',
                cols_nb: 3,
                content: '<p>Alt til traktoren</p>',
                custom_class: 'menu-tractor',
                icon_url: 'https://shop.example/icons/tractor.svg',
                items_id: '12,13',
                show_subcategories: true,
                show_title: true,
                width: '100%',
                children: [
                  menuItem('m1.1', 'CATEGORY', 'cat-2'),
                  menuItem('m1.2', 'CATEGORY', 'cat-1'),
                  null,
                ],
              },
              menuItem('m2', 'EXTERNAL', null),
              menuItem('m3', null, null),
            ],
          },
        }),
      ),
      magento.query('MenuCategories', ({ variables }) => {
        categoryRequests += 1;
        categoryVariables = variables;
        return HttpResponse.json({
          data: {
            categories: {
              items: [
                {
                  uid: 'cat-1',
                  name: 'Traktordeler',
                  position: 1,
                  url_path: 'traktordeler',
                  url_suffix: '.html',
                  children: [
                    {
                      uid: 'cat-1a',
                      name: 'Filter',
                      position: 2,
                      url_path: 'traktordeler/filter',
                      url_suffix: '.html',
                      children: [
                        {
                          uid: 'cat-1a1',
                          name: 'Oljefilter',
                          position: 1,
                          url_path: 'traktordeler/filter/olje',
                          url_suffix: '.html',
                        },
                      ],
                    },
                  ],
                },
                {
                  uid: 'cat-2',
                  name: 'Lys',
                  position: 3,
                  url_path: null,
                  url_suffix: '.html',
                  children: null,
                },
                null,
              ],
            },
          },
        });
      }),
    );

    const menu = await menuService().load();

    expect(categoryRequests).toBe(1);
    expect(categoryVariables).toEqual({ uids: ['cat-1', 'cat-2'], pageSize: 2 });
    expect(menu).toHaveLength(3);
    const [tractor, external, other] = menu;
    expect(tractor).toMatchObject({
      uid: 'm1',
      title: 'Traktordeler',
      link: '/traktordeler.html',
      linkType: 'category',
      linkUid: 'cat-1',
      target: '_self',
      colsNb: 3,
      content: '<p>Alt til traktoren</p>',
      customClass: 'menu-tractor',
      iconUrl: 'https://shop.example/icons/tractor.svg',
      itemsId: '12,13',
      showSubcategories: true,
      showTitle: true,
      width: '100%',
    });
    expect(tractor?.category).toEqual({
      uid: 'cat-1',
      name: 'Traktordeler',
      position: 1,
      url: '/traktordeler.html',
      children: [
        {
          uid: 'cat-1a',
          name: 'Filter',
          position: 2,
          url: '/traktordeler/filter.html',
          children: [
            {
              uid: 'cat-1a1',
              name: 'Oljefilter',
              position: 1,
              url: '/traktordeler/filter/olje.html',
              children: [],
            },
          ],
        },
      ],
    });
    expect(tractor?.children.map((child) => child.uid)).toEqual(['m1.1', 'm1.2']);
    expect(tractor?.children[0]?.category).toEqual({
      uid: 'cat-2',
      name: 'Lys',
      position: 3,
      url: null,
      children: [],
    });
    expect(tractor?.children[1]?.category?.children[0]?.children).toEqual([]);
    expect(external).toMatchObject({ linkType: 'external', category: null, children: [] });
    expect(other).toMatchObject({ linkType: 'other', category: null });
  });

  it('sends one request for a menu without category links', async () => {
    let categoryRequests = 0;
    server.use(
      magento.query('MegaMenu', () =>
        HttpResponse.json({
          data: {
            megaMenuItems: [menuItem('m1', 'PAGE', 'page-1'), menuItem('m2', 'OTHER', null)],
          },
        }),
      ),
      magento.query('MenuCategories', () => {
        categoryRequests += 1;
        return HttpResponse.json({ data: { categories: { items: [] } } });
      }),
    );

    const menu = await menuService().load();

    expect(categoryRequests).toBe(0);
    expect(menu.map((entry) => entry.linkType)).toEqual(['page', 'other']);
  });

  it('returns an empty menu when the backend has none', async () => {
    server.use(
      magento.query('MegaMenu', () => HttpResponse.json({ data: { megaMenuItems: null } })),
    );

    await expect(menuService().load()).resolves.toEqual([]);
  });

  it('throws an SdkError when the menu request fails', async () => {
    server.use(http.get(endpoint, () => HttpResponse.error()));

    const error = await caught(menuService().load());

    expect(isSdkError(error, 'network')).toBe(true);
  });

  it('throws an SdkError when the categories request fails', async () => {
    server.use(
      magento.query('MegaMenu', () =>
        HttpResponse.json({ data: { megaMenuItems: [menuItem('m1', 'CATEGORY', 'cat-1')] } }),
      ),
      magento.query('MenuCategories', () =>
        HttpResponse.json({
          errors: [{ message: 'Internal error', extensions: { category: 'internal' } }],
        }),
      ),
    );

    const error = await caught(menuService().load());

    expect(isSdkError(error, 'graphql')).toBe(true);
  });
});
