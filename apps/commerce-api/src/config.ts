import { fileURLToPath } from 'node:url';
import type { DatabaseLocation } from './db/createDatabase.js';
import type { HttpPaymentProviderConfig } from './checkout/httpPaymentProvider.js';
import { DEFAULT_MAIL_FROM, DEFAULT_SHOP_ADDRESS, type MailConfig } from './mail/smtpDelivery.js';
import { trustedProxiesFromEnv } from './server/clientAddress.js';
import { DEV_DOWNLOAD_LINK_SECRET } from './downloads/downloadLinks.js';
import { SVV_DEFAULT_URL } from './vehicles/svvRegistry.js';

/** Everything the server reads from its environment, with the defaults of a bare machine. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The address shoppers' browsers reach this server at; media URLs are built from it. */
  publicUrl: string;
  /** Origins allowed to call the API from a browser (the storefront). */
  corsOrigins: string[];
  /**
   * `TRUSTED_PROXIES`: peers whose `X-Forwarded-For` names the client (this machine by default,
   * where the storefront server runs); throttling and rate limits count per client.
   */
  trustedProxies: readonly string[];
  database: DatabaseLocation;
  seed: { seed: number; productCount: number };
  customers: CustomerConfig;
  recaptcha: RecaptchaConfig;
  /** Whether `/dev/outbox` shows the e-mails the shop has sent (never in production by default). */
  devOutbox: boolean;
  /** Where e-mail goes (`SMTP_URL`, `MAIL_FROM`); left out, only into the outbox. */
  mail?: MailConfig;
  /**
   * `GRAPHQL_INTROSPECTION`: whether `__schema` / `__type` are answered and error messages
   * suggest field names ("Did you mean …?"). Off in production by default; on when left out.
   */
  graphqlIntrospection?: boolean;
  /**
   * `GRAPHIQL`: whether `GET /graphql` from a browser shows GraphiQL, the query editor. Off in
   * production by default; on when left out.
   */
  graphiql?: boolean;
  vehicleRegistry: VehicleRegistryConfig;
  limits: LimitsConfig;
  /** The card payment provider (`PAYMENT_PROVIDER_*`); `paymentProviderFromEnv` when left out. */
  paymentProvider?: HttpPaymentProviderConfig;
  /** Signed links to purchased files (`src/downloads`); left out, the development defaults. */
  downloads?: DownloadsConfig;
  /** `NEWSLETTER_LINK_SECRET`: the HMAC key of unsubscribe links; left out, a development default. */
  newsletterLinkSecret?: string;
}

/** Signed download links of purchased files. */
export interface DownloadsConfig {
  /** `DOWNLOAD_LINK_SECRET`: the links' HMAC key; set it in production (a development default). */
  secret: string;
  /** `DOWNLOAD_LINK_LIFETIME_DAYS`: how long a handed-out link works (default 7). */
  lifetimeDays: number;
}

/**
 * Rate limits and budgets per client (the address `clientAddress` names), counted in the
 * database so every instance shares them and a restart keeps them (`src/limits`). 0 turns one off.
 */
export interface LimitsConfig {
  /**
   * `GRAPHQL_BUDGET_PER_MINUTE`: what one client's GraphQL operations may cost per clock minute
   * (default 1 000 000), an operation costing its estimated query cost (`queryCost`, at least 1): a
   * listing page of 36 costs about 7 000, the costliest operation allowed 25 000. Generous: it
   * stops floods, not shoppers (about 140 uncached listing pages a minute).
   */
  graphqlBudgetPerMinute: number;
  /** `REGISTRATIONS_PER_HOUR`: `createCustomerV2` calls one client may make per hour (default 10). */
  registrationsPerHour: number;
  /** `PASSWORD_RESETS_PER_15_MINUTES`: reset e-mails one client may ask for per 15 min (default 5). */
  passwordResetsPer15Minutes: number;
  /** `PASSWORD_RESETS_PER_EMAIL_PER_HOUR`: reset e-mails asked for one address per hour (default 5). */
  passwordResetsPerEmailPerHour: number;
  /**
   * `QUOTE_REQUESTS_PER_HOUR`: `WmRequestQuote` calls one client may make per hour (default 10):
   * each mails the shop and an address the client gives, so it is kept to what a buyer needs.
   */
  quoteRequestsPerHour: number;
  /** `STOCK_ALERTS_PER_HOUR`: `wmSubscribeProductStockAlert` calls per client and hour (default 20). */
  stockAlertsPerHour: number;
  /**
   * `EMAIL_CHECKS_PER_HOUR`: `isEmailAvailable` calls per client and hour (default 30): enough for
   * a shopper mistyping at registration and checkout, too few to sift a list of addresses.
   */
  emailChecksPerHour: number;
  /** `REVIEWS_PER_HOUR`: `createProductReview` calls per client and hour (default 10). */
  reviewsPerHour: number;
  /** `NEWSLETTER_SIGNUPS_PER_HOUR`: `subscribeEmailToNewsletter` calls per client and hour (default 10). */
  newsletterSignupsPerHour?: number;
  /** `CONTACT_MESSAGES_PER_HOUR`: `contactUs` messages per client and hour (default 5). */
  contactMessagesPerHour?: number;
}

/** The development key of unsubscribe links; production sets `NEWSLETTER_LINK_SECRET`. */
export const DEV_NEWSLETTER_LINK_SECRET = 'agri-parts-dev-newsletter-link-secret';

/** The development secret the simulated provider (`apps/payment-provider`) also uses by default. */
const DEVELOPMENT_PAYMENT_SECRET = 'dev-payment-provider-secret';

/**
 * The payment provider's address and the shop's secret: `PAYMENT_PROVIDER_URL`
 * (`http://localhost:4100`, the simulated provider of `npm start`), `PAYMENT_PROVIDER_SECRET`,
 * `PAYMENT_PROVIDER_TIMEOUT_MS` (5 000).
 */
export function paymentProviderFromEnv(env: NodeJS.ProcessEnv = {}): HttpPaymentProviderConfig {
  return {
    url: (env.PAYMENT_PROVIDER_URL?.trim() || 'http://localhost:4100').replace(/\/+$/, ''),
    secret: env.PAYMENT_PROVIDER_SECRET || DEVELOPMENT_PAYMENT_SECRET,
    timeoutMs: integer(env.PAYMENT_PROVIDER_TIMEOUT_MS, 5000, 'PAYMENT_PROVIDER_TIMEOUT_MS'),
  };
}

/**
 * Licence-plate look-ups: the seeded demo registry, or Statens vegvesen when an API key is set
 * (then behind an answer cache, a per-client rate limit and a daily budget).
 */
export interface VehicleRegistryConfig {
  /** `SVV_API_KEY`; null uses the seeded registry. */
  svvApiKey: string | null;
  /** `SVV_URL`: the registry's base address. */
  svvUrl: string;
  /** `SVV_TIMEOUT_MS`: how long one registry call may take (default 5 s). */
  timeoutMs: number;
  /** `SVV_CACHE_TTL_SECONDS`: how long a found vehicle is reused (default 24 h). */
  cacheTtlSeconds: number;
  /** `SVV_NOT_FOUND_TTL_SECONDS`: how long "no such plate" is reused (default 1 h). */
  notFoundTtlSeconds: number;
  /** `SVV_CACHE_MAX_ENTRIES`: answers kept at most (default 5 000). */
  cacheMaxEntries: number;
  /** `SVV_RATE_LIMIT_PER_MINUTE`: registry calls one client IP may cause per minute (default 10). */
  perClientPerMinute: number;
  /** `SVV_DAILY_LIMIT`: registry calls per UTC day in all (default 45 000; the key allows 50 000). */
  dailyLimit: number;
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
    trustedProxies: trustedProxiesFromEnv(env.TRUSTED_PROXIES),
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
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
      shopAddress: env.SHOP_EMAIL?.trim() || DEFAULT_SHOP_ADDRESS,
      retrySeconds: integer(env.MAIL_RETRY_SECONDS, 300, 'MAIL_RETRY_SECONDS'),
    },
    graphqlIntrospection: flag(
      env.GRAPHQL_INTROSPECTION,
      env.NODE_ENV !== 'production',
      'GRAPHQL_INTROSPECTION',
    ),
    graphiql: flag(env.GRAPHIQL, env.NODE_ENV !== 'production', 'GRAPHIQL'),
    vehicleRegistry: {
      svvApiKey: env.SVV_API_KEY?.trim() || null,
      svvUrl: (env.SVV_URL?.trim() || SVV_DEFAULT_URL).replace(/\/+$/, ''),
      timeoutMs: integer(env.SVV_TIMEOUT_MS, 5000, 'SVV_TIMEOUT_MS'),
      cacheTtlSeconds: integer(env.SVV_CACHE_TTL_SECONDS, 86_400, 'SVV_CACHE_TTL_SECONDS'),
      notFoundTtlSeconds: integer(env.SVV_NOT_FOUND_TTL_SECONDS, 3600, 'SVV_NOT_FOUND_TTL_SECONDS'),
      cacheMaxEntries: integer(env.SVV_CACHE_MAX_ENTRIES, 5000, 'SVV_CACHE_MAX_ENTRIES'),
      perClientPerMinute: integer(env.SVV_RATE_LIMIT_PER_MINUTE, 10, 'SVV_RATE_LIMIT_PER_MINUTE'),
      dailyLimit: integer(env.SVV_DAILY_LIMIT, 45_000, 'SVV_DAILY_LIMIT'),
    },
    limits: {
      graphqlBudgetPerMinute: integer(
        env.GRAPHQL_BUDGET_PER_MINUTE,
        1_000_000,
        'GRAPHQL_BUDGET_PER_MINUTE',
      ),
      registrationsPerHour: integer(env.REGISTRATIONS_PER_HOUR, 10, 'REGISTRATIONS_PER_HOUR'),
      passwordResetsPer15Minutes: integer(
        env.PASSWORD_RESETS_PER_15_MINUTES,
        5,
        'PASSWORD_RESETS_PER_15_MINUTES',
      ),
      passwordResetsPerEmailPerHour: integer(
        env.PASSWORD_RESETS_PER_EMAIL_PER_HOUR,
        5,
        'PASSWORD_RESETS_PER_EMAIL_PER_HOUR',
      ),
      quoteRequestsPerHour: integer(env.QUOTE_REQUESTS_PER_HOUR, 10, 'QUOTE_REQUESTS_PER_HOUR'),
      stockAlertsPerHour: integer(env.STOCK_ALERTS_PER_HOUR, 20, 'STOCK_ALERTS_PER_HOUR'),
      emailChecksPerHour: integer(env.EMAIL_CHECKS_PER_HOUR, 30, 'EMAIL_CHECKS_PER_HOUR'),
      reviewsPerHour: integer(env.REVIEWS_PER_HOUR, 10, 'REVIEWS_PER_HOUR'),
      ...newsletterLimitsFromEnv(env),
    },
    paymentProvider: paymentProviderFromEnv(env),
    downloads: {
      secret: env.DOWNLOAD_LINK_SECRET || DEV_DOWNLOAD_LINK_SECRET,
      lifetimeDays: integer(env.DOWNLOAD_LINK_LIFETIME_DAYS, 7, 'DOWNLOAD_LINK_LIFETIME_DAYS') || 7,
    },
    newsletterLinkSecret: env.NEWSLETTER_LINK_SECRET || DEV_NEWSLETTER_LINK_SECRET,
  };
}

/** The newsletter's and the contact form's limits (`NEWSLETTER_SIGNUPS_PER_HOUR`, …). */
function newsletterLimitsFromEnv(env: NodeJS.ProcessEnv) {
  return {
    newsletterSignupsPerHour: integer(
      env.NEWSLETTER_SIGNUPS_PER_HOUR,
      10,
      'NEWSLETTER_SIGNUPS_PER_HOUR',
    ),
    contactMessagesPerHour: integer(env.CONTACT_MESSAGES_PER_HOUR, 5, 'CONTACT_MESSAGES_PER_HOUR'),
  };
}

/** `1`/`true`/`on` or `0`/`false`/`off`; unset or empty gives the fallback. */
export function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  const normal = value.trim().toLowerCase();
  if (['1', 'true', 'on'].includes(normal)) return true;
  if (['0', 'false', 'off'].includes(normal)) return false;
  throw new Error(`${name} must be 1/true/on or 0/false/off, got "${value}".`);
}

function score(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!(parsed >= 0 && parsed <= 1)) {
    throw new Error(`RECAPTCHA_MINIMUM_SCORE must be between 0 and 1, got "${value}".`);
  }
  return parsed;
}
