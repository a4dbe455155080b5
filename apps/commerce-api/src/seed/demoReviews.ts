import type { Insertable, Kysely } from 'kysely';
import type { Database, ProductReviewTable } from '../db/tables.js';
import { RATING_KINDS } from '../reviews/ratingKinds.js';
import { refreshProductRatings } from '../reviews/productReviews.js';
import { Random } from './generate/random.js';
import { reviewText, starsAveraging } from './generate/reviewTexts.js';

/** Reviews are dated in the two years before this day, so every seed gives the same ones. */
const LAST_REVIEW_DAY = Date.parse('2026-11-20T18:00:00Z');
const DAY = 86_400_000;
/** Rows per INSERT (nine columns each): far below PostgreSQL's bind-parameter limit. */
const BATCH_SIZE = 1000;

/**
 * Writes exactly `review_count` approved Norwegian reviews for each listed product, their stars
 * averaging its `rating_summary` as closely as whole stars allow, then derives both figures
 * from the reviews (so they agree from the start). Hidden variants get none: a configurable
 * product is reviewed as a whole. Deterministic per SKU. Returns how many were written.
 */
export async function loadDemoReviews(db: Kysely<Database>): Promise<number> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'sku', 'rating_summary', 'review_count'])
    .where('visible', '=', true)
    .where('review_count', '>', 0)
    .orderBy('id')
    .execute();
  const rows: Insertable<ProductReviewTable>[] = [];
  for (const product of products) {
    const rng = new Random(`reviews/${product.sku}`);
    const stars = starsAveraging(rng, product.review_count, Number(product.rating_summary));
    for (const value of stars) {
      rows.push({
        product_id: product.id,
        customer_id: null,
        status: 'APPROVED',
        ...reviewText(rng, value),
        ratings: JSON.stringify(RATING_KINDS.map((kind) => ({ rating_id: kind.id, value }))),
        created_at: new Date(LAST_REVIEW_DAY - Math.floor(rng.next() * 730 * DAY)),
      });
    }
  }
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insertInto('product_reviews')
      .values(rows.slice(start, start + BATCH_SIZE))
      .execute();
  }
  await refreshProductRatings(db);
  return rows.length;
}
