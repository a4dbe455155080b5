/**
 * Benchmark: the GraphQL requests the storefront server sends to the API for one cold render of
 * each main page (issue 18: at most 2 sequential round trips), and the bytes of React Router's
 * hydration data in each page's HTML.
 *
 *   npm run bench:server-round-trips                          # after `npm run build`
 *   npm run bench:server-round-trips -- --storefront /tmp/old/apps/storefront --api /tmp/old/apps/commerce-api
 *   npm run bench:server-round-trips -- --verbose             # every request with its round trip
 *
 * Starts commerce-api (a fresh embedded PGlite database with the default seed) and the
 * storefront's production build with its query cache off (`STOREFRONT_QUERY_CACHE_SECONDS=0`), a
 * recording proxy between them (`apps/storefront/e2e/recordingProxy.ts`) that holds every answer
 * for `--hold` ms (150 by default) so a request that waited for another always starts after its
 * answer. Each page is rendered once as a guest; "sequential round trips" is the longest chain of
 * requests each starting after the one before it ended (`bench/roundTrips.ts`). Counts do not
 * depend on the machine's speed. Hydration data: the inline scripts that fill
 * `window.__reactRouterContext` (the loaders' data streamed into the page). It prints figures; it
 * asserts nothing (`e2e/serverRoundTrips.e2e.test.ts` pins the round trips).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { startRecordingProxy, type RecordingProxy } from '../apps/storefront/e2e/recordingProxy';
import { roundTripDepths } from './roundTrips';
import { requireBuilt, startShop, stopPrograms } from './shop';

const { values } = parseArgs({
  options: {
    /** A folder holding a storefront's `dist` and `build` (default: apps/storefront's). */
    storefront: { type: 'string', default: 'apps/storefront' },
    /** A folder holding a commerce-api `dist` (default: apps/commerce-api's). */
    api: { type: 'string', default: 'apps/commerce-api' },
    hold: { type: 'string', default: '150' },
    verbose: { type: 'boolean', default: false },
  },
});
const holdMs = Number(values.hold);
requireBuilt(values.storefront, values.api);

/** The bytes of the inline scripts that hand the loaders' data to React Router in the browser. */
function hydrationDataBytes(html: string): number {
  let bytes = 0;
  for (const [, body = ''] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (body.includes('__reactRouterContext')) bytes += Buffer.byteLength(body);
  }
  return bytes;
}

/** The five pages of issue 18 and the other main page types, found in the seeded shop. */
async function pagesToRender(apiUrl: string): Promise<{ name: string; path: string }[]> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ad_nb_no' },
    body: JSON.stringify({
      query: '{ products(search: "filter", pageSize: 1) { items { url_key url_suffix } } }',
    }),
  });
  const { data } = (await response.json()) as {
    data: { products: { items: { url_key: string; url_suffix: string | null }[] } };
  };
  const product = data.products.items[0];
  if (!product) throw new Error('No product found for "filter".');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: '/traktordeler.html' },
    { name: 'product', path: `/${product.url_key}${product.url_suffix ?? '.html'}` },
    { name: 'search', path: '/search?term=filter' },
    { name: 'finder parts', path: '/parts/traktor/massey-ferguson/6480' },
    { name: 'category p2', path: '/traktordeler.html?page=2&sort=price_asc' },
    { name: 'cms page', path: '/kontakt-oss' },
    { name: 'faq', path: '/faq.html' },
    { name: 'blog', path: '/aktuelt' },
    { name: 'collection', path: '/collection/massey-ferguson.html' },
    { name: 'finder', path: '/parts' },
    { name: 'finder brand', path: '/parts/traktor/massey-ferguson' },
    { name: '404', path: '/finnes-ikke' },
  ];
}

async function render(proxy: RecordingProxy, storefrontUrl: string, path: string) {
  proxy.clear();
  const response = await fetch(`${storefrontUrl}${path}`, { redirect: 'manual' });
  const html = await response.text();
  // Requests the render started but did not wait for are answered within the hold.
  await new Promise((resolve) => setTimeout(resolve, holdMs + 100));
  const requests = [...proxy.seen].sort((a, b) => a.start - b.start);
  const depths = roundTripDepths(requests);
  return {
    status: response.status,
    htmlBytes: Buffer.byteLength(html),
    hydrationBytes: hydrationDataBytes(html),
    requests,
    depths,
    roundTrips: Math.max(0, ...depths.values()),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'agri-round-trips-'));
let proxy: RecordingProxy | undefined;
try {
  let apiAddress = '';
  const { storefrontUrl } = await startShop({
    dataDir,
    copyName: 'round-trips-storefront',
    storefrontDir: values.storefront,
    apiDir: values.api,
    storefrontEnv: { STOREFRONT_QUERY_CACHE_SECONDS: '0' },
    proxyApi: async (apiUrl) => {
      apiAddress = apiUrl;
      proxy = await startRecordingProxy(apiUrl, { holdMs });
      return proxy.url;
    },
  });
  const pages = await pagesToRender(apiAddress);
  // The first render of a fresh process compiles code paths; the counts do not change with it.
  await fetch(`${storefrontUrl}/`).then((response) => response.arrayBuffer());

  console.log(
    `Storefront → API requests per cold render (query cache off, answers held ${holdMs} ms), ` +
      `storefront ${values.storefront}, API ${values.api}\n`,
  );
  console.log(
    'page           status  requests  round trips  HTML bytes  hydration bytes  path\n' +
      '-------------  ------  --------  -----------  ----------  ---------------  ----',
  );
  const details: string[] = [];
  for (const page of pages) {
    const result = await render(proxy!, storefrontUrl, page.path);
    console.log(
      `${page.name.padEnd(13)}  ${String(result.status).padStart(6)}  ` +
        `${String(result.requests.length).padStart(8)}  ${String(result.roundTrips).padStart(11)}  ` +
        `${String(result.htmlBytes).padStart(10)}  ${String(result.hydrationBytes).padStart(15)}  ` +
        page.path,
    );
    const rounds = Array.from({ length: result.roundTrips }, (_, index) =>
      result.requests
        .filter((request) => result.depths.get(request) === index + 1)
        .map((request) => request.operationName)
        .join(', '),
    );
    details.push(
      `${page.name}:\n${rounds.map((names, index) => `  ${index + 1}. ${names}`).join('\n')}`,
    );
  }
  if (values.verbose) console.log(`\nRequests by round trip:\n${details.join('\n')}`);
} finally {
  await proxy?.close();
  await stopPrograms();
  rmSync(dataDir, { recursive: true, force: true });
}
