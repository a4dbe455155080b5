import { consentCookieName, shopConstants } from '@agri-parts/sdk';

import { topBarDismissedCookie } from '../layout/topBarDismissal';
import { listingLayoutCookie } from '../listing/listingLayoutCookie';

/**
 * What a shared cache in front of the storefront (the nginx edge) needs to know about cookies, in
 * one place: the edge's configuration is generated from these lists (`server/edge/nginxConfig.ts`).
 * The reasoning is in the README ("The edge").
 */

/**
 * Cookies an anonymous page is rendered from: the tax display (prices with or without VAT), the
 * listing's grid or list, the consent choice (the banner, the tag manager's consent state —
 * the whole recorded choice with its date is in the page's data) and a dismissed top bar. A shared cache keys a page on
 * their values and on no other cookie, so `_ga` and the like neither split nor bypass it.
 */
export const pageVariantCookies = [
  shopConstants.localStorageKeys.taxOff,
  listingLayoutCookie,
  consentCookieName,
  topBarDismissedCookie,
] as const;

/**
 * Cookies that make a request one shopper's: the session (the customer token) and the cart. A
 * shared cache neither answers nor stores a request that carries one, whatever its value.
 */
export const cacheBypassCookies = [
  shopConstants.cookies.names.customer,
  shopConstants.cookies.names.cart,
] as const;

/**
 * The response header in which the storefront names the cookie values it rendered a public page
 * from ({@link pageVariant}), so the edge stores a page only when its own reading of the request's
 * cookies — its cache key — agrees: a `Cookie` header the two read differently is never kept.
 */
export const pageVariantHeader = 'X-Page-Variant';

/**
 * The values of the {@link pageVariantCookies} in a `Cookie` header, as the server reads them but
 * not decoded: `taxOff=true;listing-view=;vsf-consent=` (an absent cookie has an empty value; the
 * first of a name counts, names are trimmed and compared exactly, as the SDK's cookie reader does).
 */
export function pageVariant(cookieHeader: string | null | undefined): string {
  return pageVariantCookies
    .map((name) => `${name}=${rawCookieValue(cookieHeader ?? '', name)}`)
    .join(';');
}

function rawCookieValue(header: string, name: string): string {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return '';
}
