/**
 * Benchmark: how well the licence-plate matcher turns registry answers into part-finder brands,
 * models and finders, per branch of the seeded registry dataset (335 plates), and how fast.
 *
 *   npm run bench:plate                    # the matcher alone, then every plate through the API
 *   npm run bench:plate -- --rounds 50     # more rounds for the matcher timing
 *
 * "exact" = the matcher settled on the true brand / model / finder (or on none when the truth
 * has none); "offered" = the truth is among its suggestions (what the shopper can pick from the
 * brand, finder and model selects). The API run starts the real commerce-api in this process
 * (in-memory PGlite, or PostgreSQL with DATABASE_URL) and sends `WmLicensePlateSearch` for every
 * plate over HTTP on loopback: its figures must equal the matcher's. It prints figures; it
 * asserts nothing.
 */
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { startTestApi } from '../apps/commerce-api/test/testApi';
import { seededFinderData } from '../apps/commerce-api/src/vehicles/finderCatalog';
import {
  measureMatcher,
  scoreMatch,
  type BranchAccuracy,
} from '../apps/commerce-api/src/vehicles/matcherAccuracy';
import { buildSpellingIndex, matchVehicle } from '../apps/commerce-api/src/vehicles/matchVehicle';
import { describeVehicle } from '../apps/commerce-api/src/vehicles/registryData';
import {
  DATASET_BRANCHES,
  buildRegistryDataset,
  type DatasetBranch,
} from '../apps/commerce-api/src/vehicles/registryDataset';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
const ROUNDS = Number(values.rounds);

const finders = seededFinderData();
const dataset = buildRegistryDataset(finders);

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
type Row = Omit<BranchAccuracy, 'branch'> & { branch: DatasetBranch | 'all' };

function printTable(rows: Row[]) {
  console.log(
    '| branch | plates | brand exact | brand offered | model exact | model offered | finder exact | finder offered |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.branch} | ${row.plates} | ${percent(row.brandExact)} | ${percent(row.brandOffered)} | ${percent(row.modelExact)} | ${percent(row.modelOffered)} | ${percent(row.finderExact)} | ${percent(row.finderOffered)} |`,
    );
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

console.log(
  `Node ${process.version} · ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'} · ${Math.round(totalmem() / 2 ** 30)} GiB`,
);
console.log(
  `Dataset: ${dataset.length} plates; finder data: ${finders.brands.length} brands, ${finders.models.length} models\n`,
);

// 1. The matcher alone.
console.log('## Matcher (pure)\n');
printTable(measureMatcher(dataset, finders));
const vehicles = dataset.map((entry) => describeVehicle(entry.data, entry.plate));
const index = buildSpellingIndex(finders);
for (const vehicle of vehicles) matchVehicle(vehicle, finders, index); // warm-up
const started = performance.now();
for (let round = 0; round < ROUNDS; round++) {
  for (const vehicle of vehicles) matchVehicle(vehicle, finders, index);
}
const perMatch = (performance.now() - started) / (ROUNDS * vehicles.length);
console.log(
  `\n${ROUNDS} rounds: ${(perMatch * 1000).toFixed(1)} µs per match (${Math.round(1000 / perMatch)} matches/s)\n`,
);

// 2. Every plate through the running API.
console.log(
  `## Through the API (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, WmLicensePlateSearch over HTTP)\n`,
);
const SEARCH = `query ($plate: String!) {
  WmLicensePlateSearch(license_plate: $plate) {
    brand model brand_exists model_exists brand_finder_id
    suggestions { brand brand_id brand_finder_id models { model_id model } }
  }
}`;
interface Result {
  brand: string | null;
  model: string | null;
  brand_exists: boolean;
  model_exists: boolean;
  brand_finder_id: number | null;
  suggestions: {
    brand: string;
    brand_id: number;
    brand_finder_id: number;
    models: { model_id: number; model: string }[];
  }[];
}
const t = await startTestApi({ productCount: 20 });
try {
  const tallies = new Map<
    DatasetBranch | 'all',
    { plates: number; hits: Record<string, number> }
  >();
  const latencies: number[] = [];
  for (const entry of dataset) {
    const begun = performance.now();
    const response = await t.query<{ WmLicensePlateSearch: Result }>(SEARCH, {
      plate: entry.plate,
    });
    latencies.push(performance.now() - begun);
    if (response.errors) throw new Error(`${entry.plate}: ${JSON.stringify(response.errors)}`);
    const result = response.data!.WmLicensePlateSearch;
    const single = result.suggestions.length === 1 ? result.suggestions[0] : undefined;
    const scores = scoreMatch(
      {
        brand: result.brand,
        model: result.model,
        brandExists: result.brand_exists,
        modelExists: result.model_exists,
        brandFinderId: result.brand_finder_id,
        modelId: result.model_exists && single ? (single.models[0]?.model_id ?? null) : null,
        suggestions: result.suggestions.map((s) => ({
          brand: s.brand,
          brandId: s.brand_id,
          finderId: s.brand_finder_id,
          models: s.models.map((m) => ({ modelId: m.model_id, model: m.model })),
        })),
      },
      entry.truth,
      finders,
    );
    for (const key of [entry.branch, 'all'] as const) {
      const tally = tallies.get(key) ?? { plates: 0, hits: {} };
      tally.plates++;
      for (const [name, hit] of Object.entries(scores))
        tally.hits[name] = (tally.hits[name] ?? 0) + (hit ? 1 : 0);
      tallies.set(key, tally);
    }
  }
  printTable(
    [...DATASET_BRANCHES, 'all' as const].map((branch) => {
      const { plates, hits } = tallies.get(branch)!;
      const rate = (name: string) => (hits[name] ?? 0) / plates;
      return {
        branch,
        plates,
        brandExact: rate('brandExact'),
        brandOffered: rate('brandOffered'),
        modelExact: rate('modelExact'),
        modelOffered: rate('modelOffered'),
        finderExact: rate('finderExact'),
        finderOffered: rate('finderOffered'),
      };
    }),
  );
  latencies.sort((a, b) => a - b);
  console.log(
    `\n${latencies.length} look-ups one at a time: p50 ${quantile(latencies, 0.5).toFixed(1)} ms, p95 ${quantile(latencies, 0.95).toFixed(1)} ms`,
  );
} finally {
  await t.close();
}
