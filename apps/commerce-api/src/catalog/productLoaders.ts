import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { PRODUCT_COLUMNS, type ProductRow } from './catalogRows.js';
import { groupBy } from './groupBy.js';

/** How many product rows one request may load, and what happens past that. */
export interface ProductBudget {
  maxProducts: number;
  exceeded: () => never;
}

/**
 * Product rows by id and a configurable product's variants. Nested product lists (related
 * products of related products of …) multiply; every product row a request lists counts against
 * its budget, cached or not.
 */
export function createProductLoaders(db: Kysely<Database>, budget: ProductBudget) {
  let productsLoaded = 0;
  const spend = (rows: number) => {
    productsLoaded += rows;
    if (productsLoaded > budget.maxProducts) budget.exceeded();
  };

  const products = new DataLoader<number, ProductRow | null>(async (ids) => {
    const rows = await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', 'in', [...ids])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  const children = new DataLoader<number, ProductRow[]>(async (ids) => {
    const rows = await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('parent_id', 'in', [...ids])
      .orderBy('id')
      .execute();
    return groupBy(ids, rows, (row) => row.parent_id!);
  });

  return {
    products,
    children,

    /**
     * Resolves a list of products by id in the given order, skipping ids that no longer exist.
     * Every product in every list counts against the request's budget, cached or not.
     */
    async productsInOrder(ids: readonly number[]): Promise<ProductRow[]> {
      spend(ids.length);
      const rows = await products.loadMany(ids);
      return rows.filter((row): row is ProductRow => row !== null && !(row instanceof Error));
    },

    /** A configurable product's variants, counted against the request's budget. */
    async variantsOf(parentId: number): Promise<ProductRow[]> {
      const rows = await children.load(parentId);
      spend(rows.length);
      return rows;
    },
  };
}
