import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { loadDemoCustomers } from './demoCustomers.js';
import { generateCatalog } from './generate/index.js';
import { loadCatalog } from './loadCatalog.js';
import type { GenerateCatalogOptions } from './types.js';

const SEED_LOCK_ID = 4_711_2025;

/**
 * Seeds the catalogue when the database has none, and leaves existing data alone. An advisory
 * lock keeps two servers starting against one PostgreSQL from seeding twice (an embedded
 * database's folder is locked by `createDatabase` instead).
 */
export async function ensureSeeded(
  db: Kysely<Database>,
  options: GenerateCatalogOptions,
): Promise<{ seeded: boolean; milliseconds: number }> {
  const started = performance.now();
  const seeded = await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SEED_LOCK_ID})`.execute(connection);
    try {
      const existing = await connection
        .selectFrom('store_configs')
        .select('store_code')
        .limit(1)
        .execute();
      if (existing.length > 0) return false;
      // Loading 100 000 products takes single statements longer than the request timeout.
      await sql`SET statement_timeout = 0`.execute(connection);
      await loadCatalog(connection, generateCatalog(options));
      await loadDemoCustomers(connection);
      // Fresh statistics, so the planner knows the catalogue's size from the first request.
      await sql`ANALYZE`.execute(connection);
      return true;
    } finally {
      await sql`RESET statement_timeout`.execute(connection);
      await sql`SELECT pg_advisory_unlock(${SEED_LOCK_ID})`.execute(connection);
    }
  });
  return { seeded, milliseconds: Math.round(performance.now() - started) };
}
