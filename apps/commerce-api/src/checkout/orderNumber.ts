import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** Advisory-lock key that serialises handing out order numbers (namespace 4714, the two-key form). */
const ORDER_NUMBER_LOCK = [4714, 1] as const;

/** The number after the seeded history's, when there are no orders at all. */
const FIRST_ORDER_NUMBER = 1001;

/** Order numbers are nine digits with leading zeros, as Magento's increment ids: `000001042`. */
export const formatOrderNumber = (value: number) => String(value).padStart(9, '0');

/** The number after the highest one given (ignoring numbers that are not all digits). */
export function nextOrderNumber(highest: string | null): string {
  const current = highest && /^\d+$/.test(highest) ? Number(highest) : FIRST_ORDER_NUMBER - 1;
  return formatOrderNumber(Math.max(current, FIRST_ORDER_NUMBER - 1) + 1);
}

/**
 * The next order number, going on from the highest so far (the seeded history runs from
 * `000001001`). Takes a transaction-scoped lock, so call it last in the order's transaction:
 * orders placed at the same moment get consecutive numbers, never the same.
 */
export async function takeOrderNumber(trx: Kysely<Database>): Promise<string> {
  await sql`SELECT pg_advisory_xact_lock(${ORDER_NUMBER_LOCK[0]}::int, ${ORDER_NUMBER_LOCK[1]}::int)`.execute(
    trx,
  );
  const row = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.max('number').as('highest'))
    .where(sql<boolean>`number ~ '^[0-9]+$'`)
    .executeTakeFirst();
  return nextOrderNumber((row?.highest as string | null | undefined) ?? null);
}
