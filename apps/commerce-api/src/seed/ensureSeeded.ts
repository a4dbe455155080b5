import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { loadDemoCoupons } from './demoCoupons.js';
import { loadDemoCustomers } from './demoCustomers.js';
import { loadDemoOrders } from './demoOrders.js';
import { generateCatalog } from './generate/index.js';
import { loadCatalog } from './loadCatalog.js';
import type { GenerateCatalogOptions } from './types.js';

const SEED_LOCK_ID = 4_711_2025;

/**
 * Seeds the catalogue, the demo accounts and their orders when the database has none, and leaves
 * existing data alone — except that a database seeded before accounts (or orders, or discount
 * codes) existed gets the demo accounts (their orders, the demo codes) added while those tables
 * are empty. An advisory
 * lock keeps two servers starting against one PostgreSQL from seeding twice (an embedded
 * database's folder is locked by `createDatabase` instead).
 */
export async function ensureSeeded(
  db: Kysely<Database>,
  options: GenerateCatalogOptions,
): Promise<{ seeded: boolean; milliseconds: number; added: string[] }> {
  const started = performance.now();
  const added: string[] = [];
  const seeded = await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${SEED_LOCK_ID})`.execute(connection);
    try {
      const existing = await connection
        .selectFrom('store_configs')
        .select('store_code')
        .limit(1)
        .execute();
      if (existing.length > 0) {
        const isEmpty = async (table: 'customers' | 'orders' | 'coupons') =>
          (
            await connection
              .selectFrom(table)
              .select(sql`1`.as('one'))
              .limit(1)
              .execute()
          ).length === 0;
        if (await isEmpty('customers')) {
          await loadDemoCustomers(connection);
          added.push('demo customers');
        }
        if (await isEmpty('orders')) {
          const count = await loadDemoOrders(connection);
          if (count > 0) added.push(`${count} demo orders`);
        }
        if (await isEmpty('coupons')) {
          const count = await loadDemoCoupons(connection);
          if (count > 0) added.push(`${count} demo coupons`);
        }
        return false;
      }
      // Loading 100 000 products takes single statements longer than the request timeout.
      await sql`SET statement_timeout = 0`.execute(connection);
      await loadCatalog(connection, generateCatalog(options));
      await loadDemoCustomers(connection);
      await loadDemoOrders(connection);
      await loadDemoCoupons(connection);
      // Fresh statistics, so the planner knows the catalogue's size from the first request.
      await sql`ANALYZE`.execute(connection);
      return true;
    } finally {
      await sql`RESET statement_timeout`.execute(connection);
      await sql`SELECT pg_advisory_unlock(${SEED_LOCK_ID})`.execute(connection);
    }
  });
  return { seeded, milliseconds: Math.round(performance.now() - started), added };
}
