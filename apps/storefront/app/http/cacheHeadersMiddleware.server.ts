import type { MiddlewareFunction } from 'react-router';

import { readCustomerToken } from '../session/sessionCookie.server';
import { pageCacheControl } from './pageCacheControl';
import { pageVariant, pageVariantHeader } from './sharedCacheKey';

/**
 * Sets `Cache-Control` (and `Vary: Cookie` with `X-Page-Variant` where a page is rendered from
 * cookies) on every page and `.data` answer, once the response is complete — after the SDK middleware has added the
 * session's cookies. The rule is `pageCacheControl`. A response whose headers are immutable is
 * copied.
 */
export const cacheHeadersMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const cookieHeader = request.headers.get('cookie');
  const decision = pageCacheControl({
    method: request.method,
    pathname: new URL(request.url).pathname,
    status: response.status,
    session: readCustomerToken(cookieHeader) !== null,
    setsCookie: response.headers.has('Set-Cookie'),
    routeCacheControl: response.headers.get('Cache-Control'),
  });
  const apply = (headers: Headers) => {
    headers.set('Cache-Control', decision.cacheControl);
    if (decision.varyCookie && !/\bcookie\b/i.test(headers.get('Vary') ?? '')) {
      headers.append('Vary', 'Cookie');
    }
    // For the edge: the cookie values this public page was rendered from (see sharedCacheKey).
    if (decision.varyCookie) setVariant(headers, pageVariant(cookieHeader));
  };
  try {
    apply(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
};

function setVariant(headers: Headers, variant: string): void {
  try {
    headers.set(pageVariantHeader, variant);
  } catch {
    // A value no header can carry: without the header the edge keeps no copy of the page.
  }
}
