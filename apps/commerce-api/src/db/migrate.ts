import { sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './tables.js';

/** Serialises migrations when several servers start against one PostgreSQL at once. */
const MIGRATION_LOCK_ID = 4_711_2024;

/**
 * Applies the migrations that have not run yet, each in its own transaction, and returns their
 * names. Safe to call on every start.
 */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`.execute(trx);
      const done = await sql<{ name: string }>`
        SELECT name FROM schema_migrations WHERE name = ${migration.name}`.execute(trx);
      if (done.rows.length > 0) return false;
      for (const statement of migration.up) await sql.raw(statement).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`.execute(trx);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
