import DataLoader from 'dataloader';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { CategoryRow } from './catalogRows.js';
import { groupBy } from './groupBy.js';

/** Categories by id, their children, and how many categories and products are below them. */
export function createCategoryLoaders(db: Kysely<Database>) {
  return {
    categories: new DataLoader<number, CategoryRow | null>(async (ids) => {
      const rows = await db
        .selectFrom('categories')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    }),

    categoryChildren: new DataLoader<number, CategoryRow[]>(async (ids) => {
      const rows = await db
        .selectFrom('categories')
        .selectAll()
        .where('parent_id', 'in', [...ids])
        .orderBy('position')
        .execute();
      return groupBy(ids, rows, (row) => row.parent_id!);
    }),

    /** Categories below a category, at any depth (Magento's `children_count`). */
    descendantCounts: new DataLoader<number, number>(async (ids) => {
      const rows = await db
        .selectFrom('categories as parent')
        .innerJoin('categories as child', (join) =>
          join.on(sql`child.path`, 'like', sql`parent.path || '/%'`),
        )
        .select(['parent.id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('parent.id', 'in', [...ids])
        .groupBy('parent.id')
        .execute();
      const byId = new Map(rows.map((row) => [row.id, Number(row.count)]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),

    /** Visible products in a category and below it. */
    categoryProductCounts: new DataLoader<number, number>(async (ids) => {
      const rows = await db
        .selectFrom('category_product_index as ci')
        .innerJoin('products as p', 'p.id', 'ci.product_id')
        .select(['ci.category_id', (eb) => eb.fn.countAll<number>().as('count')])
        .where('ci.category_id', 'in', [...ids])
        .where('p.visible', '=', true)
        .groupBy('ci.category_id')
        .execute();
      const byId = new Map(rows.map((row) => [row.category_id, Number(row.count)]));
      return ids.map((id) => byId.get(id) ?? 0);
    }),
  };
}
