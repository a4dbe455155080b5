/**
 * Benchmark: Lighthouse (mobile: the default emulated phone with simulated throttling) on the
 * production build — home, a category, a product, a search result and a part-finder parts page.
 *
 *   npm run bench:lighthouse                 # 3 runs per page, medians
 *   npm run bench:lighthouse -- --runs 5
 *   npm run bench:lighthouse -- --pages home,search
 *   npm run bench:lighthouse -- --edge      # through the production edge (HTTPS, HTTP/2)
 *
 * Needs the built tree (`npm run build`: apps/commerce-api/dist, apps/storefront/dist and
 * apps/storefront/build; the storefront's is copied to bench/.data first). Starts commerce-api (a fresh embedded database, the default seed) and
 * the storefront with NODE_ENV=production on free ports, Debian's Chromium (/usr/bin/chromium,
 * or CHROMIUM_PATH) headless, warms each page once, runs Lighthouse, prints a table of medians and
 * stops everything. It prints figures; it asserts nothing. Lighthouse itself is no dependency of the
 * project: the first run installs it into bench/.tools (see lighthouseTool.ts).
 *
 * "JS transfer" is what the browser received for every script the page loaded before the network
 * went quiet (Lighthouse's network requests, so compressed only if the server compressed it);
 * "JS gzip" and "JS brotli" are the same scripts compressed here (gzip level 6, the `compression`
 * middleware's default; brotli quality 11, as precompressed files would be) — the first-load
 * JavaScript a compressing server sends, whatever this server does. "JS by load" counts only the
 * scripts asked for before the load event: later ones are prefetches of other pages' code.
 *
 * `--edge` measures through `npm run start:edge`'s topology on free ports (nginx with TLS, HTTP/2,
 * brotli and its page cache in front of the storefront processes and commerce-api, from the built
 * tree itself), Chromium with `--ignore-certificate-errors` for its self-signed certificate. The
 * warm-up fills the edge's cache, so the runs measure the cached page, as a shopper after the
 * first would get it.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

import { startEdge } from './edge';
import { lighthouseVersion, loadLighthouse } from './lighthouseTool';
import { freePort, requireBuilt, startProgram, startShop, stopPrograms } from './shop';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    /** A folder to keep every run's Lighthouse report (JSON) in, for a closer look. */
    save: { type: 'string' },
    /** Through the production edge (nginx, HTTPS, HTTP/2, page cache). */
    edge: { type: 'boolean', default: false },
  },
});
if (values.edge) {
  // The edge's certificate is self-signed, made for this machine; this process only talks to it.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number ≥ 1`);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

requireBuilt();
if (!existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath} (set CHROMIUM_PATH).`);
  process.exit(1);
}
const lighthouse = await loadLighthouse();

const dataDir = mkdtempSync(join(tmpdir(), 'agri-lighthouse-'));
const chromePort = await freePort();

try {
  // The storefront runs from a copy of its build: a rebuild by someone else during the run would
  // replace the hashed assets under the running server.
  // Through the edge, the catalogue is asked for through the storefront's /graphql proxy.
  const { apiUrl, storefrontUrl } = values.edge
    ? await startEdge({ dataDir }).then(({ edgeUrl }) => ({
        apiUrl: edgeUrl,
        storefrontUrl: edgeUrl,
      }))
    : await startShop({ dataDir, copyName: 'lighthouse-storefront' });

  const pages = await pagesToMeasure(apiUrl);
  const chosen = values.pages ? new Set(values.pages.split(',')) : undefined;
  const measured = pages.filter((page) => !chosen || chosen.has(page.name));

  await startProgram(
    'chromium',
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      `--remote-debugging-port=${chromePort}`,
      `--user-data-dir=${join(dataDir, 'chromium')}`,
      ...(values.edge ? ['--ignore-certificate-errors'] : []),
      'about:blank',
    ],
    {},
    'DevTools listening on',
  );

  console.log(
    `Lighthouse ${lighthouseVersion} · mobile, simulated throttling · ${RUNS} run(s) per page · ` +
      `${values.edge ? 'through the edge (HTTPS, HTTP/2, page cache)' : 'the bare storefront (HTTP/1.1)'} · ` +
      `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`,
  );
  const rows: Row[] = [];
  for (const page of measured) {
    // Warm-up: the server's first render of a page (module loading, API caches) is not measured;
    // through the edge it also fills the page cache for brotli, as Chromium asks.
    await fetch(`${storefrontUrl}${page.path}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }).then((response) => response.text());
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await measure(`${storefrontUrl}${page.path}`));
    const row = medianRow(page, runs);
    rows.push(row);
    console.log(
      `  ${page.name}: score ${row.score}, LCP ${row.lcp} ms, TBT ${row.tbt} ms, JS ${row.jsGzip} KB gz (${row.loadJsGzip} by load)`,
    );
  }
  printTable(rows);
} finally {
  await stopPrograms();
  rmSync(dataDir, { recursive: true, force: true });
}

interface PageToMeasure {
  name: string;
  path: string;
}

/** The five pages, with a product and a part-finder model taken from the seeded API. */
async function pagesToMeasure(apiUrl: string): Promise<PageToMeasure[]> {
  const { products } = await ask<{
    products: { items: { url_key: string; url_suffix: string | null }[] };
  }>(apiUrl, '{ products(search: "filter", pageSize: 1) { items { url_key url_suffix } } }');
  const product = products.items[0];
  if (!product) throw new Error('The seeded API has no product matching "filter".');

  const slugs = await ask<{
    finders: { items: { slug: string }[] };
    brands: { items: { slug: string }[] };
    models: { items: { slug: string }[] };
  }>(
    apiUrl,
    `{
    finders: WmPartFinderFinders(pageSize: 1, filter: { slug: { eq: "traktor" } }) { items { slug } }
    brands: WmPartFinderBrands(pageSize: 1, filter: { slug: { eq: "massey-ferguson" } }) { items { slug } }
    models: WmPartFinderModels(pageSize: 1, filter: { slug: { eq: "6480" } }) { items { slug } }
  }`,
  );
  if (!slugs.finders.items[0] || !slugs.brands.items[0] || !slugs.models.items[0]) {
    throw new Error('The seeded API has no part-finder model traktor / massey-ferguson / 6480.');
  }
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: '/traktordeler.html' },
    { name: 'product', path: `/${product.url_key}${product.url_suffix ?? ''}` },
    { name: 'search', path: '/search?term=filter' },
    { name: 'finder', path: '/parts/traktor/massey-ferguson/6480' },
  ];
}

async function ask<Data>(apiUrl: string, query: string): Promise<Data> {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', store: 'ad_nb_no' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: Data; errors?: { message: string }[] };
  if (!body.data) throw new Error(`API: ${body.errors?.map((e) => e.message).join('; ')}`);
  return body.data;
}

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  jsTransfer: number;
  jsResource: number;
  jsGzip: number;
  jsBrotli: number;
  scripts: number;
  loadJsTransfer: number;
  loadJsGzip: number;
}

interface NetworkRequest {
  url: string;
  /** Milliseconds after the navigation started. */
  networkRequestTime?: number;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

async function measure(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) console.warn(`  Lighthouse warning (${url}): ${warning}`);
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(values.save, name), result.report as string);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
      ?.items as NetworkRequest[] | undefined) ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  // The load event: scripts asked for later are prefetches (links to other pages), not this page's.
  const observedLoad =
    (lhr.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]
      ?.observedLoad ?? Number.POSITIVE_INFINITY;
  let jsGzip = 0;
  let jsBrotli = 0;
  let loadJsTransfer = 0;
  let loadJsGzip = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    const gzipped = gzipSync(body, { level: 6 }).length;
    jsGzip += gzipped;
    if ((script.networkRequestTime ?? 0) <= observedLoad) {
      loadJsTransfer += script.transferSize ?? 0;
      loadJsGzip += gzipped;
    }
    jsBrotli += brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalBytes: numeric('total-byte-weight'),
    jsTransfer: scripts.reduce((sum, script) => sum + (script.transferSize ?? 0), 0),
    jsResource: scripts.reduce((sum, script) => sum + (script.resourceSize ?? 0), 0),
    jsGzip,
    jsBrotli,
    scripts: scripts.length,
    loadJsTransfer,
    loadJsGzip,
  };
}

interface Row {
  page: string;
  path: string;
  score: number;
  lcp: number;
  tbt: number;
  cls: string;
  totalKb: string;
  jsTransfer: string;
  jsResource: string;
  jsGzip: string;
  jsBrotli: string;
  loadJsTransfer: string;
  loadJsGzip: string;
  scripts: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function medianRow(page: PageToMeasure, runs: Run[]): Row {
  const of = (key: keyof Run) => median(runs.map((run) => run[key]));
  return {
    page: page.name,
    path: page.path,
    score: Math.round(of('score')),
    lcp: Math.round(of('lcp')),
    tbt: Math.round(of('tbt')),
    cls: of('cls').toFixed(3),
    totalKb: kb(of('totalBytes')),
    jsTransfer: kb(of('jsTransfer')),
    jsResource: kb(of('jsResource')),
    jsGzip: kb(of('jsGzip')),
    jsBrotli: kb(of('jsBrotli')),
    loadJsTransfer: kb(of('loadJsTransfer')),
    loadJsGzip: kb(of('loadJsGzip')),
    scripts: Math.round(of('scripts')),
  };
}

function printTable(rows: Row[]) {
  const header = [
    'page',
    'score',
    'LCP ms',
    'TBT ms',
    'CLS',
    'total KB',
    'JS transfer KB',
    'JS raw KB',
    'JS gzip KB',
    'JS brotli KB',
    'scripts',
    'JS by load transfer KB',
    'JS by load gzip KB',
  ];
  const lines = rows.map((row) => [
    row.page,
    String(row.score),
    String(row.lcp),
    String(row.tbt),
    row.cls,
    row.totalKb,
    row.jsTransfer,
    row.jsResource,
    row.jsGzip,
    row.jsBrotli,
    String(row.scripts),
    row.loadJsTransfer,
    row.loadJsGzip,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]!.length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  console.log(`\nMedians of ${RUNS} run(s):\n`);
  console.log(format(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
  console.log('\nPages:');
  for (const row of rows) console.log(`  ${row.page}: ${row.path}`);
}
