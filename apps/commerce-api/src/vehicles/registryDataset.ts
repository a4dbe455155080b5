import { createDatasetWriter } from './datasetWriter.js';
import { seededFinderData, type FinderData } from './finderCatalog.js';
import { formatLicensePlate } from './licensePlate.js';
import type { RegistryVehicleData } from './registryData.js';
import {
  addBrandOnly,
  addEveryModel,
  addHardNames,
  addNotInFinder,
  addPersonalisedPlates,
  addSeveralBrands,
  addSeveralFinders,
} from './registryDatasetVehicles.js';

/**
 * The seeded demo registry: a few hundred vehicles shaped like Statens vegvesen's answers, made
 * from the seeded part finder so that every branch of the licence-plate finder can be tried in
 * the running shop. Deterministic: the same finder data always gives the same plates.
 */

/** Which outcome of the licence-plate finder an entry exercises. */
export type DatasetBranch =
  /** Make and trade name fit one brand and one model (in one finder). */
  | 'unique'
  /** The make is a known brand, the trade name none of its models. */
  | 'brand-only'
  /** The make stands for several brands (`FORD NEW HOLLAND`) and the model does not decide. */
  | 'several-brands'
  /** The brand is in several finders (Claas: Traktor and Skurtresker), the model does not decide. */
  | 'several-finders'
  /** A make the part finder does not have. */
  | 'unknown-make'
  /** A passenger car, van, lorry, motorcycle or caravan: not a farm vehicle. */
  | 'not-farm-vehicle'
  /** The model is known to us but the registry names it unhelpfully (series only, type codes). */
  | 'hard';

export const DATASET_BRANCHES: readonly DatasetBranch[] = [
  'unique',
  'brand-only',
  'several-brands',
  'several-finders',
  'unknown-make',
  'not-farm-vehicle',
  'hard',
];

export interface DatasetEntry {
  /** Normalised plate, `AB12345` (the registry prints `AB 12345`). */
  plate: string;
  branch: DatasetBranch;
  /** A personalised plate (`TRAKTOR`) rather than an ordinary one. */
  personalised: boolean;
  /**
   * What someone who knows the vehicle would pick: its brand (in the finder it belongs to), model
   * and finder; null where the part finder has none. Used to measure the matcher.
   */
  truth: { brandId: number | null; modelId: number | null; finderId: number | null };
  /** The registry's answer for the plate (one element of `kjoretoydataListe`). */
  data: RegistryVehicleData;
}

/** A plate no vehicle in the seeded registry has: the registry answers "not found". */
export const NOT_REGISTERED_PLATE = 'ZZ99999';
/** A plate for which the seeded registry acts as if it were down (to try the error path). */
export const UNAVAILABLE_PLATE = 'ZZ50300';

/**
 * Builds the dataset. Entries are listed by branch; plates are unique. `finders` defaults to the
 * seeded part finder (the ids the seeded database has).
 */
export function buildRegistryDataset(finders: FinderData = seededFinderData()): DatasetEntry[] {
  const writer = createDatasetWriter(finders, [NOT_REGISTERED_PLATE, UNAVAILABLE_PLATE]);
  addPersonalisedPlates(writer);
  addEveryModel(writer);
  addBrandOnly(writer);
  addSeveralBrands(writer);
  addSeveralFinders(writer);
  addNotInFinder(writer);
  addHardNames(writer);
  return writer.entries;
}

/** The first plate of each branch (personalised ones where the branch has one), for READMEs and journeys. */
export function examplePlates(entries: readonly DatasetEntry[]): Record<DatasetBranch, string[]> {
  const examples = Object.fromEntries(
    DATASET_BRANCHES.map((branch) => [branch, [] as string[]]),
  ) as Record<DatasetBranch, string[]>;
  for (const entry of entries) {
    const list = examples[entry.branch];
    if (list.length < 3) list.push(formatLicensePlate(entry.plate));
  }
  return examples;
}
