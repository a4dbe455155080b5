/**
 * Benchmark: products search latency (p50 / p95) and throughput, with and without filters, on
 * the default catalogue and on 100 000 products, against the embedded database and PostgreSQL.
 *
 *   npm run bench                         # everything (PostgreSQL when reachable)
 *   npm run bench -- --sizes 2500         # only the default catalogue
 *   npm run bench -- --modes pglite       # only the embedded database
 *   npm run bench -- --root ../other-checkout --data-suffix before   # another build
 *   npm run bench -- --sizes 100000 --seed-only                      # seed now, measure later
 *   npm run bench -- --max-load 2.5 --max-wait 40   # wait for a quiet machine before measuring
 *
 * The server runs as its own process (the built `apps/commerce-api/dist/main.js` of this
 * checkout, or of `--root`, so build first); this process is the client, on loopback. Seeded
 * databases are kept under bench/.data/pglite-<size>[-<suffix>] and in PostgreSQL schemas
 * `bench_<size>[_<suffix>]` so later runs skip the seeding; give each build its own
 * `--data-suffix` when their seeds differ. It prints figures (and the machine's load average,
 * the server's start-up time, search-index line and memory); it asserts nothing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
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
    /** A checkout whose `apps/commerce-api/dist/main.js` is the server (default: this one). */
    root: { type: 'string', default: root },
    /** Appended to the data directory and schema names, e.g. `before` / `after`. */
    'data-suffix': { type: 'string', default: '' },
    /** Start each server (seeding its database if empty), print its start-up, stop. */
    'seed-only': { type: 'boolean', default: false },
    /** Before measuring, wait until the 1-minute load average is below this (0: do not wait). */
    'max-load': { type: 'string', default: '0' },
    /** How long to wait for that in all, in minutes; then measure anyway and say so. */
    'max-wait': { type: 'string', default: '40' },
  },
});
const sizes = values.sizes.split(',').map(Number);
const modes = values.modes.split(',');
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const serverRoot = resolve(values.root);
const serverMain = resolve(serverRoot, 'apps/commerce-api/dist/main.js');
const suffix = values['data-suffix'];
const MAX_LOAD = Number(values['max-load']);
let waitBudgetMs = Number(values['max-wait']) * 60_000;

const SEARCH = `query ($search: String, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput) {
  products(search: $search, filter: $filter, sort: $sort, pageSize: 12) {
    total_count
    items { sku name price_range { minimum_price { final_price { value } } } }
    aggregations { attribute_code options { value count } }
  }
}`;

/** Broad terms: everyday words, a stop word, a plural and a compound (issue 19). */
const BROAD_TERMS = [
  'filter',
  'hydraulikk',
  'lys',
  'pumpe',
  'massey',
  'olje og filter',
  'filtre',
  'oljefilter',
];
/**
 * Kinds of part, makes and the ways between them a shopper writes: 720 different terms, so no
 * request of the "first-time term" scenario finds its match among the server's recent searches
 * (its per-word readings are cached, as they are for real shoppers' words).
 */
const KINDS = [
  'filter',
  'oljefilter',
  'luftfilter',
  'pumpe',
  'lys',
  'slange',
  'pakning',
  'lager',
  'sylinder',
  'reim',
  'dyse',
  'termostat',
  'filtre',
  'pumper',
  'hydraulikk',
  'glodeplugg',
  'lykt',
  'kobling',
  'bremse',
  'sete',
];
const MAKES = [
  'massey',
  'ferguson',
  'john deere',
  'fendt',
  'valtra',
  'new holland',
  'case',
  'deutz',
  'claas',
  'zetor',
  'kubota',
  'ford',
];
const FIRST_TIME_TERMS = KINDS.flatMap((kind) =>
  MAKES.flatMap((make) => [`${kind} ${make}`, `${kind} til ${make}`, `${make} ${kind}`]),
);
/** Part numbers the seed gives to a product, written as dealers and shoppers write them. */
const PART_NUMBERS = [
  'RE504836',
  '3595854 M1',
  'RE 504836',
  '1447036M2',
  'AL 78405',
  '87-802-498',
  'HH16432430',
  'F716 200 060 010',
];

type Variables = Record<string, unknown>;
type Scenario = { name: string; variables: () => Variables };
/** A broad term with the top-level category and the manufacturer a shopper would click. */
type Filtered = { search: string; categoryUid: string; manufacturer: string };

function scenarios(categoryUids: string[], filtered: Filtered[]): Scenario[] {
  // Each scenario walks its lists in a fixed order, so every build gets the same requests.
  const cycle = (make: (k: number) => Variables) => {
    let k = 0;
    return () => make(k++);
  };
  const at = <T>(list: T[], k: number) => list[k % list.length]!;
  return [
    { name: 'broad term', variables: cycle((k) => ({ search: at(BROAD_TERMS, k) })) },
    {
      name: 'first-time term (kind + make)',
      variables: cycle((k) => ({ search: at(FIRST_TIME_TERMS, k) })),
    },
    { name: 'part number', variables: cycle((k) => ({ search: at(PART_NUMBERS, k) })) },
    {
      name: 'broad term + category + manufacturer',
      variables: cycle((k) => {
        const { search, categoryUid, manufacturer } = at(filtered, k);
        return {
          search,
          filter: { category_uid: { eq: categoryUid }, manufacturer: { in: [manufacturer] } },
        };
      }),
    },
    {
      name: 'category listing',
      variables: cycle((k) => ({
        filter: { category_uid: { eq: at(categoryUids, k) } },
        sort: { price: 'ASC' },
      })),
    },
  ];
}

type Option = { value: string; count: number };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads a few known fields
function largest(data: any, code: string, among?: string[]): string | undefined {
  const options: Option[] =
    data.products.aggregations.find((a: { attribute_code: string }) => a.attribute_code === code)
      ?.options ?? [];
  return options
    .filter((o) => !among || among.includes(o.value))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))[0]?.value;
}

/**
 * For each broad term, the top-level category with most of its hits and, within it, the
 * manufacturer with most; a term that finds nothing gets the largest category and its largest
 * manufacturer (so the request is still made).
 */
async function filteredSearches(url: string, categoryUids: string[]): Promise<Filtered[]> {
  const listing = await graphql(url, SEARCH, { filter: { category_uid: { in: categoryUids } } });
  const fallbackCategory = largest(listing, 'category_uid', categoryUids) ?? categoryUids[0]!;
  const inFallback = await graphql(url, SEARCH, {
    filter: { category_uid: { eq: fallbackCategory } },
  });
  const fallbackManufacturer = largest(inFallback, 'manufacturer')!;
  const filtered: Filtered[] = [];
  for (const search of BROAD_TERMS) {
    const categoryUid =
      largest(await graphql(url, SEARCH, { search }), 'category_uid', categoryUids) ??
      fallbackCategory;
    const manufacturer =
      largest(
        await graphql(url, SEARCH, { search, filter: { category_uid: { eq: categoryUid } } }),
        'manufacturer',
      ) ?? fallbackManufacturer;
    filtered.push({ search, categoryUid, manufacturer });
  }
  return filtered;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads a few known fields
async function graphql(url: string, query: string, variables: Variables): Promise<any> {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${url}?${params}`);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the benchmark reads a few known fields
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function measure(url: string, scenario: Scenario, concurrency: number) {
  const latencies: number[] = [];
  const errors: string[] = [];
  /** Latencies by search term (or filter, for a listing). */
  const byTerm = new Map<string, number[]>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < REQUESTS) {
        next++;
        const variables = scenario.variables();
        const term = String(variables.search ?? JSON.stringify(variables.filter));
        const t = performance.now();
        try {
          await graphql(url, SEARCH, variables);
          const ms = performance.now() - t;
          latencies.push(ms);
          byTerm.set(term, [...(byTerm.get(term) ?? []), ms]);
        } catch (error) {
          errors.push(String(error).slice(0, 300));
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const terms = [...byTerm]
    .map(([term, list]) => ({ term, median: median(list), max: list.at(-1)! }))
    .sort((a, b) => b.median - a.median)
    .map(({ term, median, max }) => `"${term}" ${median.toFixed(0)}/${max.toFixed(0)}`)
    .join(' · ');
  return { p50: q(0.5), p95: q(0.95), rps: latencies.length / seconds, errors, terms };
}

/** What the requests of one round through a scenario's lists find (`total_count`). */
async function hits(url: string, scenario: Scenario, rounds: number): Promise<string> {
  const found: string[] = [];
  for (let k = 0; k < rounds; k++) {
    const variables = scenario.variables();
    const label = [
      typeof variables.search === 'string' ? `"${variables.search}"` : '',
      variables.filter ? JSON.stringify(variables.filter) : '',
    ]
      .filter(Boolean)
      .join(' ');
    try {
      const data = await graphql(url, SEARCH, variables);
      found.push(`${label} ${data.products.total_count}`);
    } catch (error) {
      found.push(`${label} ERROR ${String(error).slice(0, 120)}`);
    }
  }
  return found.join(' · ');
}

function load(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
}

/** Resident and peak memory of a process, in MiB (Linux), or `?`. */
function memory(pid: number | undefined): string {
  if (pid === undefined) return '?';
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1]);
    return `RSS ${Math.round(kib('VmRSS') / 1024)} MiB (peak ${Math.round(kib('VmHWM') / 1024)} MiB)`;
  } catch {
    try {
      const kib = Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      );
      return `RSS ${Math.round(kib / 1024)} MiB`;
    } catch {
      return '?';
    }
  }
}

/** Waits (every 30 s) until the 1-minute load average is below --max-load, within --max-wait. */
async function waitForQuiet(): Promise<string> {
  if (MAX_LOAD <= 0) return `load average ${load()} (not waited for)`;
  const started = Date.now();
  while (loadavg()[0]! >= MAX_LOAD && waitBudgetMs > 0) {
    console.log(`  load average ${load()} ≥ ${MAX_LOAD}: waiting 30 s…`);
    const step = Math.min(30_000, waitBudgetMs);
    await new Promise((r) => setTimeout(r, step));
    waitBudgetMs -= step;
  }
  const waited = Math.round((Date.now() - started) / 1000);
  const quiet = loadavg()[0]! < MAX_LOAD;
  return `load average ${load()} after waiting ${waited} s${quiet ? '' : ` — NOT below ${MAX_LOAD}, measured anyway`}`;
}

interface Server {
  child: ChildProcess;
  url: string;
  startupMs: number;
  lines: string[];
}

function startServer(env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [serverMain], {
      cwd: serverRoot,
      env: { ...process.env, PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(`  ${chunk}`);
      const match = /GraphQL API ready at (\S+)/.exec(output);
      if (match) {
        const lines = output
          .split('\n')
          .filter((line) => /Search index:|Seeded|Added/.test(line))
          .map((line) => line.replace(/^\[commerce-api\] /, ''));
        resolve({ child, url: match[1]!, startupMs: performance.now() - started, lines });
      }
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

if (!existsSync(serverMain)) {
  console.error(`Build first (${serverMain} is missing): npm run build`);
  process.exit(2);
}
console.log(`products search benchmark — ${new Date().toISOString()}`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(`server: ${serverMain}`);
console.log(`load average at start: ${load()}`);
console.log(
  `${REQUESTS} requests per scenario, ${CONCURRENCY} concurrent, GET /graphql on loopback\n`,
);

const rows: string[] = [];
const notes: string[] = [];
for (const mode of modes) {
  if (mode === 'postgres' && !(await postgresReachable())) {
    console.log(`PostgreSQL at ${PG_URL} not reachable: skipping postgres mode`);
    continue;
  }
  for (const size of sizes) {
    const env: Record<string, string> =
      mode === 'postgres'
        ? {
            DATABASE_URL: await ensurePgSchema(`bench_${size}${suffix ? `_${suffix}` : ''}`),
            SEED_PRODUCTS: String(size),
          }
        : {
            DATA_DIR: `${root}bench/.data/pglite-${size}${suffix ? `-${suffix}` : ''}`,
            SEED_PRODUCTS: String(size),
          };
    console.log(`${mode}, ${size} products: starting (seeds on first run)… load average ${load()}`);
    const server = await startServer(env);
    const { child, url } = server;
    const started = `${mode} ${size}: up in ${(server.startupMs / 1000).toFixed(1)} s, ${memory(child.pid)}${server.lines.length ? ` — ${server.lines.join(' · ')}` : ''}`;
    console.log(started);
    notes.push(started);
    try {
      if (values['seed-only']) continue;
      const tree = await graphql(url, '{ categories { items { children { uid } } } }', {});
      const categoryUids: string[] = tree.categories.items[0].children.map(
        (c: { uid: string }) => c.uid,
      );
      const filtered = await filteredSearches(url, categoryUids);
      const quiet = `${mode} ${size}: ${await waitForQuiet()}`;
      console.log(quiet);
      notes.push(quiet);
      for (const scenario of scenarios(categoryUids, filtered)) {
        const found = `${mode} ${size} ${scenario.name} — hits: ${await hits(url, scenario, 8)}`;
        console.log(found);
        notes.push(found);
        await measure(url, scenario, CONCURRENCY); // warm-up
        // Latency of one request at a time; throughput with CONCURRENCY in flight.
        const alone = await measure(url, scenario, 1);
        const loaded = await measure(url, scenario, CONCURRENCY);
        const errors = [...alone.errors, ...loaded.errors];
        const row = `| ${mode} | ${size} | ${scenario.name} | ${alone.p50.toFixed(1)} | ${alone.p95.toFixed(1)} | ${loaded.p50.toFixed(1)} | ${loaded.p95.toFixed(1)} | ${loaded.rps.toFixed(0)} |${errors.length ? ` ${errors.length} errors |` : ''}`;
        rows.push(row);
        console.log(row);
        if (errors.length) console.log(`  first error: ${errors[0]}`);
        const slowest = `${mode} ${size} ${scenario.name} — ms by term alone (median/max): ${alone.terms}`;
        console.log(slowest);
        notes.push(slowest);
      }
      const ended = `${mode} ${size}: after the run ${memory(child.pid)}, load average ${load()}`;
      console.log(ended);
      notes.push(ended);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }
}
console.log(`\nload average at end: ${load()}`);
console.log(notes.join('\n'));
console.log(
  `\n| database | products | scenario | p50 ms alone | p95 ms alone | p50 ms ×${CONCURRENCY} | p95 ms ×${CONCURRENCY} | req/s ×${CONCURRENCY} |`,
);
console.log('|---|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
