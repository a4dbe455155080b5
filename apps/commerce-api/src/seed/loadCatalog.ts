import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { buildSearchIndex } from './buildSearchIndex.js';
import { categoryPaths } from './catalogIndexes.js';
import { insertAll } from './insertAll.js';
import { loadContent, loadCountries, loadUrlRewrites } from './loadContent.js';
import { loadPartFinder } from './loadPartFinder.js';
import { loadProducts } from './loadProducts.js';
import { DEFAULT_STORE_CODE, defaultStoreConfig } from './storeConfig.js';
import type { SeedCatalog } from './types.js';

/**
 * Writes a generated catalogue into an empty database in one transaction, then builds the
 * derived data: the category anchor index, URL rewrites, price ranges and the search documents.
 */
export async function loadCatalog(db: Kysely<Database>, catalog: SeedCatalog): Promise<void> {
  const paths = categoryPaths(catalog.categories);

  await db.transaction().execute(async (trx) => {
    await insertAll(trx, 'store_configs', [
      { store_code: DEFAULT_STORE_CODE, config: JSON.stringify(defaultStoreConfig()) },
    ]);
    await insertAll(
      trx,
      'attribute_options',
      catalog.attributeOptions.map((option) => ({
        option_id: option.id,
        attribute_code: option.attributeCode,
        label: option.label,
        swatch: option.swatch ?? null,
        position: option.position,
      })),
    );

    // Parents before children, so the foreign key on parent_id holds row by row.
    const categories = [...catalog.categories].sort(
      (a, b) => (paths.get(a.id)?.level ?? 0) - (paths.get(b.id)?.level ?? 0),
    );
    await insertAll(
      trx,
      'categories',
      categories.map((category) => {
        const path = paths.get(category.id)!;
        return {
          id: category.id,
          parent_id: category.parentId,
          path: path.path,
          level: path.level,
          name: category.name,
          url_key: category.urlKey,
          url_path: path.urlPath || category.urlKey,
          position: category.position,
          include_in_menu: category.includeInMenu,
          description: category.description,
          landing_page_block: category.landingPageBlock,
          meta_title: category.metaTitle,
          meta_description: category.metaDescription,
        };
      }),
    );

    await loadProducts(trx, catalog, paths);
    await loadUrlRewrites(trx, catalog, paths);
    await loadContent(trx, catalog);
    await loadPartFinder(trx, catalog);
    await loadCountries(trx, catalog);
    await buildSearchIndex(trx);
  });
}
