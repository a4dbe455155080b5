/**
 * Benchmark: products search latency (p50 / p95) and throughput, with and without filters, on
 * the default catalogue and on 100 000 products, against the embedded database and PostgreSQL.
 *
 *   npm run bench                         # everything (PostgreSQL when reachable)
 *   npm run bench -- --sizes 2500         # only the default catalogue
 *   npm run bench -- --modes pglite       # only the embedded database
 *
 * The server runs as its own process (the built `apps/commerce-api/dist/main.js`, so run
 * `npm run build` first); this process is the client, on loopback. Seeded databases are kept
 * under bench/.data and in PostgreSQL schemas `bench_<size>` so later runs skip the seeding.
 * It prints figures; it asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '2500,100000' },
    modes: { type: 'string', default: 'pglite,postgres' },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '8' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const modes = values.modes.split(',');
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const SEARCH = `query ($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: 12) {
    total_count
    items { sku name price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code options { value count } }
  }
}`;

type Scenario = { name: string; variables: () => Record<string, unknown> };

function scenarios(categoryUids: string[], manufacturers: string[]): Scenario[] {
  const terms = [
    'filter',
    'drivstoffilter',
    'hydraulikk',
    'lys',
    'pumpe',
    'massey',
    'RE504836',
    '3595854 M1',
  ];
  let i = 0;
  const pick = <T>(list: T[]) => list[i++ % list.length]!;
  return [
    { name: 'search, no filter', variables: () => ({ search: pick(terms) }) },
    {
      name: 'search + filters',
      variables: () => ({
        search: pick(terms),
        filter: {
          category_uid: { eq: pick(categoryUids) },
          manufacturer: { in: [pick(manufacturers)] },
        },
      }),
    },
    {
      name: 'category listing',
      variables: () => ({
        filter: { category_uid: { eq: pick(categoryUids) } },
        sort: { price: 'ASC' },
      }),
    },
  ];
}

async function graphql(url: string, query: string, variables: Record<string, unknown>) {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${url}?${params}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads a few known fields
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function measure(url: string, scenario: Scenario, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = performance.now();
        await graphql(url, SEARCH, scenario.variables());
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  return { p50: q(0.5), p95: q(0.95), rps: latencies.length / seconds };
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['apps/commerce-api/dist/main.js'], {
      cwd: root,
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(`  ${chunk}`);
      const match = /GraphQL API ready at (\S+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

async function ensurePgSchema(schema: string): Promise<string> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await client.end();
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.toString();
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

if (!existsSync(`${root}apps/commerce-api/dist/main.js`)) {
  console.error('Build first: npm run build');
  process.exit(2);
}
console.log(`products search benchmark — ${new Date().toISOString()}`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(
  `${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent, GET /graphql on loopback\n`,
);

const rows: string[] = [];
for (const mode of modes) {
  if (mode === 'postgres' && !(await postgresReachable())) {
    console.log(`PostgreSQL at ${PG_URL} not reachable: skipping postgres mode`);
    continue;
  }
  for (const size of sizes) {
    const env: Record<string, string> =
      mode === 'postgres'
        ? { DATABASE_URL: await ensurePgSchema(`bench_${size}`), SEED_PRODUCTS: String(size) }
        : { DATA_DIR: `${root}bench/.data/pglite-${size}`, SEED_PRODUCTS: String(size) };
    console.log(`${mode}, ${size} products: starting (seeds on first run)…`);
    const { child, url } = await startServer(env);
    try {
      const tree = await graphql(url, '{ categories { items { children { uid } } } }', {});
      const categoryUids: string[] = tree.categories.items[0].children.map(
        (c: { uid: string }) => c.uid,
      );
      const facets = await graphql(url, SEARCH, { search: 'filter' });
      const manufacturers: string[] = facets.products.aggregations
        .find((a: { attribute_code: string }) => a.attribute_code === 'manufacturer')
        .options.map((o: { value: string }) => o.value);
      for (const scenario of scenarios(categoryUids, manufacturers)) {
        await measure(url, scenario, CONCURRENCY); // warm-up
        // Latency of one request at a time; throughput with CONCURRENCY in flight.
        const alone = await measure(url, scenario, 1);
        const loaded = await measure(url, scenario, CONCURRENCY);
        const row = `| ${mode} | ${size} | ${scenario.name} | ${alone.p50.toFixed(1)} | ${alone.p95.toFixed(1)} | ${loaded.p50.toFixed(1)} | ${loaded.p95.toFixed(1)} | ${loaded.rps.toFixed(0)} |`;
        rows.push(row);
        console.log(row);
      }
    } finally {
      child.kill('SIGTERM');
    }
  }
}
console.log(
  `\n| database | products | scenario | p50 ms alone | p95 ms alone | p50 ms ×${CONCURRENCY} | p95 ms ×${CONCURRENCY} | req/s ×${CONCURRENCY} |`,
);
console.log('|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
