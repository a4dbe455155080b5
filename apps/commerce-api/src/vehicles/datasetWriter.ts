import { Random } from '../seed/generate/random.js';
import { BRAND_ALIASES } from './brandAliases.js';
import type { FinderData } from './finderCatalog.js';
import type { DatasetBranch, DatasetEntry } from './registryDataset.js';
import { CLASSES, registryVehicle, type VehicleKind } from './registryVehicle.js';

/** Letters of ordinary plates (no I, O, Q, Z: Z is kept for the special plates). */
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXY';

/** Words registries add after a tractor's model number. */
const SUFFIXES = [
  'DYNA-6',
  'PREMIUM',
  'HITECH',
  'TMS',
  'AUTO COMMAND',
  '4WD',
  'S',
  'POWERSHIFT',
  'ELITE',
  'PROFI',
];

/** The registry's spelling of a brand: upper case, sometimes one of its other names. */
export function registeredMake(rng: Random, brand: string): string {
  const others = (BRAND_ALIASES[brand] ?? []).filter((alias) => alias.length > 3);
  return rng.chance(0.2) && others.length > 0
    ? rng.pick(others).toUpperCase()
    : brand.toUpperCase();
}

/** A short name registries put before the model (`MF 6480`), when the brand has one. */
function shortName(brand: string): string {
  const short = (BRAND_ALIASES[brand] ?? []).find((alias) => alias.length <= 3);
  return short ?? brand.toUpperCase();
}

/** One of the ways a trade name carries a model name. */
export function registeredTradeName(rng: Random, brand: string, model: string): string {
  const upper = model.toUpperCase();
  switch (rng.int(0, 5)) {
    case 0:
      return upper;
    case 1:
      return `${shortName(brand)} ${upper}`;
    case 2:
      return `${upper} ${rng.pick(SUFFIXES)}`;
    case 3:
      return upper.replace(/[\s.-]+/g, '');
    case 4:
      return `${shortName(brand)} ${upper} ${rng.pick(SUFFIXES)}`;
    default:
      return ` ${model.toLowerCase().replace(/[\s.-]+/g, '  ')} `;
  }
}

/** A vehicle as a dataset list gives it; the writer adds plate, class and registration date. */
export interface ListedVehicle {
  make: string;
  tradeName: string | null;
  typeDesignation?: string | null;
}

/** Options of one entry: a personalised plate, the years its first registration falls in. */
export interface EntryOptions {
  plate?: string;
  years?: [number | null, number | null];
}

/** Writes dataset entries with one random sequence, so the same calls give the same plates. */
export interface DatasetWriter {
  readonly rng: Random;
  readonly finders: FinderData;
  readonly entries: DatasetEntry[];
  add(
    branch: DatasetBranch,
    kind: VehicleKind,
    vehicle: ListedVehicle,
    truth: DatasetEntry['truth'],
    options?: EntryOptions,
  ): void;
  finderId(slug: string): number;
  brandIn(slug: string, name: string): FinderData['brands'][number];
  /** The truth of a vehicle of this brand (and model, if the registry's name decides it). */
  truthOf(slug: string, brand: string, model: string | null): DatasetEntry['truth'];
}

/** A writer over the finder data, whose plates avoid the reserved ones. */
export function createDatasetWriter(
  finders: FinderData,
  reservedPlates: readonly string[],
): DatasetWriter {
  const rng = new Random('vehicle-registry');
  const used = new Set<string>(reservedPlates);
  const entries: DatasetEntry[] = [];

  const ordinaryPlate = (digits: 4 | 5): string => {
    for (;;) {
      const plate = `${rng.pick([...PLATE_LETTERS])}${rng.pick([...PLATE_LETTERS])}${rng.int(digits === 5 ? 10000 : 1000, digits === 5 ? 99999 : 9999)}`;
      if (!used.has(plate)) {
        used.add(plate);
        return plate;
      }
    }
  };
  const year = (from: number | null, to: number | null) => {
    const first = from ?? 1990;
    const last = Math.min(to ?? 2025, 2025);
    const chosen = rng.int(first, Math.max(first, last));
    return `${chosen}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  };
  const finderId = (slug: string) => {
    const finder = finders.finders.find((candidate) => candidate.slug === slug);
    if (!finder) throw new Error(`No finder ${slug}`);
    return finder.id;
  };
  const brandIn = (slug: string, name: string) => {
    const brand = finders.brands.find((b) => b.name === name && b.finderId === finderId(slug));
    if (!brand) throw new Error(`No brand ${name} in ${slug}`);
    return brand;
  };
  const modelOf = (slug: string, brand: string, name: string) => {
    const model = finders.models.find(
      (m) => m.brandId === brandIn(slug, brand).id && m.name === name,
    );
    if (!model) throw new Error(`No model ${brand} ${name} in ${slug}`);
    return model;
  };

  return {
    rng,
    finders,
    entries,
    finderId,
    brandIn,
    truthOf: (slug, brand, model) => ({
      brandId: brandIn(slug, brand).id,
      modelId: model === null ? null : modelOf(slug, brand, model).id,
      finderId: finderId(slug),
    }),
    add(branch, kind, vehicle, truth, options = {}) {
      const personalised = options.plate !== undefined;
      const plate =
        options.plate ??
        ordinaryPlate(kind === 'trailer' || kind === 'motorcycle' || kind === 'caravan' ? 4 : 5);
      if (personalised) used.add(plate);
      const [classCode, className] = CLASSES[kind];
      entries.push({
        plate,
        branch,
        personalised,
        truth,
        data: registryVehicle({
          plate,
          make: vehicle.make,
          tradeName: vehicle.tradeName,
          typeDesignation: vehicle.typeDesignation ?? null,
          classCode,
          className,
          firstRegistered: year(...(options.years ?? [1995, 2024])),
          plateType: personalised
            ? 'PERSONLIG'
            : kind === 'tractor' && rng.chance(0.1)
              ? 'UTENFOR_OFFENTLIG_VEG'
              : 'ORDINART',
        }),
      });
    },
  };
}
