import type { BrandEntry, FinderIndex, ModelEntry } from './finderData.js';
import type { FitSpec } from './partTemplates.js';
import { cumulativeWeights, type Random } from './random.js';

/** The machines one product is made for: 1–12 neighbouring models of one brand. */
export interface FitChoice {
  brand: BrandEntry;
  models: ModelEntry[];
}

interface Eligible {
  brands: { brand: BrandEntry; models: ModelEntry[] }[];
  cumulative: number[];
}

/** How many models a part fits: mostly a few, sometimes a whole range. */
const WINDOW_WEIGHTS = cumulativeWeights([14, 16, 16, 14, 10, 8, 6, 5, 4, 3, 2, 2]);

/** `a, b og c`. */
export const joinNb = (items: string[]) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;

/** Chooses which brand and models a product fits, and names them the way a shop would. */
export class Fitment {
  private readonly cache = new Map<string, Eligible>();

  constructor(private readonly finders: FinderIndex) {}

  /** A brand (weighted by how common it is) and a run of its models; null if none qualifies. */
  choose(rng: Random, spec: FitSpec): FitChoice | null {
    const eligible = this.eligible(spec);
    if (eligible.brands.length === 0) return null;
    const pick = eligible.brands[rng.weightedIndex(eligible.cumulative)]!;
    // A run of neighbouring models that stays within one series and the next, as real parts do.
    const models = pick.models;
    const start = rng.int(0, models.length - 1);
    const series = [models[start]!.series];
    let end = start;
    while (end + 1 < models.length) {
      const next = models[end + 1]!.series;
      if (!series.includes(next)) {
        if (series.length === 2) break;
        series.push(next);
      }
      end++;
    }
    const length = Math.min(end - start + 1, rng.weightedIndex(WINDOW_WEIGHTS) + 1);
    return { brand: pick.brand, models: models.slice(start, start + length) };
  }

  /** One model of a brand that fits the spec (for machinery). */
  chooseOne(rng: Random, spec: FitSpec): FitChoice | null {
    const eligible = this.eligible(spec);
    if (eligible.brands.length === 0) return null;
    const pick = eligible.brands[rng.weightedIndex(eligible.cumulative)]!;
    return { brand: pick.brand, models: [rng.pick(pick.models)] };
  }

  private eligible(spec: FitSpec): Eligible {
    const key = `${spec.finder}:${spec.kinds?.join(',') ?? '*'}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const brands = (this.finders.bySlug.get(spec.finder) ?? [])
      .map((brand) => ({
        brand,
        models: brand.models.filter(
          (model) =>
            !spec.kinds ||
            (model.series.kind !== undefined && spec.kinds.includes(model.series.kind)),
        ),
      }))
      .filter((entry) => entry.models.length > 0);
    const eligible = {
      brands,
      cumulative: cumulativeWeights(brands.map((b) => b.brand.spec.weight)),
    };
    this.cache.set(key, eligible);
    return eligible;
  }
}

/**
 * The short name of a fit: `Massey Ferguson 5445/5455`, `Valtra N-serien`,
 * `John Deere 6000-serien og 6020-serien`, or `Ford 4610–7710`.
 */
export function fitLabel(choice: FitChoice): string {
  const brand = choice.brand.spec.name;
  const names = choice.models.map((model) => model.record.name);
  if (names.length <= 2) return `${brand} ${names.join('/')}`;
  const series = [...new Set(choice.models.map((model) => model.series.label))];
  if (series.length === 1) return `${brand} ${series[0]}`;
  const named = series.every((label) => !/^[a-zæøå]/.test(label));
  if (series.length === 2 && named) return `${brand} ${series[0]} og ${series[1]}`;
  return `${brand} ${names[0]}–${names[names.length - 1]}`;
}

/** Every model spelled out: `Massey Ferguson 5435, 5445 og 5455`. */
export function fitText(choice: FitChoice): string {
  return `${choice.brand.spec.name} ${joinNb(choice.models.map((model) => model.record.name))}`;
}
