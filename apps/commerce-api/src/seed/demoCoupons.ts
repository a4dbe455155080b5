import type { Insertable, Kysely } from 'kysely';
import type { CouponTable, Database } from '../db/tables.js';

/**
 * The demo discount codes (README: "Coupons"): a percentage, a fixed amount, one with a minimum
 * subtotal and one that has expired. VAAR10 and GARD15 are the codes the demo orders used.
 */
export const DEMO_COUPONS: readonly Insertable<CouponTable>[] = [
  { code: 'VAAR10', label: 'Vårkampanje 10 %', kind: 'percent', amount: 10 },
  { code: 'RABATT200', label: '200 kr rabatt', kind: 'fixed', amount: 200 },
  { code: 'GARD15', label: 'Gårdsrabatt 15 %', kind: 'percent', amount: 15, min_subtotal: 5000 },
  {
    code: 'HOST2024',
    label: 'Høstkampanje 2024',
    kind: 'percent',
    amount: 20,
    valid_until: new Date('2024-11-30T22:59:59Z'),
  },
];

/** Inserts the demo codes that are missing (by code), leaving changed ones alone. */
export async function loadDemoCoupons(db: Kysely<Database>): Promise<number> {
  const result = await db
    .insertInto('coupons')
    .values([...DEMO_COUPONS])
    .onConflict((conflict) => conflict.column('code').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
