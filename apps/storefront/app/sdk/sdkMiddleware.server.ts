import {
  createMemoryStorage,
  createSdk,
  shopConstants,
  timeoutSignal,
  type Sdk,
} from '@agri-parts/sdk';
import type { MiddlewareFunction } from 'react-router';

import { readCookie } from '../cookies/readCookie';
import { sessionContext, type RequestSession } from '../session/sessionContext';
import { readCustomerToken } from '../session/sessionCookie.server';
import {
  creditFlagCookie,
  sessionSetCookies,
  withSessionHeaders,
} from '../session/sessionResponse.server';
import { sdkContext, storeConfigContext } from './sdkContext';
import { createSharedQueryCache } from './sharedQueryCache.server';
import { apiTimeoutMs, graphqlUrl, queryCacheSeconds } from './storefrontConfig.server';

const tokenKey = shopConstants.cookies.names.customer;

let sharedQueryCache: ReturnType<typeof createSharedQueryCache> | undefined;
/** The server's one cache of the API's public answers, made when the first request needs it. */
function sharedQueries() {
  return (sharedQueryCache ??= createSharedQueryCache({ maxTtlMs: queryCacheSeconds() * 1000 }));
}

/**
 * Gives every server request its own SDK instance (spec: no shared state between requests). What
 * it learns during the request (the cache id) stays in memory. The store config and the customer
 * session are loaded once per request, when a loader first asks for them.
 *
 * The customer token comes from the httpOnly `vsf-customer` cookie into the SDK's token store (in
 * memory), the login's credit flag from its cookie into the preference store. Once the response
 * is ready, what the request's actions changed is written back as cookies: a login sets the
 * token, a logout or a token the API rejected clears it with the session's other cookies (see
 * `sessionSetCookies`). A response to a request with a session is `Cache-Control: private,
 * no-store`.
 */
export const sdkMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookieHeader = request.headers.get('cookie');
  const tokenBefore = readCustomerToken(cookieHeader);
  const creditBefore = readCookie(cookieHeader, creditFlagCookie);
  const tokenStorage = createMemoryStorage();
  if (tokenBefore) tokenStorage.set(tokenKey, tokenBefore);
  const preferenceStorage = createMemoryStorage();
  if (creditBefore !== null) preferenceStorage.set(creditFlagCookie, creditBefore);
  const sdk = createSdk({
    endpoint: graphqlUrl(),
    // The API's public answers (catalogue) shared between requests for a few seconds.
    fetch: sharedQueries().wrap(
      withShopperAddress(request.headers.get('x-forwarded-for')) ?? globalThis.fetch,
    ),
    // A page never waits on the API for long, nor after its visitor has gone: each request has
    // the timeout, and so has the whole page, so requests one after another (the store config,
    // then the product) cannot add up their waits.
    timeoutMs: apiTimeoutMs(),
    signal: AbortSignal.any([request.signal, timeoutSignal(apiTimeoutMs())]),
    storage: cartStorage(cookieHeader),
    tokenStorage,
    preferenceStorage,
    // The guest's cart, wish list and tractors live in the browser, whose SDK merges them.
    sessionReactions: false,
  });
  let ending: 'logout' | 'expired' = 'logout';
  sdk.events.on('session:expired', ({ reason }) => {
    ending = reason === 'authorization' ? 'expired' : 'logout';
  });
  context.set(sdkContext, sdk);
  let storeConfig: ReturnType<typeof sdk.config.loadStoreConfig> | undefined;
  context.set(storeConfigContext, () => (storeConfig ??= sdk.config.loadStoreConfig()));
  let session: Promise<RequestSession> | undefined;
  context.set(sessionContext, () => (session ??= loadSession(sdk)));

  const response = await next();
  const tokenAfter = tokenStorage.get(tokenKey) || null;
  // A new token's cookie lives as long as the API says tokens do.
  const lifetimeHours =
    tokenAfter && tokenAfter !== tokenBefore
      ? (await context.get(storeConfigContext)())?.customerAccessTokenLifetimeHours
      : null;
  return withSessionHeaders(response, {
    setCookies: sessionSetCookies({
      requestUrl: request.url,
      cookieHeader,
      tokenBefore,
      tokenAfter,
      ending,
      creditBefore,
      creditAfter: preferenceStorage.get(creditFlagCookie),
      lifetimeHours,
    }),
    personal: tokenBefore !== null || tokenAfter !== null,
  });
};

/**
 * The server SDK's storage, holding the browser's cart id (`vsf-cart`) so a page can show the
 * cart before its script runs (`/cart`); nothing the server does is written back to it.
 */
function cartStorage(cookieHeader: string | null) {
  const storage = createMemoryStorage();
  const cartId = readCookie(cookieHeader, shopConstants.cookies.names.cart);
  if (cartId) storage.set(shopConstants.cookies.names.cart, cartId);
  return storage;
}

/**
 * `fetch` that names the shopper to the API (the storefront server put their address in
 * `X-Forwarded-For`), so the API throttles one shopper's failed sign-ins, not the whole shop's.
 */
export function withShopperAddress(address: string | null): typeof globalThis.fetch | undefined {
  if (!address) return undefined;
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', address);
    return globalThis.fetch(input, { ...init, headers });
  };
}

/** The session with its customer loaded; a token that no longer works ends it. */
async function loadSession(sdk: Sdk): Promise<RequestSession> {
  if (sdk.session.getSnapshot().status === 'guest') {
    return { state: sdk.session.getSnapshot(), ended: false };
  }
  try {
    await sdk.session.loadCustomer();
    return { state: sdk.session.getSnapshot(), ended: false };
  } catch {
    // The SDK has ended the session (token and cookies go with the response).
    return { state: sdk.session.getSnapshot(), ended: true };
  }
}
