/**
 * Benchmark: GraphQL round trips from the browser, per page and per interaction (issue 9: every
 * page's data arrives with its server-rendered HTML; no interaction needs more than one
 * sequential round trip, except the paged finder loads, two).
 *
 *   npm run bench:round-trips                       # after `npm run build`
 *   npm run bench:round-trips -- --root /tmp/copy   # a copy of the builds (apps/*\/dist, build)
 *   npm run bench:round-trips -- --only cart,finder # cases whose name contains a word
 *
 * Starts the production builds of commerce-api (fresh embedded database, 400 seeded products) and
 * the storefront on free ports, drives headless Chromium, and records every request the page sends
 * to `/graphql`, to the storefront's own data routes (`/api/…`, such as the mega menu's panels),
 * every React Router data request (`*.data`) and every route-manifest request (`/__manifest`,
 * lazy route discovery) with its start and end. "Sequential round trips" is the
 * longest chain of those requests each starting after the one before it ended. Page loads count
 * what the browser asks after the HTML (until the network is quiet after hydration); interactions
 * count from the action until the page is quiet again. It prints figures; it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { launchBrowser } from '../apps/storefront/e2e/browser';
import { freePort, startProcess } from '../apps/storefront/e2e/globalSetup';
import { guestCases } from './roundTrips/guestCases';
import { configureMeasure, rows } from './roundTrips/measure';
import { findShop } from './roundTrips/shop';
import { signedInCases } from './roundTrips/signedInCases';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: repoRoot },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const buildRoot = resolve(values.root);
configureMeasure({ only: values.only?.split(',').filter(Boolean), verbose: values.verbose });

async function cases(storefrontUrl: string, apiUrl: string) {
  const shop = await findShop(storefrontUrl, apiUrl);
  const browser = await launchBrowser();
  try {
    await guestCases(browser, shop);
    await signedInCases(browser, shop);
  } finally {
    await browser.close();
  }
}

console.log(`GraphQL round trips from the browser — ${new Date().toISOString()}`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(`builds from ${buildRoot}; commerce-api with PGlite, 400 seeded products\n`);

const dataDir = mkdtempSync(join(tmpdir(), 'agri-round-trips-'));
const [apiPort, storefrontPort] = await Promise.all([freePort(), freePort()]);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
const api = await startProcess(
  'commerce-api',
  [join(buildRoot, 'apps/commerce-api/dist/main.js')],
  {
    PORT: String(apiPort),
    PUBLIC_URL: apiUrl,
    DATA_DIR: join(dataDir, 'pglite'),
    SEED_PRODUCTS: '400',
    STOREFRONT_ORIGIN: storefrontUrl,
    STOREFRONT_URL: storefrontUrl,
  },
  'GraphQL API ready',
);
const servers = [api];
try {
  servers.push(
    await startProcess(
      'storefront',
      [join(buildRoot, 'apps/storefront/dist/main.js')],
      {
        NODE_ENV: 'production',
        PORT: String(storefrontPort),
        MAGENTO_GRAPHQL_URL: `${apiUrl}/graphql`,
      },
      'Agri Deler storefront',
    ),
  );
  await cases(storefrontUrl, apiUrl);
} finally {
  for (const server of servers) {
    server.removeAllListeners('exit');
    server.kill('SIGTERM');
  }
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  '\n| case | requests (GraphQL + .data) | sequential round trips | target | met? | /__manifest requests | round trips incl. /__manifest |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  const met = row.error
    ? `not measured: ${row.error}`
    : row.roundTrips <= row.target
      ? 'yes'
      : 'NO';
  console.log(
    `| ${row.name} | ${row.requests} | ${row.roundTrips} | ${row.target} | ${met} | ${row.manifests} | ${row.roundTripsWithManifests} |`,
  );
}
const over = rows.filter(
  (row) => !row.error && (row.roundTrips > row.target || row.roundTripsWithManifests > row.target),
);
if (over.length) {
  console.log('\nOver target (requests in order):');
  for (const row of over) console.log(`- ${row.name}: ${row.labels.join(', ')}`);
}
