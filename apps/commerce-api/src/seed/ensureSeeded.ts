import { sql, type Kysely } from 'kysely';
import type { ScryptParameters } from '../customers/passwordHash.js';
import type { Database } from '../db/tables.js';
import { loadDemoCoupons } from './demoCoupons.js';
import { loadDemoCustomers } from './demoCustomers.js';
import { loadDemoCustomOptions } from './demoCustomOptions.js';
import { loadDemoOrders } from './demoOrders.js';
import { loadDemoReviews } from './demoReviews.js';
import { loadDemoShipments } from './demoShipments.js';
import { loadPartDiagrams } from './loadPartDiagrams.js';
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
 * database's folder is locked by `createDatabase` instead). `accounts.passwordHashing` is for
 * tests only (cheaper demo password hashes); left out, the production cost applies.
 */
export async function ensureSeeded(
  db: Kysely<Database>,
  options: GenerateCatalogOptions,
  accounts: { passwordHashing?: ScryptParameters } = {},
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
        const isEmpty = async (
          table:
            | 'customers'
            | 'orders'
            | 'coupons'
            | 'product_custom_options'
            | 'order_shipments'
            | 'wm_part_assemblies'
            | 'product_reviews',
        ) =>
          (
            await connection
              .selectFrom(table)
              .select(sql`1`.as('one'))
              .limit(1)
              .execute()
          ).length === 0;
        if (await isEmpty('customers')) {
          await loadDemoCustomers(connection, accounts.passwordHashing);
          added.push('demo customers');
        }
        if (await isEmpty('orders')) {
          const count = await loadDemoOrders(connection);
          if (count > 0) added.push(`${count} demo orders`);
        }
        // Databases seeded before shipments existed get the history's parcels now.
        if (await isEmpty('order_shipments')) {
          const count = await loadDemoShipments(connection);
          if (count > 0) added.push(`${count} demo shipments`);
        }
        if (await isEmpty('coupons')) {
          const count = await loadDemoCoupons(connection);
          if (count > 0) added.push(`${count} demo coupons`);
        }
        if (await isEmpty('product_custom_options')) {
          const count = await loadDemoCustomOptions(connection);
          if (count > 0) added.push(`${count} custom options`);
        }
        // Databases seeded before the exploded diagrams existed get them from their fitments.
        if (await isEmpty('wm_part_assemblies')) {
          const count = await loadPartDiagrams(connection);
          if (count > 0) added.push(`${count} part diagrams`);
        }
        // Databases seeded before reviews existed get reviews matching their products' figures.
        if (await isEmpty('product_reviews')) {
          const count = await loadDemoReviews(connection);
          if (count > 0) added.push(`${count} demo reviews`);
        }
        return false;
      }
      // Loading 100 000 products takes single statements longer than the request timeout.
      await sql`SET statement_timeout = 0`.execute(connection);
      await loadCatalog(connection, generateCatalog(options));
      await loadDemoCustomOptions(connection);
      await loadDemoCustomers(connection, accounts.passwordHashing);
      await loadDemoOrders(connection);
      await loadDemoShipments(connection);
      await loadDemoCoupons(connection);
      await loadPartDiagrams(connection);
      await loadDemoReviews(connection);
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
