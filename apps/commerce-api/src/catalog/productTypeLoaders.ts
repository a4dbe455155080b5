import DataLoader from 'dataloader';
import type { Kysely, Selectable } from 'kysely';
import type {
  ConfigurableAttributeTable,
  Database,
  DownloadableLinkTable,
  GroupedItemTable,
} from '../db/tables.js';
import { groupBy } from './groupBy.js';
import { loadBundleOptions, type BundleOptionWithSelections } from './loadBundleOptions.js';

/**
 * What the composite product types are made of: a configurable product's attributes, a bundle's
 * options, a grouped product's items and a downloadable product's links, in position order.
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
