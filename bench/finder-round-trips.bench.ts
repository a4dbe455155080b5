/**
 * Benchmark: loading a part finder with 1 000 brands (spec §7: brands 300 per page, page 1 and
 * then every remaining page at once). Prints the number of requests, the number of sequential
 * round trips (target: 2) and the time, for the SDK's loader and, for comparison, for one page
 * after another.
 *
 *   npm run bench:finder                   # 1 000 brands, 20 runs each, loopback and 40 ms RTT
 *   npm run bench:finder -- --brands 3000 --runs 10 --latency 0,20,80
 *
 * The server is the real commerce-api, started in this process on loopback over real HTTP with
 * a small seeded catalogue (in-memory PGlite, or PostgreSQL with DATABASE_URL), plus one extra
 * finder holding the benchmark's brands. It prints figures; it asserts nothing.
 */
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { startTestApi } from '../apps/commerce-api/test/testApi';
import {
  createPartFinderService,
  createTransport,
  shopConstants,
  type PartFinderService,
  type Transport,
} from '../packages/sdk/src';
import { PartFinderBrandsDocument } from '../packages/sdk/src/partFinder/partFinderLists.generated';
import { sequentialRoundTrips, type Span } from './roundTrips';

const { values } = parseArgs({
  options: {
    brands: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '20' },
    latency: { type: 'string', default: '0,40' },
  },
});
const BRANDS = Number(values.brands);
const RUNS = Number(values.runs);
/** Round-trip times to simulate, in ms: loopback answers at once; a shopper's network does not. */
const LATENCIES = values.latency.split(',').map(Number);
const FINDER_ID = 900;

/**
 * A `fetch` that records the span of every request it sends, and waits `latencyMs` before each
 * answer: the round-trip time of a shopper's network, which loopback does not have.
 */
function recordingFetch(spans: Span[], origin: { t0: number }, latencyMs: number): typeof fetch {
  return async (input, init) => {
    const span = { start: performance.now() - origin.t0, end: Number.POSITIVE_INFINITY };
    spans.push(span);
    try {
      const response = await fetch(input, init);
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      return response;
    } finally {
      span.end = performance.now() - origin.t0;
    }
  };
}

type Loader = (service: PartFinderService, transport: Transport) => Promise<number>;

/** The SDK's loader: page 1, then every other page at once. */
const sdkLoader: Loader = async (service) => (await service.getBrands(FINDER_ID)).length;

/** For comparison: one page after another until `total_count`, with the same transport. */
const oneAfterAnother: Loader = async (_service, transport) => {
  const pageSize = shopConstants.pageSizes.brands;
  let loaded = 0;
  for (let currentPage = 1; ; currentPage++) {
    const { WmPartFinderBrands: page } = await transport.request(PartFinderBrandsDocument, {
      finderId: String(FINDER_ID),
      pageSize,
      currentPage,
    });
    loaded += page?.items.length ?? 0;
    if (!page || loaded >= (page.total_count ?? 0)) return loaded;
  }
};

async function measure(name: string, url: string, latencyMs: number, loader: Loader) {
  const times: number[] = [];
  let requests = 0;
  let roundTrips = 0;
  let loaded = 0;
  for (let run = 0; run <= RUNS; run++) {
    const spans: Span[] = [];
    const origin = { t0: performance.now() };
    const transport = createTransport({
      endpoint: url,
      storeCode: shopConstants.storeCode,
      currency: shopConstants.currency,
      fetch: recordingFetch(spans, origin, latencyMs),
    });
    const service = createPartFinderService(transport, { logger: console });
    loaded = await loader(service, transport);
    const elapsed = performance.now() - origin.t0;
    if (run === 0) continue; // warm-up
    times.push(elapsed);
    requests = spans.length;
    roundTrips = sequentialRoundTrips(spans);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  const row = `| ${name} | ${latencyMs} | ${loaded} | ${requests} | ${roundTrips} | ${q(0.5).toFixed(1)} | ${q(0.95).toFixed(1)} |`;
  console.log(row);
  return row;
}

console.log(`part finder round trips — ${new Date().toISOString()}`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(
  `${BRANDS} brands in one finder, ${RUNS} runs after a warm-up, commerce-api in-process (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}), GET /graphql on loopback\n`,
);

const api = await startTestApi({ productCount: 60 });
try {
  await api.api.db
    .insertInto('pf_finders')
    .values({ finder_id: FINDER_ID, name: 'Benk', slug: 'benk', position: 99 })
    .execute();
  const rows = Array.from({ length: BRANDS }, (_, index) => ({
    brand_id: 100_000 + index,
    finder_id: FINDER_ID,
    name: `Merke ${String(index + 1).padStart(5, '0')}`,
    slug: `merke-${index + 1}`,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await api.api.db
      .insertInto('pf_brands')
      .values(rows.slice(start, start + 500))
      .execute();
  }

  const table: string[] = [];
  for (const latencyMs of LATENCIES) {
    table.push(
      await measure('sdk.partFinder.getBrands', api.url, latencyMs, sdkLoader),
      await measure('one page after another', api.url, latencyMs, oneAfterAnother),
    );
  }
  console.log(
    '\n| loader | simulated RTT ms | brands | requests | sequential round trips | p50 ms | p95 ms |',
  );
  console.log('|---|---|---|---|---|---|---|');
  console.log(table.join('\n'));
} finally {
  await api.close();
}
