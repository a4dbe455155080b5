/**
 * Benchmark: server-rendering throughput of the production storefront — home, a category
 * (`/traktordeler.html`) and a product page, each at 1, 10 and 50 concurrent connections: req/s,
 * latency p50 / p95 / p99, errors, the CPU time the storefront and commerce-api spent per request
 * (from /proc on Linux: steadier than req/s on a shared machine, where other work takes cores), and
 * the `Cache-Control` each page answers with (what a CDN in front would use — every request here
 * is rendered, nothing is served from a cache).
 *
 *   npm run bench:ssr                                   # 10 s per step, 1,10,50 connections
 *   npm run bench:ssr -- --duration 20 --connections 1,10,50,100 --pages category
 *   npm run bench:ssr -- --profile bench/.data/ssr-profile    # CPU profile of the storefront
 *   npm run bench:ssr -- --node-flags=--max-semi-space-size=64  # Node flags for the storefront
 *   npm run bench:ssr -- --edge --pages category --connections 10,50   # through the edge
 *   npm run bench:ssr -- --storefront /tmp/old/apps/storefront --api /tmp/old/apps/commerce-api
 *
 * Needs the built tree (`npm run build`: apps/commerce-api/dist, apps/storefront/dist and
 * apps/storefront/build; the storefront's is copied to bench/.data first, so a rebuild during the
 * run changes nothing). Starts commerce-api (a fresh embedded PGlite database with the default
 * seed, or `--products N`) and the storefront with NODE_ENV=production on free loopback ports, as
 * processes of their own; the load comes from this process (autocannon) over loopback. Both
 * servers share the machine's cores with the load generator, as they would not in production.
 * `STOREFRONT_QUERY_CACHE_SECONDS=0 npm run bench:ssr` measures without the server's cache of the
 * API's public answers. It prints figures; it asserts nothing. `--profile DIR` runs the storefront with
 * `--cpu-prof --cpu-prof-dir=DIR` (open the .cpuprofile in Chrome DevTools).
 *
 * `--edge` measures through the production edge instead (`npm run start:edge`'s topology on free
 * ports: nginx, `--edge-storefronts N` storefront processes — default the cores — and
 * commerce-api, from the built tree itself, not a copy), over HTTPS and HTTP/2 with a closed-loop
 * HTTP/2 client (`bench/edge.ts`; autocannon speaks HTTP/1.1 only), each page twice: anonymous
 * (served from the edge's page cache after the first answer) and with a cart cookie (the cache is
 * bypassed: every request is rendered by the storefront processes behind nginx).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { http2Load, startEdge } from './edge';
import { cpuTimeMs, repoRoot, requireBuilt, startShop, stopPrograms } from './shop';

const root = repoRoot;
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,10,50' },
    pages: { type: 'string', default: 'home,category,product' },
    products: { type: 'string' },
    /** A folder holding a storefront's `dist` and `build` (default: apps/storefront's). */
    storefront: { type: 'string', default: 'apps/storefront' },
    /** A folder holding a commerce-api `dist` (default: apps/commerce-api's). */
    api: { type: 'string', default: 'apps/commerce-api' },
    profile: { type: 'string' },
    /** Extra Node flags for the storefront process, such as `--max-semi-space-size=64`. */
    'node-flags': { type: 'string', default: '' },
    /** Through the production edge (nginx, HTTP/2, page cache) instead of the bare storefront. */
    edge: { type: 'boolean', default: false },
    /** Storefront processes behind the edge (default: the cores). */
    'edge-storefronts': { type: 'string' },
  },
});
const EDGE = values.edge;
if (EDGE) {
  // The edge's certificate is self-signed, made for this machine; this process only talks to it.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}
const DURATION = Number(values.duration);
const CONNECTIONS = values.connections.split(',').map(Number);
if (!(DURATION > 0) || CONNECTIONS.some((count) => !Number.isInteger(count) || count < 1)) {
  throw new Error('--duration must be > 0 and --connections whole numbers ≥ 1');
}
const PAGES = new Set(values.pages.split(','));

requireBuilt(values.storefront, values.api);

/** The value below which `share` of the sorted numbers lie (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

interface Step {
  page: string;
  /** Where the load went: `origin`, `edge cache` or `edge, bypass`. */
  via: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
  /** CPU time per answered request (ms) of the storefront and of commerce-api; `null` unknown. */
  storefrontCpuMs: number | null;
  apiCpuMs: number | null;
}

/** The processes whose CPU time is counted per request. */
let processes: { storefront: number | undefined; api: number | undefined } = {
  storefront: undefined,
  api: undefined,
};

/** CPU time used between two readings, per request. */
function perRequest(before: number | null, after: number | null, requests: number) {
  return before === null || after === null || requests === 0 ? null : (after - before) / requests;
}

/** One autocannon run against `url`; latencies of every answer, errors = non-2xx + failures. */
async function measure(page: string, url: string, connections: number): Promise<Step> {
  const latencies: number[] = [];
  let non2xx = 0;
  const cpuBefore = [cpuTimeMs(processes.storefront), cpuTimeMs(processes.api)] as const;
  const instance = autocannon({ url, connections, duration: DURATION, timeout: 30 });
  instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await instance;
  const cpuAfter = [cpuTimeMs(processes.storefront), cpuTimeMs(processes.api)] as const;
  latencies.sort((a, b) => a - b);
  return {
    page,
    via: 'origin',
    connections,
    requestsPerSecond: latencies.length / DURATION,
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors: non2xx + result.errors + result.timeouts,
    requests: latencies.length,
    storefrontCpuMs: perRequest(cpuBefore[0], cpuAfter[0], latencies.length),
    apiCpuMs: perRequest(cpuBefore[1], cpuAfter[1], latencies.length),
  };
}

/** The edge's ways to a page: its cache (anonymous), and past it (a cart cookie bypasses it). */
const edgeScenarios = [
  { via: 'edge cache', headers: {} },
  { via: 'edge, bypass', headers: { cookie: 'vsf-cart=bench-cart-id' } },
];

/** One closed-loop HTTP/2 run through the edge. */
async function measureEdge(
  page: string,
  url: string,
  connections: number,
  scenario: (typeof edgeScenarios)[number],
): Promise<Step & { cacheStatuses: Record<string, number>; reconnects: number }> {
  const result = await http2Load({
    url,
    connections,
    durationSeconds: DURATION,
    headers: scenario.headers,
  });
  const latencies = [...result.latencies].sort((a, b) => a - b);
  return {
    page,
    via: scenario.via,
    connections,
    requestsPerSecond: latencies.length / DURATION,
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors: result.errors,
    requests: latencies.length,
    cacheStatuses: result.cacheStatuses,
    reconnects: result.reconnects,
    // Several storefront processes and nginx share the work: not counted per process here.
    storefrontCpuMs: null,
    apiCpuMs: null,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'agri-ssr-bench-'));
try {
  if (EDGE) await runThroughEdge();
  else await runAgainstOrigin();
} finally {
  await stopPrograms();
  rmSync(dataDir, { recursive: true, force: true });
  if (values.profile) console.log(`CPU profile(s) of the storefront in ${values.profile}`);
}

async function runThroughEdge(): Promise<void> {
  const { edgeUrl } = await startEdge({
    dataDir,
    storefronts: values['edge-storefronts'] ? Number(values['edge-storefronts']) : undefined,
    env: values.products ? { SEED_PRODUCTS: values.products } : {},
  });
  const pages = await pagesToMeasure(edgeUrl);
  console.log(
    `Through the edge (nginx, HTTPS, HTTP/2), a closed-loop HTTP/2 client in this process over loopback · ` +
      `${DURATION} s per step · ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  );
  const steps: Step[] = [];
  for (const page of pages) {
    for (const scenario of edgeScenarios) {
      // Warm-up: the first renders compile code paths, fill the API's and the edge's caches.
      await http2Load({
        url: page.url,
        connections: 5,
        durationSeconds: 2,
        headers: scenario.headers,
      });
      for (const connections of CONNECTIONS) {
        const step = await measureEdge(page.name, page.url, connections, scenario);
        console.log(
          `  ${page.name} ${scenario.via} × ${connections}: X-Cache-Status ${JSON.stringify(step.cacheStatuses)}, ` +
            `${step.reconnects} new connection(s) after the edge closed one`,
        );
        steps.push(step);
      }
    }
  }
  printSteps(steps);
  const target = steps.find(
    (step) => step.page === 'category' && step.via === 'edge cache' && step.connections === 50,
  );
  if (target) {
    console.log(
      `\ncategory through the edge at 50 connections: p95 ${target.p95} ms (target ≤ 50 ms) — ` +
        (target.p95 <= 50 ? 'met' : 'not met'),
    );
  }
}

async function runAgainstOrigin(): Promise<void> {
  const profileArgs = values.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(root, values.profile)}`]
    : [];
  const { storefrontUrl, storefrontPid, apiPid } = await startShop({
    dataDir,
    copyName: 'ssr-storefront',
    storefrontDir: values.storefront,
    apiDir: values.api,
    apiEnv: values.products ? { SEED_PRODUCTS: values.products } : {},
    storefrontNodeArgs: [...values['node-flags'].split(' ').filter(Boolean), ...profileArgs],
  });

  processes = { storefront: storefrontPid, api: apiPid };
  const pages = await pagesToMeasure(storefrontUrl);
  console.log(
    `Server rendering, autocannon ${autocannonVersion()} from a separate process over loopback · ` +
      `${DURATION} s per step · ${cpus().length} × ${cpus()[0]?.model.trim()}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  );
  for (const page of pages) {
    const response = await fetch(page.url);
    await response.arrayBuffer();
    console.log(
      `${page.name.padEnd(9)} ${new URL(page.url).pathname} → ${response.status}, ` +
        `Cache-Control: ${response.headers.get('cache-control')}, Vary: ${response.headers.get('vary')}`,
    );
  }
  const steps: Step[] = [];
  for (const page of pages) {
    // Warm-up: the first renders compile code paths and fill the API's caches.
    await autocannon({ url: page.url, connections: 5, amount: 50 });
    for (const connections of CONNECTIONS) {
      steps.push(await measure(page.name, page.url, connections));
    }
  }
  printSteps(steps);
  const target = steps.find((step) => step.page === 'category' && step.connections === 50);
  if (target) {
    console.log(
      `\ncategory at 50 connections: p95 ${target.p95} ms (target ≤ 100 ms) — ` +
        (target.p95 <= 100 ? 'met' : 'not met'),
    );
  }
}

function printSteps(steps: readonly Step[]): void {
  console.log(
    '\npage      via            conns   req/s    p50 ms   p95 ms   p99 ms   errors  requests' +
      '  storefront CPU ms/req  API CPU ms/req\n' +
      steps
        .map(
          (step) =>
            `${step.page.padEnd(9)} ${step.via.padEnd(13)} ${String(step.connections).padStart(6)} ` +
            `${step.requestsPerSecond.toFixed(1).padStart(8)} ${String(step.p50).padStart(8)} ` +
            `${String(step.p95).padStart(8)} ${String(step.p99).padStart(8)} ` +
            `${String(step.errors).padStart(8)} ${String(step.requests).padStart(9)} ` +
            `${(step.storefrontCpuMs?.toFixed(1) ?? 'n/a').padStart(22)} ` +
            `${(step.apiCpuMs?.toFixed(1) ?? 'n/a').padStart(14)}`,
        )
        .join('\n'),
  );
}

/** Home, `/traktordeler.html` (or the first category of the menu) and its first product. */
async function pagesToMeasure(storefrontUrl: string): Promise<{ name: string; url: string }[]> {
  const home = await (await fetch(`${storefrontUrl}/`)).text();
  let category = '/traktordeler.html';
  if ((await fetch(`${storefrontUrl}${category}`)).status !== 200) {
    category = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(home)?.[1] ?? '';
  }
  const categoryHtml = await (await fetch(`${storefrontUrl}${category}`)).text();
  const match =
    /class="ap-product-card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="ap-product-card__link"/.exec(
      categoryHtml,
    );
  const product = match?.[1] ?? match?.[2];
  if (!category || !product) throw new Error('Found no category or product page to measure.');
  return [
    { name: 'home', url: `${storefrontUrl}/` },
    { name: 'category', url: `${storefrontUrl}${category}` },
    { name: 'product', url: `${storefrontUrl}${product}` },
  ].filter((page) => PAGES.has(page.name));
}

function autocannonVersion(): string {
  const manifest = readFileSync(join(root, 'node_modules/autocannon/package.json'), 'utf8');
  return (JSON.parse(manifest) as { version: string }).version;
}
