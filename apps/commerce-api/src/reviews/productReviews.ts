import DataLoader from 'dataloader';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, ProductReviewTable } from '../db/tables.js';
import type { PageRequest } from '../graphql/paging.js';

type Db = Kysely<Database>;
export type ReviewRow = Selectable<ProductReviewTable>;

/** The most reviews one page may hold (`pageSize` of `reviews`). */
export const MAX_REVIEWS_PER_PAGE = 100;

/** A page of one product's approved reviews, newest first (Magento's date order). */
interface PageKey extends PageRequest {
  productId: number;
}

/**
 * Per-request batching of `ProductInterface.reviews`: a listing that selects each product's
 * reviews (as Vue Storefront's product fragment does) costs one query, not one per product.
 */
export function createReviewPageLoader(db: Db) {
  return new DataLoader<PageKey, ReviewRow[], string>(
    async (keys) => {
      const { pageSize, currentPage } = keys[0]!;
      const sameSize = keys.every(
        (key) => key.pageSize === pageSize && key.currentPage === currentPage,
      );
      if (!sameSize) return Promise.all(keys.map((key) => productReviewPage(db, key)));
      const ids = [...new Set(keys.map((key) => key.productId))];
      const from = (currentPage - 1) * pageSize;
      const rows = await db
        .selectFrom((eb) =>
          eb
            .selectFrom('product_reviews')
            .selectAll()
            .select(
              sql<number>`row_number() over (partition by product_id order by created_at desc, id desc)`.as(
                'position',
              ),
            )
            .where('product_id', 'in', ids)
            .where('status', '=', 'APPROVED')
            .as('ranked'),
        )
        .selectAll()
        .where('position', '>', from)
        .where('position', '<=', from + pageSize)
        .orderBy('position')
        .execute();
      return keys.map((key) =>
        rows
          .filter((row) => row.product_id === key.productId)
          .map((row) => {
            const { position, ...review } = row;
            void position;
            return review;
          }),
      );
    },
    { cacheKeyFn: (key) => `${key.productId}:${key.pageSize}:${key.currentPage}` },
  );
}

function productReviewPage(db: Db, key: PageKey): Promise<ReviewRow[]> {
  return db
    .selectFrom('product_reviews')
    .selectAll()
    .where('product_id', '=', key.productId)
    .where('status', '=', 'APPROVED')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(key.pageSize)
    .offset((key.currentPage - 1) * key.pageSize)
    .execute();
}

/** A page of a customer's approved reviews, newest first, with their count. */
export async function customerReviewPage(
  db: Db,
  customerId: number,
  page: PageRequest,
): Promise<{ rows: ReviewRow[]; totalCount: number }> {
  const base = db
    .selectFrom('product_reviews')
    .where('customer_id', '=', customerId)
    .where('status', '=', 'APPROVED');
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.currentPage - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.count) };
}

/** Stores a new review as `PENDING`: not listed or counted until approved. */
export function storePendingReview(
  db: Db,
  review: Omit<ReviewRow, 'id' | 'status' | 'created_at' | 'ratings'> & {
    ratings: ReviewRow['ratings'];
  },
): Promise<ReviewRow> {
  return db
    .insertInto('product_reviews')
    .values({ ...review, ratings: JSON.stringify(review.ratings) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Sets `rating_summary` (the approved reviews' average in percent) and `review_count` of the
 * given products from their approved reviews; every product when `productIds` is left out.
 */
export async function refreshProductRatings(db: Db, productIds?: readonly number[]) {
  if (productIds && productIds.length === 0) return;
  const scope = productIds ? sql`WHERE q.id IN (${sql.join(productIds)})` : sql``;
  // One review's stars are the mean over its rating kinds; the product's summary is the mean
  // over its approved reviews, in percent as Magento keeps it.
  await sql`
    UPDATE products AS p
    SET rating_summary = s.summary, review_count = s.count
    FROM (
      SELECT q.id, coalesce(agg.summary, 0) AS summary, coalesce(agg.count, 0) AS count
      FROM products AS q
      LEFT JOIN (
        SELECT r.product_id, count(*)::integer AS count,
          round(avg((SELECT avg((v ->> 'value')::numeric) FROM jsonb_array_elements(r.ratings) v)) * 20, 2) AS summary
        FROM product_reviews AS r
        WHERE r.status = 'APPROVED'
        GROUP BY r.product_id
      ) AS agg ON agg.product_id = q.id
      ${scope}
    ) AS s
    WHERE p.id = s.id AND (p.rating_summary <> s.summary OR p.review_count <> s.count)
  `.execute(db);
}

/**
 * Approves pending reviews — those with the given ids, or of the product with `sku`, or all —
 * and refreshes the products' ratings. Returns the approved reviews' ids.
 */
export async function approvePendingReviews(
  db: Db,
  which: { ids?: readonly number[]; productId?: number },
): Promise<number[]> {
  let query = db
    .updateTable('product_reviews')
    .set({ status: 'APPROVED' })
    .where('status', '=', 'PENDING');
  if (which.ids) query = query.where('id', 'in', which.ids.length ? [...which.ids] : [0]);
  if (which.productId !== undefined) query = query.where('product_id', '=', which.productId);
  const approved = await query.returning(['id', 'product_id']).execute();
  await refreshProductRatings(db, [...new Set(approved.map((row) => row.product_id))]);
  return approved.map((row) => row.id);
}
