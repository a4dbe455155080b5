/**
 * Benchmark: a quick order of 200 lines (issue 24) — how long `parseQuickOrder` takes, how long
 * `sdk.quickOrder.resolve` takes against a real commerce-api (and in how many requests), what the
 * resolve query costs, and how long `CartStore.addLines` takes to put the valid rows in a cart.
 *
 *   npm run bench:quick-order                  # 10 rounds
 *   npm run bench:quick-order -- --rounds 30
 *
 * The real commerce-api runs in this process (in-memory PGlite, the default catalogue of 2 500
 * products); the SDK talks to it over HTTP on loopback, one quick order at a time. The list mixes
 * SKUs, OEM numbers typed with spaces and dashes, quantities after `;`, tabs and spaces, unknown
 * numbers and repeats, like a dealer's exported list. It prints figures; it asserts nothing.
 */
import { parseArgs } from 'node:util';
import { parse } from 'graphql';
import { startTestApi } from '../apps/commerce-api/test/testApi';
import { createExecutableSchema } from '../apps/commerce-api/src/graphql/createGraphQLHandler';
import { queryCost } from '../apps/commerce-api/src/graphql/queryCost';
import {
  createSdk,
  createMemoryStorage,
  parseQuickOrder,
  quickOrderCartLine,
} from '../packages/sdk/src/index';
import { ResolvePartNumbersDocument } from '../packages/sdk/src/quickOrder/resolvePartNumbers.generated';
import { load } from './machineLoad';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '10' } } });
const ROUNDS = Number(values.rounds);
const LINES = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${ms(percentile(sorted, 50))} · p95 ${ms(percentile(sorted, 95))} · max ${ms(sorted.at(-1)!)}`;
};

console.log(`load average before: ${load()}`);
const t = await startTestApi({ productCount: 2500 });

// The list: real SKUs and part numbers of the catalogue, written the ways buyers write them.
const rows = await t.api.db
  .selectFrom('products')
  .select(['sku', 'part_numbers'])
  .where('visible', '=', true)
  .where('type_id', '=', 'simple')
  .orderBy('id')
  .limit(LINES)
  .execute();
const separators = [';', '\t', ' ', ','];
const lines = Array.from({ length: LINES }, (_, i) => {
  const row = rows[i % rows.length]!;
  if (i % 20 === 19) return `ZZ-UKJENT-${i};1`;
  const oem = row.part_numbers[0];
  const number =
    i % 3 === 0 && oem ? oem.replace(/^(\w{2})(\w{3})/, '$1 $2-').toLowerCase() : row.sku;
  return `${number}${separators[i % separators.length]}${(i % 4) + 1}`;
});
const text = ['Varenr;Antall', ...lines].join('\r\n');

let requests = 0;
let bytes = 0;
const counting: typeof fetch = async (input, init) => {
  requests += 1;
  const response = await fetch(input, init);
  const body = await response.text();
  bytes += body.length;
  return new Response(body, { status: response.status, headers: response.headers });
};
const sdk = () =>
  createSdk({
    endpoint: t.url,
    fetch: counting,
    storage: createMemoryStorage(),
    tokenStorage: createMemoryStorage(),
    sessionReactions: false,
  });

const parseTimes: number[] = [];
for (let round = 0; round < ROUNDS * 20; round++) {
  const started = performance.now();
  parseQuickOrder(text);
  parseTimes.push(performance.now() - started);
}
const parsed = parseQuickOrder(text);
const partNumbers = new Set(parsed.lines.flatMap((line) => line.readings.map((r) => r.partNumber)));

const schema = createExecutableSchema();
const cost = queryCost(
  parse(ResolvePartNumbersDocument),
  { partNumbers: [...partNumbers].slice(0, 200) },
  schema,
);

const warm = sdk();
await warm.quickOrder.resolve(parsed);
const resolveTimes: number[] = [];
const addTimes: number[] = [];
let resolveRequests = 0;
let resolveBytes = 0;
let found = 0;
let valid = 0;
for (let round = 0; round < ROUNDS; round++) {
  const instance = sdk();
  requests = 0;
  bytes = 0;
  let started = performance.now();
  const result = await instance.quickOrder.resolve(parsed);
  resolveTimes.push(performance.now() - started);
  resolveRequests = requests;
  resolveBytes = bytes;
  found = result.filter((row) => row.product).length;
  const cartLines = result.flatMap((row) => quickOrderCartLine(row) ?? []);
  valid = cartLines.length;
  started = performance.now();
  await instance.cart.addLines(cartLines);
  addTimes.push(performance.now() - started);
}

console.log(`\n## Quick order of ${LINES} lines (${ROUNDS} rounds)\n`);
console.log(
  `lines read: ${parsed.lines.length} (+${parsed.problems.length} unreadable); part numbers sent: ${partNumbers.size}`,
);
console.log(`rows: ${found} found, ${valid} addable`);
console.log(`parseQuickOrder: ${summary(parseTimes)}`);
console.log(
  `sdk.quickOrder.resolve: ${summary(resolveTimes)} · ${resolveRequests} request(s), ${(resolveBytes / 1024).toFixed(0)} KB answered · queryCost of one request ${cost} (limit 25 000)`,
);
console.log(`cart.addLines (${valid} lines, a new guest cart): ${summary(addTimes)}`);
console.log(`load average after: ${load()}`);
await t.close();
