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
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { load, quietWaiter } from './machineLoad';
import { filteredSearches, graphql, scenarios } from './searchScenarios';
import { ensurePgSchema, memory, postgresReachable, startServer } from './searchServer';
import { hits, measure } from './searchTiming';

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
const waitForQuiet = quietWaiter(Number(values['max-load']), Number(values['max-wait']) * 60_000);

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
  if (mode === 'postgres' && !(await postgresReachable(PG_URL))) {
    console.log(`PostgreSQL at ${PG_URL} not reachable: skipping postgres mode`);
    continue;
  }
  for (const size of sizes) {
    const env: Record<string, string> =
      mode === 'postgres'
        ? {
            DATABASE_URL: await ensurePgSchema(
              PG_URL,
              `bench_${size}${suffix ? `_${suffix}` : ''}`,
            ),
            SEED_PRODUCTS: String(size),
          }
        : {
            DATA_DIR: `${root}bench/.data/pglite-${size}${suffix ? `-${suffix}` : ''}`,
            SEED_PRODUCTS: String(size),
          };
    console.log(`${mode}, ${size} products: starting (seeds on first run)… load average ${load()}`);
    const server = await startServer({ root: serverRoot, main: serverMain }, env);
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
        await measure(url, scenario, REQUESTS, CONCURRENCY); // warm-up
        // Latency of one request at a time; throughput with CONCURRENCY in flight.
        const alone = await measure(url, scenario, REQUESTS, 1);
        const loaded = await measure(url, scenario, REQUESTS, CONCURRENCY);
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
