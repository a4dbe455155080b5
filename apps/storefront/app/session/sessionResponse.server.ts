import {
  shopConstants,
  storageKeysClearedAtExpiry,
  storageKeysClearedAtLogout,
} from '@agri-parts/sdk';

import {
  customerCookieOptions,
  serializeClearedCustomerTokenCookie,
  serializeClearedShopCookie,
  serializeCustomerTokenCookie,
  type CustomerCookieEnvironment,
} from './sessionCookie.server';
import { cookiesClearedAtSessionEnd } from './sessionCookies';

/** The cookie mirroring the login's `credit_check_approved` (`'true'` / `'false'`). */
export const creditFlagCookie = shopConstants.localStorageKeys.creditCheckApproved;

/** What a request knew of the session and what its SDK holds once the response is ready. */
export interface SessionChange {
  /** The request's URL (decides `Secure`). */
  requestUrl: string;
  /** The request's `Cookie` header. */
  cookieHeader: string | null;
  /** The token the request's cookie carried, or `null`. */
  tokenBefore: string | null;
  /** The token the request's SDK holds now (after a login, a logout, an expired session). */
  tokenAfter: string | null;
  /**
   * How a session that ended did: `expired` when the API refused the token (the SDK clears the
   * token and the cart id), `logout` otherwise (a logout, a customer that could not be loaded:
   * everything of `storageKeysClearedAtLogout()`).
   */
  ending: 'logout' | 'expired';
  /** The credit flag the request's cookie carried, or `null`. */
  creditBefore: string | null;
  /** The credit flag the request's SDK holds now, or `null`. */
  creditAfter: string | null;
  /** The store config's token lifetime in hours, when known (see `customerCookieOptions`). */
  lifetimeHours?: number | null;
}

/**
 * The `Set-Cookie` values a response needs for the session:
 * - none while nothing changed;
 * - after a login, the httpOnly token cookie;
 * - when the token went, the token cookie cleared, and the script-readable cookies the SDK's rule
 *   for that ending names (cart id, cache id…; see {@link cookiesClearedAtSessionEnd});
 * - the credit flag of a login (spec §4: kept in local storage) as a script-readable cookie of
 *   the same name, which the browser's SDK reads; cleared when the SDK removed it.
 */
export function sessionSetCookies(
  change: SessionChange,
  env: CustomerCookieEnvironment = process.env,
): string[] {
  const options = customerCookieOptions(
    change.requestUrl,
    { lifetimeHours: change.lifetimeHours },
    env,
  );
  const cookies: string[] = [];
  const cleared = new Set<string>();
  if (change.tokenAfter !== change.tokenBefore) {
    if (change.tokenAfter) {
      cookies.push(serializeCustomerTokenCookie(change.tokenAfter, options));
    } else {
      cookies.push(serializeClearedCustomerTokenCookie(options));
      const keys =
        change.ending === 'expired' ? storageKeysClearedAtExpiry() : storageKeysClearedAtLogout();
      for (const name of cookiesClearedAtSessionEnd(change.cookieHeader, keys)) {
        cleared.add(name);
        cookies.push(serializeClearedShopCookie(name, options.secure));
      }
    }
  }
  if (change.creditAfter !== change.creditBefore && !cleared.has(creditFlagCookie)) {
    cookies.push(
      change.creditAfter === null
        ? serializeClearedShopCookie(creditFlagCookie, options.secure)
        : `${creditFlagCookie}=${encodeURIComponent(change.creditAfter)}; Max-Age=${options.maxAgeSeconds}; ` +
            `Path=${shopConstants.cookies.path}; SameSite=${shopConstants.cookies.sameSite}` +
            (options.secure ? '; Secure' : ''),
    );
  }
  return cookies;
}

/**
 * `response` with `setCookies` appended and, when the request carried a session, marked
 * `Cache-Control: private, no-store` (a page rendered for a customer is never kept by a shared
 * cache, nor by the browser's back-forward cache after a logout). A response whose headers are
 * immutable is copied.
 */
export function withSessionHeaders(
  response: Response,
  { setCookies, personal }: { setCookies: readonly string[]; personal: boolean },
): Response {
  if (setCookies.length === 0 && !personal) return response;
  let result = response;
  try {
    applyHeaders(result.headers, setCookies, personal);
  } catch {
    result = new Response(response.body, response);
    applyHeaders(result.headers, setCookies, personal);
  }
  return result;
}

function applyHeaders(headers: Headers, setCookies: readonly string[], personal: boolean) {
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  if (personal) headers.set('Cache-Control', 'private, no-store');
}
