import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/tables.js';

/** Rows per INSERT: well under PostgreSQL's 65 535 bind parameters for the widest table. */
const BATCH_SIZE = 1000;

/** Inserts rows in batches: the database takes no more than 65 535 parameters a statement. */
export async function insertAll<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    // Kysely's insert typing cannot follow a generic table name; the rows are typed by the caller.
    await trx
      .insertInto(table)
      .values(batch as never)
      .execute();
  }
}
