import { fileURLToPath } from 'node:url';

import { createStorefrontApp } from './createStorefrontApp.js';

/**
 * Starts the storefront server from the production build. Environment: `PORT` (3000), `HOST`
 * (127.0.0.1) and `MAGENTO_GRAPHQL_URL` (commerce-api on localhost).
 */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const graphqlUrl = process.env.MAGENTO_GRAPHQL_URL ?? 'http://localhost:4000/graphql';

const buildDirectory = fileURLToPath(new URL('../build/', import.meta.url));
const serverBuildUrl = new URL('server/index.js', `file://${buildDirectory}`).href;

const app = createStorefrontApp({
  graphqlUrl,
  build: () => import(serverBuildUrl) as Promise<never>,
  clientDirectory: `${buildDirectory}client`,
});

const server = app.listen(port, host, () => {
  const shownHost = host === '0.0.0.0' || host === '127.0.0.1' ? 'localhost' : host;
  console.log(`Agri Deler storefront: http://${shownHost}:${port} (GraphQL: ${graphqlUrl})`);
});
server.on('error', (error) => {
  console.error(`The storefront could not start on ${host}:${port}:`, error.message);
  process.exit(1);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
