/**
 * The service worker's rules (`serviceWorker.ts` runs them; tests call them directly): what it
 * answers from its cache, what it answers with the offline page when the network is gone, and
 * what it leaves alone. It never keeps customer or cart data: only static files are stored, and
 * only answers a shared cache could keep as well.
 */

/** The offline page, written at build time from `no.json` (see `offlinePage.ts`). */
export const offlinePagePath = '/offline.html';

/** Files stored when the worker installs: the offline page and the shop's icon it shows. */
export const precachePaths = [offlinePagePath, '/favicon.svg'] as const;

/** Paths of one shopper's data or pages: never answered from, nor stored in, the cache. */
const personalPrefixes = [
  '/graphql',
  '/customer',
  '/checkout',
  '/onskeliste',
  '/my-tractors',
  '/sveacheckout',
  '/delt-liste',
] as const;

/**
 * - `static`: a static file (hashed `/assets/*`, the icon, pictures and fonts the shop serves):
 *   from the cache when there, otherwise from the network and stored;
 * - `navigation`: a page the browser navigates to: always from the network (pages are never
 *   stored), the offline page when the network fails;
 * - `network`: anything else (GraphQL, `.data` answers, other origins, non-GET): not touched.
 */
export type RequestRoute = 'static' | 'navigation' | 'network';

export interface RequestFacts {
  /** The request's URL. */
  url: string;
  /** The request's method. */
  method: string;
  /** `Request.mode` (`navigate` for a page the browser opens). */
  mode: string;
  /** The worker's origin (`self.location.origin`). */
  origin: string;
}

const staticFile = /\.(?:css|js|mjs|svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf)$/i;

/** How the worker treats a request (see {@link RequestRoute}). */
export function routeRequest(request: RequestFacts): RequestRoute {
  if (request.method.toUpperCase() !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== request.origin) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (isPersonalPath(url.pathname) || url.search !== '') return 'network';
  if (url.pathname.startsWith('/assets/')) return 'static';
  if ((precachePaths as readonly string[]).includes(url.pathname)) return 'static';
  if (url.pathname.startsWith('/images/') && staticFile.test(url.pathname)) return 'static';
  if (/\.(?:woff2?|ttf|otf)$/i.test(url.pathname)) return 'static';
  return 'network';
}

export interface ResponseFacts {
  /** The URL the answer is for. */
  url: string;
  /** `Response.status`. */
  status: number;
  /** `Response.type` (`basic` for a same-origin answer). */
  type: string;
  /** The answer's `Cache-Control`, or `null`. */
  cacheControl: string | null;
  /** The answer's `Vary`, or `null`. */
  vary: string | null;
}

/**
 * Whether the worker may store an answer: a complete same-origin 200 of a non-personal path that
 * is not `private` / `no-store` and does not vary with cookies.
 */
export function isStorable(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  let pathname: string;
  try {
    pathname = new URL(response.url).pathname;
  } catch {
    return false;
  }
  if (isPersonalPath(pathname)) return false;
  if (/\b(?:private|no-store)\b/i.test(response.cacheControl ?? '')) return false;
  if (/\bcookie\b|\*/i.test(response.vary ?? '')) return false;
  return true;
}

function isPersonalPath(pathname: string): boolean {
  const path = pathname.replace(/\/{2,}/g, '/').toLowerCase();
  return personalPrefixes.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`),
  );
}

/** The cache names of one build: a new build's worker drops the old ones when it activates. */
export function cacheNames(version: string) {
  return { static: `agri-static-${version}` } as const;
}

/** Caches of earlier builds (or of nobody known), which an activating worker deletes. */
export function staleCaches(existing: readonly string[], version: string): string[] {
  const current = new Set<string>(Object.values(cacheNames(version)));
  return existing.filter((name) => name.startsWith('agri-') && !current.has(name));
}
