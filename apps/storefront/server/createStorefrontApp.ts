import { createRequestHandler } from '@react-router/express';
import express, { type Express } from 'express';
import { RouterContextProvider, type ServerBuild } from 'react-router';

import { tagManagerContainerId } from '../app/sdk/storefrontConfig.server.js';
import { documentPolicyContext } from '../app/security/documentPolicyContext.server.js';

import { mediaOriginsFromEnv } from '../app/media/mediaOrigins.server';
import { apiTimeoutMs, paymentProviderUrl } from '../app/sdk/storefrontConfig.server';
import { refuseCrossOriginRequests } from './refuseCrossOriginRequests.js';
import { refuseMalformedAddresses } from './refuseMalformedAddresses.js';
import { forwardShopperAddress, trustProxySetting } from './clientAddress.js';
import { clientFilesOnly } from './clientFiles.js';
import { compressResponses } from './compressResponses.js';
import { precompressedAssets } from './precompressedAssets.js';
import { imageOriginsFromEnv } from './contentSecurityPolicy.js';
import { createGraphqlProxy } from './graphqlProxy.js';
import { createMediaProxy } from './mediaProxy.js';
import { handleError, securityHeaders } from './httpPolicies.js';

/** What the storefront server needs to know. */
export interface StorefrontAppOptions {
  /**
   * The GraphQL API the `/graphql` proxy forwards to; the app's loaders read the same
   * `MAGENTO_GRAPHQL_URL`.
   */
  graphqlUrl: string;
  /** The React Router server build (`build/server/index.js`). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** The folder of the client build (`build/client`). */
  clientDirectory: string;
}

/** Largest GraphQL request body the proxy accepts, the same limit as commerce-api's. */
const maxGraphqlBody = '1mb';

/**
 * The storefront's HTTP application: hashed client assets with a year-long cache, the same-origin
 * GraphQL proxy at `/graphql`, the API's pictures at `/media/`, and every other request rendered
 * on the server by React Router.
 */
export function createStorefrontApp(options: StorefrontAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // Who the shopper is when a load balancer or TLS terminator sits in front (TRUST_PROXY).
  app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY));
  // Brotli or gzip for pages and static files (not the /graphql proxy), streamed pages flushed.
  app.use(compressResponses());

  app.use(
    securityHeaders({
      imageOrigins: imageOriginsFromEnv({
        ...process.env,
        MAGENTO_GRAPHQL_URL: options.graphqlUrl,
      }),
      tagManager: tagManagerContainerId() !== null,
      frameOrigins: [paymentProviderUrl()],
      production: process.env.NODE_ENV === 'production',
    }),
  );
  // A NUL or broken percent-encoding in the address is the client's mistake: 400, never a page.
  app.use(refuseMalformedAddresses);
  // The one CSRF check: a form post or GraphQL mutation from another site is refused here, before
  // the /graphql proxy and React Router's actions (PUBLIC_URL counts as the shop's own origin).
  app.use(refuseCrossOriginRequests(process.env.PUBLIC_URL?.trim() || null));
  const assetCache = { immutable: true, maxAge: '1y' };
  app.use(
    '/assets',
    // The build's brotli (quality 11) or gzip copy when the browser takes it.
    precompressedAssets(`${options.clientDirectory}/assets`, assetCache),
    // A missing asset is a plain 404, not a rendered page.
    express.static(`${options.clientDirectory}/assets`, { ...assetCache, fallthrough: false }),
  );
  app.use(
    // Pages go on at once: only addresses under the build's own files reach the file system.
    clientFilesOnly(
      options.clientDirectory,
      express.static(options.clientDirectory, {
        maxAge: '1h',
        index: false,
        // The service worker (scope /) and its offline page are checked on every load, so a new
        // build's worker takes over at once.
        setHeaders(response, path) {
          if (/[\\/](?:sw\.js|offline\.html)$/.test(path)) {
            response.setHeader('Cache-Control', 'no-cache');
          }
        },
      }),
    ),
  );

  // The API's pictures from the shop's own origin (MEDIA_PROXY_ORIGIN; see mediaOrigins).
  const { proxied: mediaOrigin } = mediaOriginsFromEnv({
    ...process.env,
    MAGENTO_GRAPHQL_URL: options.graphqlUrl,
  });
  if (mediaOrigin) app.use('/media', createMediaProxy(mediaOrigin, { timeoutMs: apiTimeoutMs() }));

  app.get('/healthz', (_request, response) => {
    response.type('text/plain').send('ok');
  });
  app.all(
    '/graphql',
    express.raw({ type: () => true, limit: maxGraphqlBody }),
    // The same patience as the pages (API_TIMEOUT_MS), below the browser SDK's own timeout.
    createGraphqlProxy(options.graphqlUrl, { timeoutMs: apiTimeoutMs() }),
  );

  app.use(forwardShopperAddress);
  app.use(
    createRequestHandler({
      build: options.build,
      mode: process.env.NODE_ENV,
      // The render nonce and the page's policy, for entry.server.tsx (see securityHeaders).
      getLoadContext: (_request, response) => {
        const context = new RouterContextProvider();
        context.set(documentPolicyContext, response.locals.documentPolicy ?? null);
        return context;
      },
    }),
  );
  app.use(handleError);
  return app;
}
