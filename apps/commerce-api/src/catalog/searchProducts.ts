import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/tables.js';
import { singleCategory } from './facetRules.js';
import type { ProductCriteria } from './productCriteria.js';
import { productConditions, whereAll } from './productConditions.js';

export interface ProductPage {
  ids: number[];
  totalCount: number;
}

/** How a listing is ordered: the join it needs and its sort keys, ties broken by id. */
export function productOrdering(criteria: ProductCriteria) {
  const current = singleCategory(criteria);
  const positionJoin =
    current !== null
      ? sql`LEFT JOIN category_product_index AS cp
          ON cp.product_id = p.id AND cp.category_id = ${current}`
      : sql``;
  const keys: { expression: RawBuilder<unknown>; direction: RawBuilder<unknown> }[] =
    criteria.sort.map(({ field, direction }) => {
      const dir = sql.raw(direction === 'DESC' ? 'DESC' : 'ASC');
      switch (field) {
        case 'name':
          return { expression: sql`p.name`, direction: dir };
        case 'price':
          return { expression: sql`p.min_final_price`, direction: dir };
        case 'updated_at':
          return { expression: sql`p.updated_at`, direction: dir };
        case 'relevance':
          // Without a search term (a search is ranked by the in-memory index) every product is
          // as relevant as the next: ties go by id.
          return { expression: sql`p.id`, direction: dir };
        case 'position':
          return {
            expression: current !== null ? sql`cp.position` : sql`p.id`,
            direction: dir,
          };
      }
    });
  keys.push({ expression: sql`p.id`, direction: sql.raw('ASC') });
  return { positionJoin, keys };
}

/**
 * One page of matching product ids in the requested order, and how many match in all. Ties are
 * broken by id so paging is stable.
 */
export async function searchProducts(
  db: Kysely<Database>,
  criteria: ProductCriteria,
): Promise<ProductPage> {
  const where = whereAll(productConditions(criteria));
  const { positionJoin, keys } = productOrdering(criteria);
  const offset = (criteria.currentPage - 1) * criteria.pageSize;
  // Separate statements: the page can stop early along an index, the count need not sort.
  const [page, count] = await Promise.all([
    sql<{ id: number }>`
      SELECT p.id FROM product_search AS p ${positionJoin}
      WHERE ${where}
      ORDER BY ${sql.join(keys.map(({ expression, direction }) => sql`${expression} ${direction}`))}
      LIMIT ${criteria.pageSize} OFFSET ${offset}`.execute(db),
    sql<{
      total: number;
    }>`SELECT count(*)::int AS total FROM product_search AS p WHERE ${where}`.execute(db),
  ]);
  return { ids: page.rows.map((row) => row.id), totalCount: count.rows[0]?.total ?? 0 };
}
