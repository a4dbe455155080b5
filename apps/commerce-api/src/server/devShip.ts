import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { answer, readDevPost } from './devPost.js';
import { shipOrder, ShipOrderError, type ShipmentMailer } from '../shipments/shipOrder.js';

/** Where development ships an order (`POST {"number": "000001001", "carrier"?: "postnord"}`). */
export const DEV_SHIP_PATH = '/dev/ship';

const USAGE =
  'The body must be JSON: {"number": "000001001", "carrier": "bring"} (carrier optional).';

/**
 * The shop has no warehouse system yet: in development (with `/dev/outbox`), this ships what is
 * left of an order (`shipOrder`) and mails "Ordren din er sendt". Bad input is a 400, an unknown
 * order a 404, an order with nothing to ship a 409.
 */
export async function handleDevShip(
  db: Kysely<Database>,
  mailer: ShipmentMailer,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const body = await readDevPost(request, response, USAGE);
  if (!body) return;
  const { number, carrier } = body;
  if (typeof number !== 'string' || (carrier !== undefined && typeof carrier !== 'string')) {
    answer(response, 400, { error: USAGE });
    return;
  }
  try {
    answer(response, 201, await shipOrder(db, mailer, { number: number.trim(), carrier }));
  } catch (error) {
    if (!(error instanceof ShipOrderError)) throw error;
    answer(response, error.status, { error: error.message, code: error.code });
  }
}
