import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { answer, readDevPost } from './devPost.js';
import { Refusal } from '../errors/refusal.js';
import { setProductStock, type StockAlertMailer } from '../stock/stockAlerts.js';

const USAGE = 'The body must be JSON: {"sku": "…", "quantity": 5}.';

/** Where development sets a product's stock (`POST {"sku": …, "quantity": …}`). */
export const DEV_STOCK_PATH = '/dev/stock';

/**
 * The shop has no stock admin yet: in development (with `/dev/outbox`), this sets a product's
 * stock the way a delivery would — raising it above 0 mails the addresses waiting for it
 * (`setProductStock`). Bad input is a 400, an unknown SKU a 404.
 */
export async function handleDevStock(
  db: Kysely<Database>,
  mailer: StockAlertMailer,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const body = await readDevPost(request, response, USAGE);
  if (!body) return;
  const { sku, quantity } = body;
  if (typeof sku !== 'string' || typeof quantity !== 'number') {
    answer(response, 400, { error: USAGE });
    return;
  }
  try {
    answer(response, 200, await setProductStock(db, mailer, sku, quantity));
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    answer(response, error.code === 'PRODUCT_NOT_FOUND' ? 404 : 400, {
      error: error.message,
      code: error.code,
    });
  }
}
