import { randomBytes } from 'node:crypto';
import {
  createPaymentLedger,
  createVippsPayments,
  startProviderServer,
  type RunningProvider,
} from '@agri-parts/payment-provider';
import pg from 'pg';
import { createHttpPaymentProvider } from '../src/checkout/httpPaymentProvider.js';
import type { PaymentProvider } from '../src/checkout/paymentProvider.js';
import {
  readConfig,
  type CustomerConfig,
  type LimitsConfig,
  type RecaptchaConfig,
  type ServerConfig,
  type VehicleRegistryConfig,
} from '../src/config.js';
import type { DatabaseLocation } from '../src/db/createDatabase.js';
import { seededSnapshot } from './seededSnapshot.js';
import {
  createCommerceApi,
  type CommerceApi,
  type CommerceApiOptions,
} from '../src/createCommerceApi.js';

/**
 * Password hashing in tests: scrypt at N = 2^10 instead of production's 2^17, so the hundreds of
 * registrations and sign-ins of the suite stay fast. Tests of the production cost pass
 * `passwordHashing: DEFAULT_SCRYPT_PARAMETERS`.
 */
export const TEST_PASSWORD_HASHING = { N: 2 ** 10, r: 8, p: 1 } as const;

/** A clock tests move by hand (sign-in delays), so none has to sleep. */
export function manualClock(start = new Date()) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(seconds: number) {
      time += seconds * 1000;
    },
  };
}

/** Small enough to seed in a few seconds, big enough for every product type and facet. */
export const TEST_PRODUCT_COUNT = 600;

export interface TestApi {
  api: CommerceApi;
  /** The GraphQL endpoint, e.g. `http://127.0.0.1:40123/graphql`. */
  url: string;
  /** The server's root, e.g. `http://127.0.0.1:40123`. */
  origin: string;
  /** Sends a query (GET by default for queries) and returns the parsed response. */
  query<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { method?: 'GET' | 'POST'; headers?: Record<string, string> },
  ): Promise<{ status: number; data?: T; errors?: GraphQLErrorBody[] }>;
  /** The simulated payment provider the API pays through (a real HTTP server of its own). */
  payment: TestPaymentProvider;
  close(): Promise<void>;
}

/** The test's payment provider and a shopper's way to it. */
export interface TestPaymentProvider {
  /** Its origin, such as `http://127.0.0.1:40124`. */
  url: string;
  /** The shop's HTTP adapter for it (what the API uses unless a test gives its own). */
  adapter: PaymentProvider;
  /**
   * A single-use token for a card, as the hosted form gives the checkout (here through the
   * provider's tokenisation API): valid for up to `amount` NOK.
   */
  cardToken(number?: string, amount?: number): Promise<string>;
  /** Answers a Vipps payment "in the app" (its page at `redirectUrl`): the 303 back to the shop. */
  answerVipps(redirectUrl: string, decision: 'approve' | 'cancel'): Promise<Response>;
  /** Moves the provider's Vipps clock on, so a waiting payment can expire without waiting. */
  advanceVippsClock(ms: number): void;
  /** Stops the provider: the API then finds it down. */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the tokens and payments it had. */
  restart(): Promise<void>;
}

/** The secret the test API and its provider share. */
const PROVIDER_SECRET = 'test-provider-secret';

/** Starts the simulated provider for a test API, on a free port or the one it had. */
async function startTestProvider(): Promise<TestPaymentProvider> {
  const ledger = createPaymentLedger();
  let vippsOffset = 0;
  const vipps = createVippsPayments({ now: () => Date.now() + vippsOffset });
  const start = (port = 0) =>
    startProviderServer({
      port,
      ledger,
      vipps,
      shopOrigins: ['http://localhost:3000'],
      secret: PROVIDER_SECRET,
    });
  let running: RunningProvider | null = await start();
  const url = running.url;
  return {
    url,
    adapter: createHttpPaymentProvider({ url, secret: PROVIDER_SECRET, timeoutMs: 5000 }),
    async cardToken(number = '4242424242424242', amount = 1_000_000) {
      const response = await fetch(`${url}/v1/tokens`, {
        method: 'POST',
        body: JSON.stringify({
          number,
          expiry_month: 12,
          expiry_year: new Date().getUTCFullYear() + 3,
          cvc: number.startsWith('3') ? '1234' : '123',
          amount,
          currency: 'NOK',
        }),
      });
      const body = (await response.json()) as { token?: string };
      if (!body.token) throw new Error(`No token for ${number}: ${JSON.stringify(body)}`);
      return body.token;
    },
    answerVipps: (redirectUrl, decision) =>
      fetch(redirectUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `decision=${decision}`,
        redirect: 'manual',
      }),
    advanceVippsClock(ms) {
      vippsOffset += ms;
    },
    async stop() {
      await running?.close();
      running = null;
    },
    async restart() {
      running ??= await start(Number(new URL(url).port));
    },
  };
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { category?: string; code?: string };
}

/**
 * Limits of the tests that do not test them: files register and reset far more than a shopper
 * would from one address.
 */
const TEST_LIMITS: Partial<LimitsConfig> = {
  registrationsPerHour: 10_000,
  passwordResetsPer15Minutes: 10_000,
  passwordResetsPerEmailPerHour: 10_000,
  // On (every test goes through it) but out of reach of files sending many listings.
  graphqlBudgetPerMinute: 1_000_000_000,
};

/**
 * Starts a real commerce-api over real HTTP on a free port with a freshly seeded database: an
 * in-memory PGlite (a copy of a seeded snapshot, see `seededSnapshot`), or — when `DATABASE_URL` is set — a schema of its own on that PostgreSQL
 * server, dropped again on close. With `database`, on that one instead (seeded when empty, kept
 * on close): several servers can share it, or one can start again on it.
 */
export async function startTestApi(
  overrides: Partial<ServerConfig['seed']> = {},
  configOverrides: {
    corsOrigins?: string[];
    customers?: Partial<CustomerConfig>;
    recaptcha?: Partial<RecaptchaConfig>;
    devOutbox?: boolean;
    graphqlIntrospection?: boolean;
    /** Peers trusted to name the client in `X-Forwarded-For` (by default this machine). */
    trustedProxies?: readonly string[];
    /** Rate limits; those left out are the tests' generous ones (`TEST_LIMITS`). */
    limits?: Partial<LimitsConfig>;
    /** The licence-plate registry's configuration (`SVV_*`), over the defaults. */
    registry?: Partial<VehicleRegistryConfig>;
    /** A database to use and keep, instead of a fresh one. */
    database?: DatabaseLocation;
  } & Pick<
    CommerceApiOptions,
    'mail' | 'captcha' | 'vehicleRegistry' | 'paymentProvider' | 'clock' | 'passwordHashing'
  > = {},
): Promise<TestApi> {
  const {
    mail,
    captcha,
    vehicleRegistry,
    paymentProvider,
    clock,
    passwordHashing = TEST_PASSWORD_HASHING,
    ...configChanges
  } = configOverrides;
  const defaults = readConfig({ NODE_ENV: 'test' });
  const seed = { seed: 1, productCount: TEST_PRODUCT_COUNT, ...overrides };
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = configChanges.database ? undefined : process.env.DATABASE_URL;
  if (databaseUrl) await adminQuery(databaseUrl, `CREATE SCHEMA ${schemaName}`);
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://media.test',
    corsOrigins: ['http://localhost:3000'],
    trustedProxies: configChanges.trustedProxies ?? defaults.trustedProxies,
    database:
      configChanges.database ??
      (databaseUrl
        ? { kind: 'postgres', url: withSearchPath(databaseUrl, schemaName), poolSize: 4 }
        : { kind: 'pglite', dataDir: null, snapshot: await seededSnapshot(seed, passwordHashing) }),
    seed,
    customers: { ...defaults.customers, ...configChanges.customers },
    recaptcha: { ...defaults.recaptcha, ...configChanges.recaptcha },
    devOutbox: configChanges.devOutbox ?? true,
    graphqlIntrospection: configChanges.graphqlIntrospection ?? true,
    vehicleRegistry: { ...defaults.vehicleRegistry, ...configChanges.registry },
    limits: { ...defaults.limits, ...TEST_LIMITS, ...configChanges.limits },
    ...(configChanges.corsOrigins && { corsOrigins: configChanges.corsOrigins }),
  };
  const payment = await startTestProvider();
  const api = await createCommerceApi({
    config,
    mail,
    captcha,
    vehicleRegistry,
    paymentProvider: paymentProvider ?? payment.adapter,
    clock,
    passwordHashing,
  });
  const url = await api.listen();

  return {
    api,
    url,
    origin: url.replace(/\/graphql$/, ''),
    payment,
    async query(query, variables = {}, { method, headers = {} } = {}) {
      const isMutation = /^\s*mutation\b/.test(query);
      const verb = method ?? (isMutation ? 'POST' : 'GET');
      let response: Response;
      if (verb === 'GET') {
        const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
        response = await fetch(`${url}?${params}`, { headers });
      } else {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ query, variables }),
        });
      }
      const body = (await response.json()) as { data?: never; errors?: GraphQLErrorBody[] };
      return { status: response.status, ...body };
    },
    async close() {
      await api.close();
      await payment.stop();
      if (databaseUrl) await adminQuery(databaseUrl, `DROP SCHEMA ${schemaName} CASCADE`);
    },
  };
}

/**
 * A database of its own, for servers a test starts and stops itself: in-memory PGlite, or — with
 * `DATABASE_URL` — a fresh schema on that server, which `drop` removes.
 */
export async function openTestDatabase(): Promise<{
  location: DatabaseLocation;
  drop(): Promise<void>;
}> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return { location: { kind: 'pglite', dataDir: null }, drop: async () => {} };
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE SCHEMA ${schemaName}`);
  return {
    location: { kind: 'postgres', url: withSearchPath(databaseUrl, schemaName), poolSize: 2 },
    drop: () => adminQuery(databaseUrl, `DROP SCHEMA ${schemaName} CASCADE`),
  };
}

/**
 * Runs `use` with a database of its own: in-memory PGlite, or — with `DATABASE_URL` — a fresh
 * schema on that server, dropped afterwards.
 */
export async function withTestDatabase<T>(
  use: (location: DatabaseLocation) => Promise<T>,
): Promise<T> {
  const { location, drop } = await openTestDatabase();
  try {
    return await use(location);
  } finally {
    await drop();
  }
}

async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema},public`);
  return parsed.toString();
}
