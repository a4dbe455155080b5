/**
 * Cache headers of the storefront's pages (and their `.data` requests), decided by one pure rule
 * so the server and the tests agree. The reasoning is in the README ("Cache headers").
 */

/** A page every anonymous shopper sees alike: a CDN keeps it 5 minutes, serves it 10 more stale. */
export const catalogueCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

/** A page that is not there: a CDN may keep the answer for a minute. */
export const notFoundCacheControl = 'public, max-age=0, s-maxage=60';

/** A page of a customer, a page that changes a cookie, a form's answer: kept by nobody. */
export const personalCacheControl = 'private, no-store';

/** An answer nobody should keep that is not personal either (server errors, odd statuses). */
export const noStoreCacheControl = 'no-store';

/**
 * Where the pages of one shopper live: the account area, the checkout, the wish list, my tractors,
 * the external checkout, and a list shared by link (its token is the only key to it, and its
 * owner's changes show at once). Compared case-insensitively (React Router matches routes so).
 */
export const personalPathPrefixes = [
  '/customer',
  '/checkout',
  '/onskeliste',
  '/my-tractors',
  '/sveacheckout',
  '/delt-liste',
] as const;

export interface PageCacheInput {
  /** The request's method. */
  method: string;
  /** The request's path (`/traktordeler.html`, `/traktordeler.html.data`, `/_root.data`). */
  pathname: string;
  /** The response's status. */
  status: number;
  /** Whether the request carried the customer session cookie. */
  session: boolean;
  /** Whether the response sets a cookie. */
  setsCookie: boolean;
  /** A `Cache-Control` the route chose itself (the sitemap, robots.txt), or `null`. */
  routeCacheControl: string | null;
}

export interface PageCacheDecision {
  cacheControl: string;
  /**
   * Whether the answer must carry `Vary: Cookie`: the page is rendered from cookies (the tax
   * display, the listing layout, the consent choice), so a shared cache may hand it only to a
   * request with the same cookies.
   */
  varyCookie: boolean;
}

/**
 * The cache headers of a page answer:
 * - anything but GET / HEAD, a request with the session cookie, an answer that sets a cookie,
 *   and every page under {@link personalPathPrefixes}: `private, no-store`;
 * - a server error: `no-store`;
 * - a route's own `Cache-Control` (not rendered from cookies): kept;
 * - 200 and permanent redirects: {@link catalogueCacheControl} with `Vary: Cookie`;
 * - 404 and 410: {@link notFoundCacheControl} with `Vary: Cookie`;
 * - any other status (a temporary redirect, a bad request): `no-store`.
 */
export function pageCacheControl(input: PageCacheInput): PageCacheDecision {
  const method = input.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return personal;
  if (input.session || input.setsCookie || isPersonalPath(input.pathname)) return personal;
  if (input.status >= 500) return { cacheControl: noStoreCacheControl, varyCookie: false };
  if (input.routeCacheControl) return { cacheControl: input.routeCacheControl, varyCookie: false };
  if ([200, 203, 301, 308].includes(input.status)) {
    return { cacheControl: catalogueCacheControl, varyCookie: true };
  }
  if (input.status === 404 || input.status === 410) {
    return { cacheControl: notFoundCacheControl, varyCookie: true };
  }
  return { cacheControl: noStoreCacheControl, varyCookie: false };
}

const personal: PageCacheDecision = { cacheControl: personalCacheControl, varyCookie: false };

/** Whether a path (a page's or its `.data` request's) is one shopper's page. */
export function isPersonalPath(pathname: string): boolean {
  let path = pathname.replace(/\/{2,}/g, '/').toLowerCase();
  try {
    path = decodeURIComponent(path).toLowerCase();
  } catch {
    // Not percent-encoded validly: judged as it is.
  }
  path = path.replace(/\.data$/, '');
  if (path === '/_root') path = '/';
  return personalPathPrefixes.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`),
  );
}
