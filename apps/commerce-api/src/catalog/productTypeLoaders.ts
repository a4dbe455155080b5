import DataLoader from 'dataloader';
import type { Kysely, Selectable } from 'kysely';
import type {
  ConfigurableAttributeTable,
  Database,
  DownloadableLinkTable,
  GroupedItemTable,
} from '../db/tables.js';
import { loadCustomOptions, type CustomOptionRow } from '../carts/customOptions.js';
import { groupBy } from './groupBy.js';
import { loadBundleOptions, type BundleOptionWithSelections } from './loadBundleOptions.js';

/**
 * What the composite product types are made of: a configurable product's attributes, a bundle's
 * options, a grouped product's items, a downloadable product's links and any product's custom
 * options, in position order.
 */
export function createProductTypeLoaders(db: Kysely<Database>) {
  return {
    configurableAttributes: new DataLoader<number, Selectable<ConfigurableAttributeTable>[]>(
      async (ids) => {
        const rows = await db
          .selectFrom('configurable_attributes')
          .selectAll()
          .where('product_id', 'in', [...ids])
          .orderBy('position')
          .execute();
        return groupBy(ids, rows, (row) => row.product_id);
      },
    ),

    bundleOptions: new DataLoader<number, BundleOptionWithSelections[]>((ids) =>
      loadBundleOptions(db, ids),
    ),

    groupedItems: new DataLoader<number, Selectable<GroupedItemTable>[]>(async (ids) => {
      const rows = await db
        .selectFrom('grouped_items')
        .selectAll()
        .where('product_id', 'in', [...ids])
        .orderBy('position')
        .execute();
      return groupBy(ids, rows, (row) => row.product_id);
    }),

    customOptions: new DataLoader<number, CustomOptionRow[]>(async (ids) => {
      const byProduct = await loadCustomOptions(db, ids);
      return ids.map((id) => byProduct.get(id) ?? []);
    }),

    downloadableLinks: new DataLoader<number, Selectable<DownloadableLinkTable>[]>(async (ids) => {
      const rows = await db
        .selectFrom('downloadable_links')
        .selectAll()
        .where('product_id', 'in', [...ids])
        .orderBy('sort_order')
        .execute();
      return groupBy(ids, rows, (row) => row.product_id);
    }),
  };
}
