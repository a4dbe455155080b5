import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { approvePendingReviews } from '../reviews/productReviews.js';
import { answer, readDevPost } from './devPost.js';

const USAGE = 'The body must be JSON: {} (all pending), {"sku": "…"} or {"ids": [1, 2]}.';

/** Where development approves pending reviews (`POST {"sku": …}`, `{"ids": […]}` or `{}`). */
export const DEV_REVIEWS_APPROVE_PATH = '/dev/reviews/approve';

/**
 * The shop has no review moderation admin yet: in development (with `/dev/outbox`) this approves
 * pending reviews — of one product, by id, or all — so they are listed and counted into the
 * product's rating. Bad input is a 400, an unknown SKU a 404.
 */
export async function handleDevReviewApproval(
  db: Kysely<Database>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const body = await readDevPost(request, response, USAGE);
  if (!body) return;
  const { sku, ids } = body;
  const goodIds =
    ids === undefined ||
    (Array.isArray(ids) && ids.every((id) => Number.isInteger(id) && (id as number) > 0));
  if ((sku !== undefined && typeof sku !== 'string') || !goodIds) {
    answer(response, 400, { error: USAGE });
    return;
  }
  let productId: number | undefined;
  if (typeof sku === 'string') {
    const product = await db
      .selectFrom('products')
      .select('id')
      .where('sku', '=', sku)
      .executeTakeFirst();
    if (!product) {
      answer(response, 404, { error: `Could not find a product with SKU "${sku}"` });
      return;
    }
    productId = product.id;
  }
  const approved = await approvePendingReviews(db, {
    ids: ids as number[] | undefined,
    productId,
  });
  answer(response, 200, { approved });
}
