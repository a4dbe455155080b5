import { fileURLToPath } from 'node:url';
import type { DatabaseLocation } from './db/createDatabase.js';

/** Everything the server reads from its environment, with the defaults of a bare machine. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The address shoppers' browsers reach this server at; media URLs are built from it. */
  publicUrl: string;
  /** Origins allowed to call the API from a browser (the storefront). */
  corsOrigins: string[];
  database: DatabaseLocation;
  seed: { seed: number; productCount: number };
  customers: CustomerConfig;
}

/** Customer accounts. */
export interface CustomerConfig {
  /** How long a customer token is valid (Magento's default: 60 minutes). */
  tokenLifetimeMinutes: number;
}

const appRoot = fileURLToPath(new URL('..', import.meta.url));

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${value}".`);
  }
  return parsed;
}

/**
 * Reads the configuration. `DATABASE_URL` switches from the embedded PGlite in `.data/` to a
 * PostgreSQL server; `DATA_DIR` moves the embedded database.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer(env.PORT, 4000, 'PORT');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl,
    corsOrigins: (env.STOREFRONT_ORIGIN ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR ?? `${appRoot}.data/pglite` },
    seed: {
      seed: integer(env.SEED, 1, 'SEED'),
      productCount: integer(env.SEED_PRODUCTS, 2500, 'SEED_PRODUCTS'),
    },
    customers: {
      tokenLifetimeMinutes: integer(
        env.CUSTOMER_TOKEN_LIFETIME_MINUTES,
        60,
        'CUSTOMER_TOKEN_LIFETIME_MINUTES',
      ),
    },
  };
}
