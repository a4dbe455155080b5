import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/tables.js';
import type { ProductCriteria } from './productCriteria.js';
import { productConditions, relevanceExpression, whereAll } from './productConditions.js';

export interface ProductPage {
  ids: number[];
  totalCount: number;
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
  const singleCategory =
    criteria.categoryIds?.length === 1 ? (criteria.categoryIds[0] ?? null) : null;
  const positionJoin =
    singleCategory !== null
      ? sql`LEFT JOIN category_product_index AS cp
          ON cp.product_id = p.id AND cp.category_id = ${singleCategory}`
      : sql``;

  const orderBy: RawBuilder<unknown>[] = criteria.sort.map(({ field, direction }) => {
    const dir = sql.raw(direction === 'DESC' ? 'DESC' : 'ASC');
    switch (field) {
      case 'name':
        return sql`p.name ${dir}`;
      case 'price':
        return sql`p.min_final_price ${dir}`;
      case 'updated_at':
        return sql`p.updated_at ${dir}`;
      case 'relevance':
        return criteria.search !== null
          ? sql`${relevanceExpression(criteria.search)} ${dir}`
          : sql`p.id ${dir}`;
      case 'position':
        return singleCategory !== null ? sql`cp.position ${dir}` : sql`p.id ${dir}`;
    }
  });
  orderBy.push(sql`p.id ASC`);

  const offset = (criteria.currentPage - 1) * criteria.pageSize;
  // Separate statements: the page can stop early along an index, the count need not sort.
  const [page, count] = await Promise.all([
    sql<{ id: number }>`
      SELECT p.id FROM product_search AS p ${positionJoin}
      WHERE ${where}
      ORDER BY ${sql.join(orderBy)}
      LIMIT ${criteria.pageSize} OFFSET ${offset}`.execute(db),
    sql<{
      total: number;
    }>`SELECT count(*)::int AS total FROM product_search AS p WHERE ${where}`.execute(db),
  ]);
  return { ids: page.rows.map((row) => row.id), totalCount: count.rows[0]?.total ?? 0 };
}
