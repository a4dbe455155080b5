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
  recaptcha: RecaptchaConfig;
  /** Whether `/dev/outbox` shows the e-mails the shop has sent (never in production by default). */
  devOutbox: boolean;
}

/** Customer accounts. */
export interface CustomerConfig {
  /** How long a customer token is valid (Magento's default: 60 minutes). */
  tokenLifetimeMinutes: number;
  /** How long a password-reset link works (Magento's default: 2 hours). */
  resetLinkLifetimeMinutes: number;
  /** The storefront's public address, without a trailing slash; e-mail links point there. */
  storefrontUrl: string;
}

/** Google reCAPTCHA v3: off unless a secret key is configured. */
export interface RecaptchaConfig {
  /** The server-side secret; null turns verification off. */
  secretKey: string | null;
  /** The public site key the storefront loads reCAPTCHA with. */
  siteKey: string | null;
  /** Google's verification endpoint (replaceable for tests). */
  verifyUrl: string;
  /** Scores below this count as failed (Magento's default: 0.5). */
  minimumScore: number;
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
      resetLinkLifetimeMinutes: integer(
        env.PASSWORD_RESET_LINK_LIFETIME_MINUTES,
        120,
        'PASSWORD_RESET_LINK_LIFETIME_MINUTES',
      ),
      storefrontUrl: (env.STOREFRONT_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    },
    recaptcha: {
      secretKey: env.RECAPTCHA_SECRET_KEY || null,
      siteKey: env.RECAPTCHA_SITE_KEY || null,
      verifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
      minimumScore: score(env.RECAPTCHA_MINIMUM_SCORE, 0.5),
    },
    devOutbox: env.NODE_ENV !== 'production' || env.DEV_OUTBOX === '1',
  };
}

function score(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!(parsed >= 0 && parsed <= 1)) {
    throw new Error(`RECAPTCHA_MINIMUM_SCORE must be between 0 and 1, got "${value}".`);
  }
  return parsed;
}
