import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { buildFinders } from '../seed/generate/finderData.js';
import type { FinderCatalog } from './matchVehicle.js';

/** The part finder with slugs, as the resolvers need it (a superset of the matcher's view). */
export interface FinderData extends FinderCatalog {
  finders: readonly { id: number; name: string; slug: string }[];
  brands: readonly { id: number; finderId: number; name: string; slug: string }[];
  models: readonly { id: number; brandId: number; name: string; slug: string }[];
}

/** The part finder as the seed generator builds it (the same ids a seeded database has). */
export function seededFinderData(): FinderData {
  const { finders, brands, models } = buildFinders();
  return {
    finders: finders.map(({ id, name, slug }) => ({ id, name, slug })),
    brands: brands.map(({ id, finderId, name, slug }) => ({ id, finderId, name, slug })),
    models: models.map(({ id, brandId, name, slug }) => ({ id, brandId, name, slug })),
  };
}

/** The part finder as the database holds it (a few hundred rows). */
export async function loadFinderData(db: Kysely<Database>): Promise<FinderData> {
  const [finders, brands, models] = await Promise.all([
    db
      .selectFrom('pf_finders')
      .select(['finder_id as id', 'name', 'slug'])
      .orderBy('finder_id')
      .execute(),
    db
      .selectFrom('pf_brands')
      .select(['brand_id as id', 'finder_id as finderId', 'name', 'slug'])
      .orderBy('brand_id')
      .execute(),
    db
      .selectFrom('pf_models')
      .select(['model_id as id', 'brand_id as brandId', 'name', 'slug'])
      .orderBy('model_id')
      .execute(),
  ]);
  return { finders, brands, models };
}
