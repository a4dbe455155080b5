import type { Kysely, Selectable } from 'kysely';
import type { BundleOptionTable, BundleSelectionTable, Database } from '../db/tables.js';
import { groupBy } from './groupBy.js';

/** A bundle option with its selections. */
export type BundleOptionWithSelections = Selectable<BundleOptionTable> & {
  selections: Selectable<BundleSelectionTable>[];
};

/**
 * The bundle options of `productIds` with their selections, both in position order: one list per
 * id, in the order of `productIds` (empty for a product without options). The catalogue's
 * `bundleOptions` loader and the cart's check of a bundle choice both read them here.
 */
export async function loadBundleOptions(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<BundleOptionWithSelections[][]> {
  if (productIds.length === 0) return [];
  const options = await db
    .selectFrom('bundle_options')
    .selectAll()
    .where('product_id', 'in', [...productIds])
    .orderBy('position')
    .execute();
  const selections =
    options.length === 0
      ? []
      : await db
          .selectFrom('bundle_selections')
          .selectAll()
          .where(
            'option_id',
            'in',
            options.map((option) => option.option_id),
          )
          .orderBy('position')
          .execute();
  const byOption = groupBy(
    options.map((option) => option.option_id),
    selections,
    (row) => row.option_id,
  );
  const withSelections = options.map((option, index) => ({
    ...option,
    selections: byOption[index] ?? [],
  }));
  return groupBy(productIds, withSelections, (row) => row.product_id);
}
