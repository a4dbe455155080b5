import type { Request, RequestHandler } from 'express';

import {
  customerCookieOptions,
  readCustomerToken,
  serializeClearedCustomerTokenCookie,
  serializeCustomerTokenCookie,
} from '../app/session/sessionCookie.server';
import { shopperAddress } from './clientAddress.js';
import { rewriteSessionResponse, sessionOperations } from './sessionOperations.js';

/**
 * Request headers the proxy passes on to the GraphQL API; everything else stays behind. Not
 * `Authorization`: the customer's identity comes from the httpOnly cookie only.
 */
const forwardedRequestHeaders = [
  'accept',
  'content-type',
  'store',
  'content-currency',
  'x-magento-cache-id',
  'x-recaptcha',
] as const;

/** Response headers the proxy passes back to the browser. */
const forwardedResponseHeaders = ['content-type', 'cache-control', 'x-magento-cache-id'] as const;

/** How long the proxy waits for the GraphQL API before answering 504, by default. */
const defaultTimeoutMs = 15_000;

/**
 * The same-origin GraphQL endpoint of the storefront: GET queries (with their query string) and
 * POST bodies are forwarded to `graphqlUrl`, so the browser never talks to the API's origin and
 * needs no CORS. A failing API becomes a GraphQL-shaped 502 / 504 answer, never a hung request.
 *
 * The customer session lives in the httpOnly `vsf-customer` cookie, which page scripts cannot
 * read:
 * - the proxy sends it to the API as `Authorization: Bearer …`; an `Authorization` header from
 *   the browser is never forwarded, with or without the cookie (the browser SDK has no token,
 *   and the proxy is no way to use a token a script got hold of); a request marked
 *   `X-Guest-Request: 1` is sent without the token (the SDK reading a guest cart after a login);
 * - a `generateCustomerToken` answer has its token replaced by `''` and set as the cookie;
 * - `revokeCustomerToken`, and any answer with a `graphql-authorization` error to a request with
 *   the cookie, clear the cookie;
 * - answers to requests with the cookie are `Cache-Control: private, no-store`; the API's
 *   `Cache-Control` passes through otherwise, a public answer with `Vary: Store,
 *   Content-Currency, Cookie`.
 *
 * The cookie is `SameSite=Strict`, so another site cannot make a browser send it here. POST bodies
 * must be JSON and batched requests (a JSON array) are refused: the proxy reads every request it
 * forwards for the operations above.
 */
export function createGraphqlProxy(
  graphqlUrl: string,
  { timeoutMs = defaultTimeoutMs }: { timeoutMs?: number } = {},
): RequestHandler {
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.status(405).set('Allow', 'GET, POST').json(errorBody('Method not allowed'));
      return;
    }
    const target = new URL(graphqlUrl);
    target.search = new URL(request.originalUrl, 'http://proxy.invalid').search;
    if (request.method === 'POST' && !request.is('application/json')) {
      response.status(415).json(errorBody('A POST request must be application/json'));
      return;
    }
    const payload = requestPayload(request);
    if (payload === 'batch') {
      response.status(400).json(errorBody('Batched requests are not supported'));
      return;
    }

    const headers = new Headers();
    for (const name of forwardedRequestHeaders) {
      const value = request.header(name);
      if (value) headers.set(name, value);
    }
    // The shopper, for the API's per-client sign-in throttle (it trusts this from our machine).
    const address = shopperAddress(request);
    if (address) headers.set('x-forwarded-for', address);
    // A request the SDK sends as a guest on purpose (`X-Guest-Request: 1`, `guestRequestHeader`:
    // reading the guest cart to merge after a login) goes without the token, and its answer
    // never changes the cookie.
    const sessionCookie = readCustomerToken(request.header('cookie'));
    const cookieToken = request.header('x-guest-request') === '1' ? null : sessionCookie;
    if (cookieToken) headers.set('authorization', `Bearer ${cookieToken}`);
    const operations = sessionOperations(payload.query, payload.operationName);

    let upstream: globalThis.Response;
    let upstreamBody: Buffer;
    try {
      upstream = await fetch(target, {
        method: request.method,
        headers,
        body: request.method === 'POST' ? new Uint8Array(request.body as Buffer) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      upstreamBody = Buffer.from(await upstream.arrayBuffer());
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      response
        .status(timedOut ? 504 : 502)
        .json(
          errorBody(
            timedOut ? 'The shop API did not answer in time' : 'The shop API is unreachable',
          ),
        );
      return;
    }

    response.status(upstream.status);
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) response.set(name, value);
    }
    if (!cookieToken && operations.tokenKeys.length === 0 && !operations.revokes) {
      if (sessionCookie) {
        response.set('Cache-Control', 'private, no-store');
      } else if (/\bpublic\b/.test(upstream.headers.get('cache-control') ?? '')) {
        // A shared cache keeps the API's public answer apart per store and currency, and never
        // hands it to a request with a session cookie (whose answer would be the customer's).
        response.set('Vary', 'Store, Content-Currency, Cookie');
      }
      response.send(upstreamBody);
      return;
    }

    const session = rewriteSessionResponse(parseJson(upstreamBody), operations);
    const cookieOptions = customerCookieOptions(requestUrl(request), {
      lifetimeHours: session.token ? await tokenLifetimeHours(graphqlUrl, headers) : null,
    });
    if (session.token) {
      response.append('Set-Cookie', serializeCustomerTokenCookie(session.token, cookieOptions));
    } else if (cookieToken && (operations.revokes || session.authorizationFailed)) {
      response.append('Set-Cookie', serializeClearedCustomerTokenCookie(cookieOptions));
    }
    if (cookieToken || session.token) response.set('Cache-Control', 'private, no-store');
    if (operations.tokenKeys.length > 0) {
      // Never the API's bytes: they hold the token. An answer that is not JSON is not passed on.
      if (session.body === undefined) {
        response.status(502).json(errorBody('The shop API answered with something unreadable'));
      } else {
        response.json(session.body);
      }
      return;
    }
    response.send(upstreamBody);
  };
}

/**
 * The API's customer token lifetime in hours (`storeConfig.customer_access_token_lifetime`), for
 * the cookie of a login made through the proxy; `null` when the API does not say in time.
 */
async function tokenLifetimeHours(
  graphqlUrl: string,
  requestHeaders: Headers,
): Promise<number | null> {
  const headers = new Headers({ 'content-type': 'application/json' });
  const store = requestHeaders.get('store');
  if (store) headers.set('store', store);
  try {
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: '{ storeConfig { customer_access_token_lifetime } }' }),
      signal: AbortSignal.timeout(3_000),
    });
    const body = (await response.json()) as {
      data?: { storeConfig?: { customer_access_token_lifetime?: unknown } | null };
    };
    const hours = body.data?.storeConfig?.customer_access_token_lifetime;
    return typeof hours === 'number' ? hours : null;
  } catch {
    return null;
  }
}

/** The query and operation name of a GET or POST GraphQL request, or `'batch'` for an array. */
function requestPayload(
  request: Request,
): { query: string | null; operationName: string | null } | 'batch' {
  if (request.method === 'GET') {
    const search = new URL(request.originalUrl, 'http://proxy.invalid').searchParams;
    return { query: search.get('query'), operationName: search.get('operationName') };
  }
  const body = parseJson(request.body as Buffer);
  if (Array.isArray(body)) return 'batch';
  if (typeof body !== 'object' || body === null) return { query: null, operationName: null };
  const { query, operationName } = body as Record<string, unknown>;
  return {
    query: typeof query === 'string' ? query : null,
    operationName: typeof operationName === 'string' ? operationName : null,
  };
}

function parseJson(bytes: Buffer | undefined): unknown {
  if (!bytes || bytes.length === 0) return undefined;
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The address the browser asked for, which decides whether the cookie is `Secure`. */
function requestUrl(request: Request): string {
  return `${request.protocol}://${request.get('host') ?? 'localhost'}${request.originalUrl}`;
}

function errorBody(message: string) {
  return { errors: [{ message, extensions: { category: 'graphql-proxy' } }] };
}
