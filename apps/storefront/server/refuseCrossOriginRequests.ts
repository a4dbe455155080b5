import type { Request, RequestHandler } from 'express';

import { translate } from '../app/i18n/translate';

/** Methods that change nothing, so another site may send them (links, images, prefetch). */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The headers a browser sends that tell where a request was started. */
export interface RequestProvenance {
  /** `Origin`: the page's origin, `null` for an opaque one (sandbox, cross-site redirect). */
  origin?: string | undefined;
  /** `Sec-Fetch-Site`: the browser's own verdict (`same-origin`, `same-site`, `cross-site`, `none`). */
  secFetchSite?: string | undefined;
  /** `Referer`, asked only when neither of the others was sent. */
  referer?: string | undefined;
}

/**
 * Whether a state-changing request comes from one of the shop's own pages. Pure.
 *
 * - `Sec-Fetch-Site: cross-site` or `same-site` is refused whatever `Origin` says: the browser
 *   itself saw another site (a sibling subdomain is `same-site`, and SameSite cookies do not stop
 *   it).
 * - `Origin` present: it must be one of `shopOrigins` (`null` never is).
 * - No `Origin`: `Sec-Fetch-Site: same-origin` or `none` (typed or bookmarked by the shopper).
 * - Neither: the `Referer`'s origin must be the shop's when there is one.
 * - None of the three: allowed. Every browser of the last years sends `Origin` on a cross-origin
 *   POST, so a request without any of them is not a form another site made a browser send
 *   (curl, a server, a monitoring probe) — the same choice as Go's `CrossOriginProtection`.
 */
export function isSameOriginRequest(
  provenance: RequestProvenance,
  shopOrigins: readonly string[],
): boolean {
  const { origin, secFetchSite, referer } = provenance;
  const site = secFetchSite?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') return false;
  if (origin !== undefined) return shopOrigins.includes(origin.trim().toLowerCase());
  if (site === 'same-origin' || site === 'none') return true;
  if (referer !== undefined) {
    const refererOrigin = originOf(referer);
    return refererOrigin !== null && shopOrigins.includes(refererOrigin);
  }
  return true;
}

/** The origin of a URL (lower case, default port left out), or `null` when it is not one. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The origins the shop is reached at for this request: the address the request itself names —
 * scheme and host as React Router sees them (`X-Forwarded-Proto` and `X-Forwarded-Host` only from
 * proxies trusted by `TRUST_PROXY`, such as the nginx edge) — and the configured public address.
 */
export function shopOriginsOf(request: Request, publicUrl: string | null): string[] {
  const origins: string[] = [];
  const own = request.host ? originOf(`${request.protocol}://${request.host}`) : null;
  if (own) origins.push(own);
  const configured = publicUrl === null ? null : originOf(publicUrl);
  if (configured && !origins.includes(configured)) origins.push(configured);
  return origins;
}

/**
 * Refuses, with a 403, every request that may change something (any method but GET, HEAD and
 * OPTIONS: the forms' actions and the `/graphql` proxy's POSTs) when it did not come from one of
 * the shop's own pages ({@link isSameOriginRequest}). The one CSRF check of the storefront: it
 * runs before React Router, so a route with an action needs nothing of its own.
 * `publicUrl` is the configured `PUBLIC_URL`, or `null` when none is set.
 */
export function refuseCrossOriginRequests(publicUrl: string | null): RequestHandler {
  return (request, response, next) => {
    if (safeMethods.has(request.method)) {
      next();
      return;
    }
    const provenance: RequestProvenance = {
      origin: request.get('origin'),
      secFetchSite: request.get('sec-fetch-site'),
      referer: request.get('referer'),
    };
    if (isSameOriginRequest(provenance, shopOriginsOf(request, publicUrl))) {
      next();
      return;
    }
    const message = translate('error.crossOrigin');
    response.status(403).set('Cache-Control', 'no-store');
    if (request.path === '/graphql') {
      response.json({ errors: [{ message, extensions: { category: 'graphql-proxy' } }] });
    } else {
      response.type('text/plain').send(message);
    }
  };
}
