import type { Request, RequestHandler } from 'express';

import {
  customerCookieOptions,
  readCustomerToken,
  serializeClearedCustomerTokenCookie,
  serializeCustomerTokenCookie,
} from '../app/session/sessionCookie.server';
import { shopperAddress } from './clientAddress.js';
import { readGraphqlRequest } from './graphqlRequest.js';
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
// Retry-After tells a client refused by the API's budget (429) when to come back.
const forwardedResponseHeaders = [
  'content-type',
  'cache-control',
  'x-magento-cache-id',
  'retry-after',
] as const;

/** How long the proxy waits for the GraphQL API before answering 504, by default. */
const defaultTimeoutMs = 15_000;

/**
 * The same-origin GraphQL endpoint of the storefront: GET queries (with their query string) and
 * POST bodies are forwarded to `graphqlUrl`, so the browser never talks to the API's origin and
 * needs no CORS. A request of the wrong shape gets a 400 from the proxy itself
 * (`readGraphqlRequest`); a failing API a short GraphQL-shaped 502 / 503 / 504, never its own
 * error body, broken JSON or a hung request (`askUpstream`). The API's 4xx answers pass on.
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
 * The cookie is `SameSite=Strict`, so another site cannot make a browser send it here, and a POST
 * from another origin (a sibling subdomain included) is refused before the proxy by
 * `refuseCrossOriginRequests`. POST bodies must be JSON and batched requests (a JSON array) are
 * refused: the proxy reads every request it forwards for the operations above.
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
    const search = new URL(request.originalUrl, 'http://proxy.invalid').search;
    target.search = search;
    if (request.method === 'POST' && !request.is('application/json')) {
      response.status(415).json(errorBody('A POST request must be application/json'));
      return;
    }
    const payload = readGraphqlRequest(
      request.method,
      new URLSearchParams(search),
      request.body as Buffer | undefined,
    );
    if ('refused' in payload) {
      response.status(400).json(errorBody(payload.refused));
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

    const answer = await askUpstream(target, {
      method: request.method,
      headers,
      body: request.method === 'POST' ? new Uint8Array(request.body as Buffer) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if ('failure' in answer) {
      response.status(answer.failure.status).json(errorBody(answer.failure.message));
      return;
    }
    const { upstream, body: upstreamBody, json } = answer;

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

    const session = rewriteSessionResponse(json, operations);
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
      // Never the API's bytes: they hold the token.
      response.json(session.body);
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

/** A failed exchange with the API, as the proxy answers it. */
interface UpstreamFailure {
  failure: { status: number; message: string };
}

/** An answer of the API the proxy may pass on: a status below 500 and a JSON body. */
interface UpstreamAnswer {
  upstream: globalThis.Response;
  body: Buffer;
  json: unknown;
}

/**
 * Asks the API, and decides whether its answer may reach the browser. What the API says when it
 * fails is never passed on (a stack trace or SQL text might be in it): nothing listening → 503,
 * no answer in time → 504, a 5xx, a connection that broke, a body cut short or one that is not
 * JSON → 502, each with a short
 * generic GraphQL error. A 4xx with a body that is not JSON keeps its status with a generic body,
 * so a client's mistake stays a 4xx.
 */
async function askUpstream(
  target: URL,
  init: RequestInit & { signal: AbortSignal },
): Promise<UpstreamAnswer | UpstreamFailure> {
  const failure = (status: number, message: string): UpstreamFailure => ({
    failure: { status, message },
  });
  const timedOut = () => failure(504, 'The shop API did not answer in time');
  let upstream: globalThis.Response;
  try {
    upstream = await fetch(target, init);
  } catch (error) {
    if (init.signal.aborted) return timedOut();
    return isUnreachable(error)
      ? failure(503, 'The shop API is unreachable')
      : failure(502, 'The shop API could not answer');
  }
  const broken = failure(502, 'The shop API could not answer');
  let body: Buffer;
  try {
    body = Buffer.from(await upstream.arrayBuffer());
  } catch {
    return init.signal.aborted ? timedOut() : broken;
  }
  if (upstream.status >= 500) return broken;
  const json = parseJson(body);
  if (json === undefined)
    return upstream.status < 400 ? broken : failure(upstream.status, 'Bad request');
  return { upstream, body, json };
}

/** Network errors that mean no API process could be reached at all (not one that hung up). */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

function isUnreachable(error: unknown): boolean {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  return typeof cause?.code === 'string' && unreachableCodes.has(cause.code);
}

function parseJson(bytes: Buffer): unknown {
  if (bytes.length === 0) return undefined;
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
