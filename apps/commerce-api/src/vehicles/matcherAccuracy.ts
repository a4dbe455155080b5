import type { FinderCatalog, VehicleMatch } from './matchVehicle.js';
import { buildSpellingIndex, matchVehicle } from './matchVehicle.js';
import { describeVehicle } from './registryData.js';
import { DATASET_BRANCHES, type DatasetBranch, type DatasetEntry } from './registryDataset.js';

/** How often the matcher got each part right, over one branch of the dataset (0–1). */
export interface BranchAccuracy {
  branch: DatasetBranch;
  plates: number;
  /** The brand it settled on is the true one (no brand when the truth has none). */
  brandExact: number;
  /** The true brand (in its true finder) is among the suggestions, or none are when it has none. */
  brandOffered: number;
  /** The model it settled on is the true one (none when the truth has none). */
  modelExact: number;
  /** The true model is among the suggested models (or no model is settled when it has none). */
  modelOffered: number;
  /** The finder it settled on is the true one (none when the truth has none). */
  finderExact: number;
  /** The true finder is among the suggestions' finders (or there are none when it has none). */
  finderOffered: number;
}

/** Whether one match got each part right. */
export function scoreMatch(
  match: VehicleMatch,
  truth: DatasetEntry['truth'],
  catalog: FinderCatalog,
): Record<Exclude<keyof BranchAccuracy, 'branch' | 'plates'>, boolean> {
  const trueBrand = catalog.brands.find((brand) => brand.id === truth.brandId);
  const none = truth.brandId === null;
  const offeredBrandIds = match.suggestions.map((entry) => entry.brandId);
  const offeredModelIds = match.suggestions.flatMap((entry) => entry.models.map((m) => m.modelId));
  return {
    brandExact: none ? match.brand === null : match.brandExists && match.brand === trueBrand?.name,
    brandOffered: none
      ? match.suggestions.length === 0
      : offeredBrandIds.includes(truth.brandId ?? -1),
    modelExact: match.modelId === truth.modelId,
    modelOffered:
      truth.modelId === null ? match.modelId === null : offeredModelIds.includes(truth.modelId),
    finderExact: match.brandFinderId === truth.finderId,
    finderOffered:
      truth.finderId === null
        ? match.suggestions.length === 0
        : match.suggestions.some((entry) => entry.finderId === truth.finderId),
  };
}

/** Runs the matcher over the dataset and tallies each branch (and `all`). */
export function measureMatcher(
  entries: readonly DatasetEntry[],
  catalog: FinderCatalog,
): (Omit<BranchAccuracy, 'branch'> & { branch: DatasetBranch | 'all' })[] {
  const index = buildSpellingIndex(catalog);
  const tallies = new Map<
    DatasetBranch | 'all',
    { plates: number; hits: Record<string, number> }
  >();
  for (const entry of entries) {
    const vehicleData = entry.data;
    const vehicle = describeVehicle(vehicleData, entry.plate);
    const scores = scoreMatch(matchVehicle(vehicle, catalog, index), entry.truth, catalog);
    for (const key of [entry.branch, 'all'] as const) {
      const tally = tallies.get(key) ?? { plates: 0, hits: {} };
      tally.plates++;
      for (const [name, hit] of Object.entries(scores)) {
        tally.hits[name] = (tally.hits[name] ?? 0) + (hit ? 1 : 0);
      }
      tallies.set(key, tally);
    }
  }
  return [...DATASET_BRANCHES, 'all' as const]
    .filter((branch) => tallies.has(branch))
    .map((branch) => {
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
    });
}
