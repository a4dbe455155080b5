import { describe, expect, it } from 'vitest';
import { buildCategoryData } from './buildCatalogData';
import { mapCategory, mapDisplayMode } from './mapCategory';

describe('mapCategory', () => {
  it('maps a category page with camelCase fields and storefront links', () => {
    expect(mapCategory(buildCategoryData())).toEqual({
      uid: 'NA==',
      name: 'Filter',
      urlPath: 'traktordeler/filter',
      url: '/traktordeler/filter.html',
      description: '<p>Filter til traktoren.</p>',
      metaTitle: 'Filter',
      metaDescription: 'Filter til traktorer',
      displayMode: 'products-and-page',
      breadcrumbs: [{ uid: 'Mw==', name: 'Traktordeler', url: '/traktordeler.html' }],
      children: [
        {
          uid: 'NQ==',
          name: 'Oljefilter',
          position: 1,
          url: '/traktordeler/filter/oljefilter.html',
          productCount: 12,
        },
      ],
      productCount: 42,
      cmsBlock: { identifier: 'filter-landing', title: 'Filter', content: '<p>Velg filter</p>' },
    });
  });

  it('gives a top-level category no breadcrumbs (Magento sends null)', () => {
    expect(mapCategory(buildCategoryData({ breadcrumbs: null }))?.breadcrumbs).toEqual([]);
  });

  it('leaves out empty breadcrumbs and children, and keeps a child without URL path unlinked', () => {
    const category = mapCategory(
      buildCategoryData({
        breadcrumbs: [null, { category_uid: 'Mg==', category_name: null, category_url_path: null }],
        children: [
          null,
          {
            uid: 'Ng==',
            name: 'Uten sti',
            position: null,
            url_path: null,
            url_suffix: '.html',
            product_count: null,
          },
        ],
      }),
    );

    expect(category?.breadcrumbs).toEqual([{ uid: 'Mg==', name: null, url: null }]);
    expect(category?.children).toEqual([
      { uid: 'Ng==', name: 'Uten sti', position: null, url: null, productCount: null },
    ]);
  });

  it('has no CMS block, description or children when the backend sends none', () => {
    const category = mapCategory(
      buildCategoryData({ cms_block: null, description: '', children: null }),
    );

    expect(category).toMatchObject({ cmsBlock: null, description: null, children: [] });
  });

  it('takes a block without content as empty, and ignores one without identifier', () => {
    expect(
      mapCategory(buildCategoryData({ cms_block: { identifier: 'b', title: null, content: null } }))
        ?.cmsBlock,
    ).toEqual({ identifier: 'b', title: null, content: '' });
    expect(
      mapCategory(buildCategoryData({ cms_block: { identifier: null, title: 't', content: 'c' } }))
        ?.cmsBlock,
    ).toBeNull();
  });

  it('is null for a category without URL path', () => {
    expect(mapCategory(buildCategoryData({ url_path: null }))).toBeNull();
    expect(mapCategory(buildCategoryData({ url_path: '' }))).toBeNull();
  });
});

describe('mapDisplayMode', () => {
  it.each([
    ['PRODUCTS', 'products'],
    ['PAGE', 'page'],
    ['PRODUCTS_AND_PAGE', 'products-and-page'],
    [null, 'products'],
    [undefined, 'products'],
    ['SOMETHING_ELSE', 'products'],
    ['toString', 'products'],
  ])('maps %j to %j', (displayMode, mapped) => {
    expect(mapDisplayMode(displayMode)).toBe(mapped);
  });
});
