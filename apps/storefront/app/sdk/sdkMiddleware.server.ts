import { createCookieStorage, createMemoryStorage, createSdk } from '@agri-parts/sdk';
import type { MiddlewareFunction } from 'react-router';

import { sdkContext } from './sdkContext';
import { graphqlUrl } from './storefrontConfig.server';

/**
 * Gives every server request its own SDK instance (spec: no shared state between requests). It
 * reads the request's cookies; what it learns during the request (the cache id) stays in memory.
 */
export const sdkMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const cookieHeader = request.headers.get('cookie') ?? '';
  context.set(
    sdkContext,
    createSdk({
      endpoint: graphqlUrl(),
      storage: createMemoryStorage(),
      tokenStorage: createCookieStorage({ get: () => cookieHeader, set: () => undefined }),
    }),
  );
};
