import { createCookieStorage, createMemoryStorage, createSdk } from '@agri-parts/sdk';
import type { MiddlewareFunction } from 'react-router';

import { sdkContext, storeConfigContext } from './sdkContext';
import { graphqlUrl } from './storefrontConfig.server';

/**
 * Gives every server request its own SDK instance (spec: no shared state between requests). It
 * reads the request's cookies; what it learns during the request (the cache id) stays in memory.
 * The store config is loaded once per request, when a loader first asks for it.
 */
export const sdkMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const cookieHeader = request.headers.get('cookie') ?? '';
  const sdk = createSdk({
    endpoint: graphqlUrl(),
    // A page never waits on the API for long, nor after its visitor has gone.
    timeoutMs: 8_000,
    signal: request.signal,
    storage: createMemoryStorage(),
    tokenStorage: createCookieStorage({ get: () => cookieHeader, set: () => undefined }),
  });
  context.set(sdkContext, sdk);
  let storeConfig: ReturnType<typeof sdk.config.loadStoreConfig> | undefined;
  context.set(storeConfigContext, () => (storeConfig ??= sdk.config.loadStoreConfig()));
};
