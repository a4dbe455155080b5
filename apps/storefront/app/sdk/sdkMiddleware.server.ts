import { createMemoryStorage, createSdk, shopConstants } from '@agri-parts/sdk';
import type { MiddlewareFunction } from 'react-router';

import { readCustomerToken } from '../session/sessionCookie.server';
import { sessionSetCookies, withSessionHeaders } from '../session/sessionResponse.server';
import { sdkContext, storeConfigContext } from './sdkContext';
import { graphqlUrl } from './storefrontConfig.server';

const tokenKey = shopConstants.cookies.names.customer;

/**
 * Gives every server request its own SDK instance (spec: no shared state between requests). What
 * it learns during the request (the cache id) stays in memory. The store config is loaded once
 * per request, when a loader first asks for it.
 *
 * The customer token comes from the httpOnly `vsf-customer` cookie into the SDK's token store (in
 * memory). Once the response is ready, a token the request's actions changed is written back: a
 * login sets the cookie, a logout or a token the API rejected clears it with the session's other
 * shop cookies. A response to a request with a session is `Cache-Control: private, no-store`.
 */
export const sdkMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookieHeader = request.headers.get('cookie');
  const tokenBefore = readCustomerToken(cookieHeader);
  const tokenStorage = createMemoryStorage();
  if (tokenBefore) tokenStorage.set(tokenKey, tokenBefore);
  const sdk = createSdk({
    endpoint: graphqlUrl(),
    // A page never waits on the API for long, nor after its visitor has gone.
    timeoutMs: 8_000,
    signal: request.signal,
    storage: createMemoryStorage(),
    tokenStorage,
  });
  context.set(sdkContext, sdk);
  let storeConfig: ReturnType<typeof sdk.config.loadStoreConfig> | undefined;
  context.set(storeConfigContext, () => (storeConfig ??= sdk.config.loadStoreConfig()));

  const response = await next();
  const tokenAfter = tokenStorage.get(tokenKey) || null;
  return withSessionHeaders(response, {
    setCookies: sessionSetCookies({
      requestUrl: request.url,
      cookieHeader,
      tokenBefore,
      tokenAfter,
    }),
    personal: tokenBefore !== null || tokenAfter !== null,
  });
};
