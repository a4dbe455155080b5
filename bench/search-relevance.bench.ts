/**
 * Benchmark: search relevance on a judged set of queries (bench/search-relevance/) — recall@10,
 * MRR and zero-result rate per query class and overall, and the queries that miss, with what came
 * back, for an engineer to work on.
 *
 *   npm run bench:search-relevance                     # the built API against the judged set
 *   npm run bench:search-relevance -- --only typo,synonym
 *   npm run bench:search-relevance -- --list           # print the judged set, start nothing
 *   npm run bench:search-relevance -- --api-dir /tmp/before/apps/commerce-api --json before.json
 *
 * The server is the built `apps/commerce-api/dist/main.js` (run `npm run build` first; `--api-dir`
 * takes another build), started as its own process on a fresh embedded database with the default
 * catalogue (seed 1, 2 500 products); this process is the client, on loopback. Each query is sent
 * as `products(search: $q, sort: { relevance: DESC }, pageSize: 10)`. The expected products come
 * from the seed catalogue, never from the engine. It prints figures; it asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCatalog } from '../apps/commerce-api/src/seed/generate/index';
import { buildJudgedSet } from './search-relevance/judgedSet';
import type { JudgedQuery } from './search-relevance/judgedQuery';
import {
  CUTOFF,
  recallAt,
  reciprocalRank,
  summarizeByClass,
  type QueryOutcome,
} from './search-relevance/metrics';
import { freePort, repoRoot, startProgram, stopPrograms } from './shop';

const { values } = parseArgs({
  options: {
    'api-dir': { type: 'string', default: 'apps/commerce-api' },
    only: { type: 'string' },
    list: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});

const SEED = 1;
const PRODUCTS = 2500;
const SEARCH = `query ($q: String!) {
  products(search: $q, sort: { relevance: DESC }, pageSize: ${CUTOFF}) {
    total_count
    items { sku name }
  }
}`;

interface Item {
  sku: string;
  name: string;
}
interface Outcome extends QueryOutcome {
  query: string;
  items: Item[];
  error?: string;
}

const catalog = generateCatalog({ seed: SEED, productCount: PRODUCTS });
const nameOf = new Map(catalog.products.map((product) => [product.sku, product.name]));
const only = values.only?.split(',');
const judged = buildJudgedSet(catalog).filter((query) => !only || only.includes(query.queryClass));

const short = (text: string, length = 48) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function printSet(queries: readonly JudgedQuery[]) {
  for (const query of queries) {
    const examples = query.expected.slice(0, 3).map((sku) => short(nameOf.get(sku) ?? sku, 40));
    console.log(
      `${query.queryClass.padEnd(13)} ${query.origin === 'generated' ? 'gen ' : 'hand'} ` +
        `${JSON.stringify(query.query)} → ${query.expected.length}: ${examples.join(' · ')}` +
        (query.note ? `  (${query.note})` : ''),
    );
  }
  console.log(`\n${queries.length} judged queries`);
}

async function search(url: string, q: string): Promise<{ total: number; items: Item[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SEARCH, variables: { q } }),
  });
  const body = (await response.json()) as {
    data?: { products: { total_count: number; items: Item[] } };
    errors?: { message: string }[];
  };
  if (!body.data) throw new Error(body.errors?.map((e) => e.message).join('; ') ?? 'no data');
  return { total: body.data.products.total_count, items: body.data.products.items };
}

/** Stops with a clear message when the server's catalogue is not the one the set was judged on. */
async function checkCatalogue(url: string) {
  const sample = judged.filter((query) => query.queryClass === 'part-number').slice(0, 8);
  for (const query of sample) {
    const sku = query.expected[0]!;
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { name } } }',
        variables: { sku },
      }),
    });
    const body = (await response.json()) as { data?: { products: { items: Item[] } } };
    const name = body.data?.products.items[0]?.name;
    if (name !== nameOf.get(sku)) {
      console.error(
        `The server's catalogue differs from the judged one (${sku}: "${name}" ≠ "${nameOf.get(sku)}"): ` +
          'rebuild commerce-api from the same tree as this benchmark.',
      );
      process.exit(1);
    }
  }
}

function printResults(outcomes: readonly Outcome[]) {
  console.log(`\n| class | queries | recall@${CUTOFF} | MRR | zero results |`);
  console.log('|---|---:|---:|---:|---:|');
  for (const { queryClass, summary } of summarizeByClass(outcomes)) {
    console.log(
      `| ${queryClass} | ${summary.queries} | ${percent(summary.recall)} | ${summary.mrr.toFixed(3)} | ${percent(summary.zeroResultRate)} |`,
    );
  }
  const failing = outcomes.filter((o) => recallAt(o.expected, o.returned) < 1);
  console.log(`\nqueries with recall@${CUTOFF} < 1: ${failing.length} of ${outcomes.length}`);
  for (const outcome of failing) {
    const wanted = new Set(outcome.expected);
    const examples = outcome.expected.slice(0, 2).map((sku) => short(nameOf.get(sku) ?? sku, 40));
    console.log(
      `\n[${outcome.queryClass}] ${JSON.stringify(outcome.query)}  recall ${recallAt(outcome.expected, outcome.returned).toFixed(2)}` +
        `  rr ${reciprocalRank(outcome.expected, outcome.returned).toFixed(2)}  ${outcome.totalCount} found` +
        `  — expects ${outcome.expected.length}: ${examples.join(' · ')}${outcome.expected.length > 2 ? ' …' : ''}`,
    );
    if (outcome.error) console.log(`  error: ${outcome.error}`);
    for (const item of outcome.items) {
      console.log(
        `  ${wanted.has(item.sku) ? '✓' : '✗'} ${item.sku.padEnd(18)} ${short(item.name, 70)}`,
      );
    }
  }
}

if (values.list) {
  printSet(judged);
  process.exit(0);
}

const apiDir = resolve(repoRoot, values['api-dir']);
const dataDir = mkdtempSync(join(tmpdir(), 'search-relevance-'));
console.log(`search relevance benchmark — ${new Date().toISOString()}`);
console.log(
  `${judged.length} judged queries; server ${apiDir}/dist/main.js, seed ${SEED}, ${PRODUCTS} products, fresh embedded database`,
);
try {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  await startProgram(
    'commerce-api',
    process.execPath,
    [join(apiDir, 'dist/main.js')],
    {
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: '',
      DATA_DIR: join(dataDir, 'pglite'),
      SEED: String(SEED),
      SEED_PRODUCTS: String(PRODUCTS),
    },
    'GraphQL API ready',
  );
  await checkCatalogue(url);
  const outcomes: Outcome[] = [];
  for (const query of judged) {
    let result: { total: number; items: Item[] } = { total: 0, items: [] };
    let error: string | undefined;
    try {
      result = await search(url, query.query);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    outcomes.push({
      query: query.query,
      queryClass: query.queryClass,
      expected: query.expected,
      returned: result.items.map((item) => item.sku),
      totalCount: result.total,
      items: result.items,
      ...(error === undefined ? {} : { error }),
    });
  }
  printResults(outcomes);
  if (values.json) {
    writeFileSync(values.json, `${JSON.stringify(outcomes, null, 2)}\n`);
    console.log(`\noutcomes written to ${values.json}`);
  }
} finally {
  await stopPrograms();
  rmSync(dataDir, { recursive: true, force: true });
}
