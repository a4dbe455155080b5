import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  readConfig,
  type CustomerConfig,
  type RecaptchaConfig,
  type ServerConfig,
} from '../src/config.js';
import type { DatabaseLocation } from '../src/db/createDatabase.js';
import {
  createCommerceApi,
  type CommerceApi,
  type CommerceApiOptions,
} from '../src/createCommerceApi.js';

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
  close(): Promise<void>;
}

export interface GraphQLErrorBody {
  message: string;
  extensions?: { category?: string; code?: string };
}

/**
 * Starts a real commerce-api over real HTTP on a free port with a freshly seeded database: an
 * in-memory PGlite, or — when `DATABASE_URL` is set — a schema of its own on that PostgreSQL
 * server, dropped again on close.
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
  } & Pick<CommerceApiOptions, 'mail' | 'captcha' | 'vehicleRegistry' | 'paymentProvider'> = {},
): Promise<TestApi> {
  const { mail, captcha, vehicleRegistry, paymentProvider, ...configChanges } = configOverrides;
  const defaults = readConfig({ NODE_ENV: 'test' });
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) await adminQuery(databaseUrl, `CREATE SCHEMA ${schemaName}`);
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://media.test',
    corsOrigins: ['http://localhost:3000'],
    trustedProxies: configChanges.trustedProxies ?? defaults.trustedProxies,
    database: databaseUrl
      ? { kind: 'postgres', url: withSearchPath(databaseUrl, schemaName), poolSize: 4 }
      : { kind: 'pglite', dataDir: null },
    seed: { seed: 1, productCount: TEST_PRODUCT_COUNT, ...overrides },
    customers: { ...defaults.customers, ...configChanges.customers },
    recaptcha: { ...defaults.recaptcha, ...configChanges.recaptcha },
    devOutbox: configChanges.devOutbox ?? true,
    graphqlIntrospection: configChanges.graphqlIntrospection ?? true,
    vehicleRegistry: defaults.vehicleRegistry,
    ...(configChanges.corsOrigins && { corsOrigins: configChanges.corsOrigins }),
  };
  const api = await createCommerceApi({ config, mail, captcha, vehicleRegistry, paymentProvider });
  const url = await api.listen();

  return {
    api,
    url,
    origin: url.replace(/\/graphql$/, ''),
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
      if (databaseUrl) await adminQuery(databaseUrl, `DROP SCHEMA ${schemaName} CASCADE`);
    },
  };
}

/**
 * Runs `use` with a database of its own: in-memory PGlite, or — with `DATABASE_URL` — a fresh
 * schema on that server, dropped afterwards.
 */
export async function withTestDatabase<T>(
  use: (location: DatabaseLocation) => Promise<T>,
): Promise<T> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return use({ kind: 'pglite', dataDir: null });
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE SCHEMA ${schemaName}`);
  try {
    return await use({
      kind: 'postgres',
      url: withSearchPath(databaseUrl, schemaName),
      poolSize: 2,
    });
  } finally {
    await adminQuery(databaseUrl, `DROP SCHEMA ${schemaName} CASCADE`);
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
