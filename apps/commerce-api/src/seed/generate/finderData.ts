import type { SeedBrand, SeedFinder, SeedModel } from '../types.js';
import type { BrandSpec, SeriesSpec } from './brandSpec.js';
import { COMBINE_BRANDS, IMPLEMENT_BRANDS, TRAILER_BRANDS } from './equipmentBrands.js';
import { slugify } from './slugify.js';
import { TRACTOR_BRANDS } from './tractorBrands.js';

export type FinderSlug = 'traktor' | 'redskap' | 'skurtresker' | 'tilhenger';

export interface FinderSpec {
  name: string;
  slug: FinderSlug;
  brands: BrandSpec[];
}

/** The part finders in the order the shop lists them; the tractor finder is id 1. */
export const FINDER_SPECS: FinderSpec[] = [
  { name: 'Traktor', slug: 'traktor', brands: TRACTOR_BRANDS },
  { name: 'Redskap', slug: 'redskap', brands: IMPLEMENT_BRANDS },
  { name: 'Skurtresker', slug: 'skurtresker', brands: COMBINE_BRANDS },
  { name: 'Tilhenger', slug: 'tilhenger', brands: TRAILER_BRANDS },
];

export interface ModelEntry {
  record: SeedModel;
  series: SeriesSpec;
}

export interface BrandEntry {
  spec: BrandSpec;
  record: SeedBrand;
  models: ModelEntry[];
}

export interface FinderIndex {
  finders: SeedFinder[];
  brands: SeedBrand[];
  models: SeedModel[];
  /** Brands of each finder, with their models. */
  bySlug: Map<FinderSlug, BrandEntry[]>;
}

/** Finder, brand and model rows with ids in list order; slugs from the names. */
export function buildFinders(): FinderIndex {
  const finders: SeedFinder[] = [];
  const brands: SeedBrand[] = [];
  const models: SeedModel[] = [];
  const bySlug = new Map<FinderSlug, BrandEntry[]>();
  FINDER_SPECS.forEach((finderSpec, finderIndex) => {
    const finder: SeedFinder = {
      id: finderIndex + 1,
      name: finderSpec.name,
      slug: finderSpec.slug,
      position: finderIndex,
    };
    finders.push(finder);
    const entries: BrandEntry[] = [];
    for (const spec of finderSpec.brands) {
      const record: SeedBrand = {
        id: brands.length + 1,
        finderId: finder.id,
        name: spec.name,
        slug: slugify(spec.name),
      };
      brands.push(record);
      const entry: BrandEntry = { spec, record, models: [] };
      for (const series of spec.series) {
        for (const { name, yearFrom, yearTo } of series.models) {
          const model: SeedModel = {
            id: models.length + 1,
            brandId: record.id,
            name,
            slug: slugify(name),
            yearFrom,
            yearTo,
          };
          models.push(model);
          entry.models.push({ record: model, series });
        }
      }
      entries.push(entry);
    }
    bySlug.set(finderSpec.slug, entries);
  });
  return { finders, brands, models, bySlug };
}
