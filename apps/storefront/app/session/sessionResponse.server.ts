import {
  customerCookieOptions,
  serializeClearedCustomerTokenCookie,
  serializeClearedShopCookie,
  serializeCustomerTokenCookie,
  type CustomerCookieEnvironment,
} from './sessionCookie.server';
import { cookiesClearedAtSessionEnd } from './sessionCookies';

/** What a request knew of the session and what its SDK holds once the response is ready. */
export interface SessionTokenChange {
  /** The request's URL (decides `Secure`). */
  requestUrl: string;
  /** The request's `Cookie` header. */
  cookieHeader: string | null;
  /** The token the request's cookie carried, or `null`. */
  tokenBefore: string | null;
  /** The token the request's SDK holds now (after a login, a logout, an expired session). */
  tokenAfter: string | null;
}

/**
 * The `Set-Cookie` values a response needs for the session: none when the token did not change;
 * the new httpOnly token cookie after a login; after a logout or a rejected token, the token
 * cookie and the script-readable shop cookies of the session (cart id, cache id…; see
 * {@link cookiesClearedAtSessionEnd}) cleared.
 */
export function sessionSetCookies(
  change: SessionTokenChange,
  env: CustomerCookieEnvironment = process.env,
): string[] {
  if (change.tokenAfter === change.tokenBefore) return [];
  const options = customerCookieOptions(change.requestUrl, env);
  if (change.tokenAfter) return [serializeCustomerTokenCookie(change.tokenAfter, options)];
  return [
    serializeClearedCustomerTokenCookie(options),
    ...cookiesClearedAtSessionEnd(change.cookieHeader).map(serializeClearedShopCookie),
  ];
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
