/**
 * Benchmark: how fast commerce-api refuses operations over its query cost limit (issue 21: before
 * the static estimate they ran 0.5–2 s and sent up to 1.2 MB before the product budget stopped
 * them), what the largest operation it still serves takes, and what `queryCost` says about the
 * SDK's largest documents (and how long it takes to say it).
 *
 *   npm run bench:query-cost                   # 20 rounds
 *   npm run bench:query-cost -- --rounds 50
 *
 * The real commerce-api runs in this process (in-memory PGlite with the default catalogue of
 * 2 500 products, or PostgreSQL with DATABASE_URL); requests go over HTTP on loopback, one at a
 * time. It prints figures; it asserts nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { parse } from 'graphql';
import { startTestApi } from '../apps/commerce-api/test/testApi';
import {
  createExecutableSchema,
  QUERY_LIMITS,
} from '../apps/commerce-api/src/graphql/createGraphQLHandler';
import { queryCost } from '../apps/commerce-api/src/graphql/queryCost';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const ROUNDS = Number(values.rounds);

const repeat = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index)).join(' ');
const page = (extra = '') =>
  `products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku } ${extra} }`;
const AGGREGATIONS = 'aggregations { attribute_code options { value count } }';

const HEAVY: Record<string, string> = {
  '16 × 300 products + aggregations': `{ ${repeat(16, (i) => `p${i}: ${page(AGGREGATIONS)}`)} }`,
  '30 × 300 products (9 000)': `{ ${repeat(30, (i) => `p${i}: ${page()}`)} }`,
  'related products 4 deep on 300': `{ products(filter: { price: { from: "0" } }, pageSize: 300) { items { related_products { related_products { related_products { related_products { sku } } } } } } }`,
};

/** The SDK's operation documents (codegen inlines their fragments). */
function sdkDocument(name: string): string {
  const root = new URL('../packages/sdk/src/', import.meta.url);
  for (const file of readdirSync(root, { recursive: true }) as string[]) {
    if (!file.endsWith('.generated.ts')) continue;
    const text = readFileSync(new URL(file, root), 'utf8');
    const match = new RegExp(`export const ${name}Document = ("(?:[^"\\\\]|\\\\.)*")`).exec(text);
    if (match?.[1]) return JSON.parse(match[1]) as string;
  }
  throw new Error(`No SDK document ${name}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
console.log(`limit: QUERY_LIMITS.maxQueryCost = ${QUERY_LIMITS.maxQueryCost}\n`);

const schema = createExecutableSchema();
const productList = sdkDocument('ProductList');
const listVariables = (pageSize: number) => ({
  filter: { price: { from: '0' } },
  pageSize,
  currentPage: 1,
});

console.log('## queryCost of the SDK’s largest documents\n');
console.log('| document | variables | cost | estimate takes (median) |');
console.log('| --- | --- | ---: | ---: |');
for (const [name, variables] of [
  ['ProductList', listVariables(36)],
  ['ProductList', listVariables(300)],
  ['QuickSearch', { term: 'filter', pageSize: 10, categoryCount: 5 }],
  ['CustomerWishlist', { pageSize: 100, currentPage: 1 }],
  ['MegaMenu', {}],
  ['ProductByUrlKey', { urlKey: 'x' }],
] as const) {
  const document = parse(sdkDocument(name));
  const times: number[] = [];
  let cost = 0;
  for (let round = 0; round < ROUNDS * 10; round++) {
    const started = performance.now();
    cost = queryCost(document, variables, schema);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const shown = 'pageSize' in variables ? `pageSize ${variables.pageSize}` : '—';
  console.log(`| ${name} | ${shown} | ${cost} | ${(percentile(times, 50) * 1000).toFixed(0)} µs |`);
}

const t = await startTestApi({ productCount: 2500 });
async function timed(query: string, variables: Record<string, unknown> = {}) {
  const started = performance.now();
  const response = await fetch(t.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  return { elapsed: performance.now() - started, bytes: text.length, text };
}

console.log('\n## Over the limit: refused before any resolver runs\n');
console.log('| operation | cost | p50 | p95 | max | answer |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const [name, query] of Object.entries(HEAVY)) {
  await timed(query);
  const times: number[] = [];
  let last = { bytes: 0, text: '' };
  for (let round = 0; round < ROUNDS; round++) {
    const result = await timed(query);
    times.push(result.elapsed);
    last = result;
  }
  times.sort((a, b) => a - b);
  if (!last.text.includes('QUERY_TOO_COSTLY')) throw new Error(`${name} was not refused`);
  console.log(
    `| ${name} | ${queryCost(parse(query), {}, schema)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1)!)} | ${last.bytes} B |`,
  );
}

console.log('\n## Within the limit: served\n');
console.log('| operation | cost | p50 | p95 | answer |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [name, query, variables] of [
  ['SDK ProductList, 36 a page', productList, listVariables(36)],
  ['SDK ProductList, 300 a page', productList, listVariables(300)],
  [
    '2 × 300 products + aggregations',
    `{ ${repeat(2, (i) => `p${i}: ${page(AGGREGATIONS)}`)} }`,
    {},
  ],
  ['8 × 300 products', `{ ${repeat(8, (i) => `p${i}: ${page()}`)} }`, {}],
] as const) {
  await timed(query, variables);
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const result = await timed(query, variables);
    if (result.text.includes('"errors"')) throw new Error(`${name}: ${result.text.slice(0, 300)}`);
    times.push(result.elapsed);
    bytes = result.bytes;
  }
  times.sort((a, b) => a - b);
  console.log(
    `| ${name} | ${queryCost(parse(query), variables, schema)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${Math.round(bytes / 1024)} KB |`,
  );
}
await t.close();
