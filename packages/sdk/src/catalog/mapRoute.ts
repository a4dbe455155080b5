import type { RouteQuery } from '../generated/graphql';
import { categoryUrl } from './categoryUrl';
import { mapCategory, type Category } from './mapCategory';
import { productUrl } from './productUrl';
import { urlRedirect, type UrlRedirect } from './urlRedirect';

/** A category lives at the URL. */
export interface ResolvedCategoryUrl {
  type: 'category';
  uid: string;
  name: string | null;
  /** The category's own link, `/{url_path}{url_suffix}`; `null` without a URL path. */
  url: string | null;
  /** Set when the URL asked for is an old one: send the shopper there. */
  redirect: UrlRedirect | null;
  /**
   * What the category's page shows, read with the route (so the page needs no second look-up);
   * `null` for a category without a URL path, which no page could show.
   */
  category: Category | null;
}

/** A product lives at the URL. */
export interface ResolvedProductUrl {
  type: 'product';
  sku: string;
  uid: string;
  /** The product's own link (see `productUrl`). */
  url: string;
  redirect: UrlRedirect | null;
}

/** A CMS page lives at the URL. */
export interface ResolvedCmsPageUrl {
  type: 'cms-page';
  identifier: string;
  redirect: UrlRedirect | null;
}

/** The URL only redirects, to something that is not a catalogue entity or CMS page. */
export interface ResolvedRedirectUrl {
  type: 'redirect';
  redirect: UrlRedirect;
}

/** What lives at a storefront URL; `resolveUrl` answers `null` when nothing does. */
export type ResolvedUrl =
  ResolvedCategoryUrl | ResolvedProductUrl | ResolvedCmsPageUrl | ResolvedRedirectUrl;

/** Maps the backend's `route` answer to a {@link ResolvedUrl}; `null` when nothing lives there. */
export function mapRoute(route: RouteQuery['route']): ResolvedUrl | null {
  if (!route) return null;
  const redirect = urlRedirect(route.redirect_code, route.relative_url);
  switch (route.__typename) {
    case 'CategoryTree':
      return {
        type: 'category',
        uid: route.uid,
        name: route.name,
        url: categoryUrl(route.url_path, route.url_suffix),
        redirect,
        category: mapCategory(route),
      };
    case 'CmsPage':
      return route.identifier ? { type: 'cms-page', identifier: route.identifier, redirect } : null;
    case 'RoutableUrl':
      return redirect ? { type: 'redirect', redirect } : null;
    default:
      return route.sku
        ? {
            type: 'product',
            sku: route.sku,
            uid: route.uid,
            url: productUrl({
              sku: route.sku,
              urlKey: route.url_key,
              urlSuffix: route.url_suffix,
              urlRewrites: route.url_rewrites,
            }),
            redirect,
          }
        : null;
  }
}
