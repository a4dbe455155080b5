import type { Transaction } from 'kysely';
import type { Database } from '../db/tables.js';
import { insertAll } from './insertAll.js';
import type { SeedCatalog } from './types.js';

/** Writes the part finder: finders, brands, models and which products fit which model. */
export async function loadPartFinder(
  trx: Transaction<Database>,
  catalog: SeedCatalog,
): Promise<void> {
  await insertAll(
    trx,
    'pf_finders',
    catalog.finders.map((finder) => ({
      finder_id: finder.id,
      name: finder.name,
      slug: finder.slug,
      position: finder.position,
    })),
  );
  await insertAll(
    trx,
    'pf_brands',
    catalog.brands.map((brand) => ({
      brand_id: brand.id,
      finder_id: brand.finderId,
      name: brand.name,
      slug: brand.slug,
    })),
  );
  await insertAll(
    trx,
    'pf_models',
    catalog.models.map((model) => ({
      model_id: model.id,
      brand_id: model.brandId,
      name: model.name,
      slug: model.slug,
      year_from: model.yearFrom,
      year_to: model.yearTo,
    })),
  );
  await insertAll(
    trx,
    'product_fitments',
    catalog.products.flatMap((product) =>
      [...new Set(product.fitsModelIds)].map((modelId) => ({
        model_id: modelId,
        product_id: product.id,
      })),
    ),
  );
}
