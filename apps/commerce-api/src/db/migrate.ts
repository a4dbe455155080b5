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
  return db.connection().execute(async (connection) => {
    // A session lock around everything: `CREATE TABLE IF NOT EXISTS` itself is not safe when
    // two servers run it at once.
    await sql`SELECT pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`.execute(connection);
      const done = new Set(
        (
          await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(connection)
        ).rows.map((row) => row.name),
      );
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.name)) continue;
        await connection.transaction().execute(async (trx) => {
          for (const statement of migration.up) await sql.raw(statement).execute(trx);
          await sql`INSERT INTO schema_migrations (name) VALUES (${migration.name})`.execute(trx);
        });
        applied.push(migration.name);
      }
      return applied;
    } finally {
      await sql`SELECT pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
}
