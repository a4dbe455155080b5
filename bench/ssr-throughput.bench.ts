/**
 * Benchmark: server-rendering throughput of the production storefront — home, a category
 * (`/traktordeler.html`) and a product page, each at 1, 10 and 50 concurrent connections: req/s,
 * latency p50 / p95 / p99, errors, and the `Cache-Control` each page answers with (what a CDN in
 * front would use — every request here is rendered, nothing is served from a cache).
 *
 *   npm run bench:ssr                                   # 10 s per step, 1,10,50 connections
 *   npm run bench:ssr -- --duration 20 --connections 1,10,50,100 --pages category
 *   npm run bench:ssr -- --profile bench/.data/ssr-profile    # CPU profile of the storefront
 *   npm run bench:ssr -- --node-flags=--max-semi-space-size=64  # Node flags for the storefront
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
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,10,50' },
    pages: { type: 'string', default: 'home,category,product' },
    products: { type: 'string' },
    /** A folder holding a storefront's `dist` and `build` (default: apps/storefront's). */
    storefront: { type: 'string', default: 'apps/storefront' },
    profile: { type: 'string' },
    /** Extra Node flags for the storefront process, such as `--max-semi-space-size=64`. */
    'node-flags': { type: 'string', default: '' },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = values.connections.split(',').map(Number);
if (!(DURATION > 0) || CONNECTIONS.some((count) => !Number.isInteger(count) || count < 1)) {
  throw new Error('--duration must be > 0 and --connections whole numbers ≥ 1');
}
const PAGES = new Set(values.pages.split(','));

for (const file of [
  'apps/commerce-api/dist/main.js',
  `${values.storefront}/dist/main.js`,
  `${values.storefront}/build/server/index.js`,
]) {
  if (!existsSync(join(root, file))) {
    console.error(`${file} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const children: ChildProcess[] = [];
/** Stops every started server and waits until each has exited (a CPU profile is written then). */
async function stopAll(): Promise<void> {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((done) => {
          child.removeAllListeners('exit');
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

/** Starts `node args…` and resolves once its output contains `readyText`. */
function start(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyText: string,
): Promise<ChildProcess> {
  return new Promise((resolveChild, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolveChild(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

/** The value below which `share` of the sorted numbers lie (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

interface Step {
  page: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
}

/** One autocannon run against `url`; latencies of every answer, errors = non-2xx + failures. */
async function measure(page: string, url: string, connections: number): Promise<Step> {
  const latencies: number[] = [];
  let non2xx = 0;
  const instance = autocannon({ url, connections, duration: DURATION, timeout: 30 });
  instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    page,
    connections,
    requestsPerSecond: latencies.length / DURATION,
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors: non2xx + result.errors + result.timeouts,
    requests: latencies.length,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'agri-ssr-bench-'));
const [apiPort, storefrontPort] = await Promise.all([freePort(), freePort()]);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;

try {
  await start(
    'commerce-api',
    ['apps/commerce-api/dist/main.js'],
    {
      PORT: String(apiPort),
      PUBLIC_URL: apiUrl,
      DATA_DIR: join(dataDir, 'pglite'),
      STOREFRONT_ORIGIN: storefrontUrl,
      STOREFRONT_URL: storefrontUrl,
      ...(values.products ? { SEED_PRODUCTS: values.products } : {}),
    },
    'GraphQL API ready',
  );
  // A copy of the storefront's build of its own (bench/.data is not committed).
  const storefrontCopy = join(root, 'bench/.data/ssr-storefront');
  rmSync(storefrontCopy, { recursive: true, force: true });
  for (const folder of ['dist', 'build']) {
    cpSync(resolve(root, values.storefront, folder), join(storefrontCopy, folder), {
      recursive: true,
    });
  }
  const profileArgs = values.profile
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(root, values.profile)}`]
    : [];
  await start(
    'storefront',
    [
      ...values['node-flags'].split(' ').filter(Boolean),
      ...profileArgs,
      join(storefrontCopy, 'dist/main.js'),
    ],
    {
      NODE_ENV: 'production',
      PORT: String(storefrontPort),
      MAGENTO_GRAPHQL_URL: `${apiUrl}/graphql`,
    },
    'Agri Deler storefront',
  );

  const pages = await pagesToMeasure();
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
  console.log(
    '\npage       conns   req/s    p50 ms   p95 ms   p99 ms   errors  requests\n' +
      steps
        .map(
          (step) =>
            `${step.page.padEnd(9)} ${String(step.connections).padStart(5)} ` +
            `${step.requestsPerSecond.toFixed(1).padStart(8)} ${String(step.p50).padStart(8)} ` +
            `${String(step.p95).padStart(8)} ${String(step.p99).padStart(8)} ` +
            `${String(step.errors).padStart(8)} ${String(step.requests).padStart(9)}`,
        )
        .join('\n'),
  );
  const target = steps.find((step) => step.page === 'category' && step.connections === 50);
  if (target) {
    console.log(
      `\ncategory at 50 connections: p95 ${target.p95} ms (target ≤ 100 ms) — ` +
        (target.p95 <= 100 ? 'met' : 'not met'),
    );
  }
} finally {
  await stopAll();
  rmSync(dataDir, { recursive: true, force: true });
  if (values.profile) console.log(`CPU profile(s) of the storefront in ${values.profile}`);
}

/** Home, `/traktordeler.html` (or the first category of the menu) and its first product. */
async function pagesToMeasure(): Promise<{ name: string; url: string }[]> {
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
