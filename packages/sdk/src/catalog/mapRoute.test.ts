import { describe, expect, it } from 'vitest';
import { buildCategoryData } from './buildCatalogData';
import { mapCategory } from './mapCategory';
import { mapRoute } from './mapRoute';

describe('mapRoute', () => {
  it('is null when nothing lives at the URL', () => {
    expect(mapRoute(null)).toBeNull();
  });

  it('resolves a category with its own URL and what its page shows', () => {
    const category = buildCategoryData();
    expect(
      mapRoute({
        __typename: 'CategoryTree',
        ...category,
        redirect_code: 0,
        relative_url: 'traktordeler/filter.html',
      }),
    ).toEqual({
      type: 'category',
      uid: 'NA==',
      name: 'Filter',
      url: '/traktordeler/filter.html',
      redirect: null,
      category: mapCategory(category),
    });
    expect(mapCategory(category)).toMatchObject({
      urlPath: 'traktordeler/filter',
      breadcrumbs: [{ name: 'Traktordeler', url: '/traktordeler.html' }],
      cmsBlock: { identifier: 'filter-landing' },
    });
  });

  it('resolves a category without a URL path, whose page nothing could show', () => {
    expect(
      mapRoute({
        __typename: 'CategoryTree',
        ...buildCategoryData({ url_path: null }),
        redirect_code: 0,
        relative_url: null,
      }),
    ).toMatchObject({ type: 'category', url: null, category: null });
  });

  it('resolves any product type to a product with its link', () => {
    for (const __typename of ['SimpleProduct', 'ConfigurableProduct', 'BundleProduct'] as const) {
      expect(
        mapRoute({
          __typename,
          uid: 'MTAx',
          sku: 'AP-10001',
          url_key: null,
          url_suffix: '.html',
          url_rewrites: [],
          redirect_code: 0,
          relative_url: null,
        }),
      ).toEqual({
        type: 'product',
        sku: 'AP-10001',
        uid: 'MTAx',
        url: '/p/AP-10001',
        redirect: null,
      });
    }
  });

  it('resolves a CMS page by its identifier', () => {
    expect(
      mapRoute({
        __typename: 'CmsPage',
        identifier: 'om-oss',
        redirect_code: 0,
        relative_url: 'om-oss',
      }),
    ).toEqual({ type: 'cms-page', identifier: 'om-oss', redirect: null });
  });

  it('carries the redirect of an old URL', () => {
    expect(
      mapRoute({
        __typename: 'CategoryTree',
        ...buildCategoryData({ uid: 'Mw==', name: 'Traktordeler', url_path: 'traktordeler' }),
        redirect_code: 301,
        relative_url: 'traktordeler.html',
      }),
    ).toMatchObject({ type: 'category', redirect: { code: 301, url: '/traktordeler.html' } });
  });

  it('resolves a bare redirect, and nothing for a RoutableUrl without one', () => {
    expect(
      mapRoute({ __typename: 'RoutableUrl', redirect_code: 302, relative_url: 'kampanje.html' }),
    ).toEqual({ type: 'redirect', redirect: { code: 302, url: '/kampanje.html' } });
    expect(
      mapRoute({ __typename: 'RoutableUrl', redirect_code: 0, relative_url: null }),
    ).toBeNull();
  });

  it('is null for a product without SKU or a page without identifier', () => {
    expect(
      mapRoute({
        __typename: 'SimpleProduct',
        uid: 'MTAx',
        sku: null,
        url_key: 'x',
        url_suffix: '.html',
        url_rewrites: null,
        redirect_code: 0,
        relative_url: null,
      }),
    ).toBeNull();
    expect(
      mapRoute({ __typename: 'CmsPage', identifier: null, redirect_code: 0, relative_url: null }),
    ).toBeNull();
  });
});
