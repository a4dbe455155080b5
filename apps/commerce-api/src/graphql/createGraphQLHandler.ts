import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { loadTypeDefs } from '@agri-parts/schema';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IncomingMessage } from 'node:http';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Kysely } from 'kysely';
import type { CustomerConfig, RecaptchaConfig } from '../config.js';
import type { CaptchaVerifier } from '../customers/captcha.js';
import type { Database } from '../db/tables.js';
import type { MailTransport } from '../mail/mailTransport.js';
import type { VehicleRegistry } from '../vehicles/vehicleRegistry.js';
import type { PaymentProvider } from '../checkout/paymentProvider.js';
import {
  graphqlCacheControl,
  PUBLIC_QUERY_CACHE_CONTROL,
  PUBLIC_QUERY_VARY,
} from './cacheControl.js';
import { createContext, type GraphQLContext } from './context.js';
import { categorizedError, inputError, maskError } from './errors.js';
import type { CurrencyEnum } from './generated/schemaTypes.js';
import { resolvers } from './resolvers/index.js';
import { clientAddress } from '../server/clientAddress.js';

/** Limits that keep one request from tying up the server (Magento has similar ones). */
export const QUERY_LIMITS = {
  maxDepth: 15,
  maxAliases: 30,
  maxTokens: 4000,
  maxCost: 20000,
} as const;

/**
 * Builds the executable schema. Root fields the schema declares but this server does not serve
 * yet (customer, cart and wishlist arrive with their issues) answer with a clear error instead
 * of a silent null.
 */
export function createExecutableSchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: resolvers as never,
    inheritResolversFromInterfaces: true,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      if (field.resolve) continue;
      field.resolve = () => {
        throw new GraphQLError(`"${field.name}" is not available on this server yet.`, {
          extensions: { category: 'graphql-no-such-entity' },
        });
      };
    }
  }
  return schema;
}

const NUL_MESSAGE = 'Text may not contain the NUL character (\\u0000).';
const SURROGATE_MESSAGE =
  'Text must be valid Unicode: it contains an unpaired surrogate (\\ud800–\\udfff).';

/** A UTF-16 surrogate without its partner: not a Unicode character at all. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Deeper than any input of the schema (about 5 levels), shallow enough for every recursive walk. */
export const MAX_VARIABLES_DEPTH = 32;

const DEPTH_MESSAGE = `Variables may be nested at most ${MAX_VARIABLES_DEPTH} levels deep.`;

/**
 * The longest list a variable may hold: more than any page, filter (100) or cart sends, and few
 * enough that one request cannot keep a cart locked for long (each cart or wish-list item is a
 * few statements: 20 000 took 19 s).
 */
export const MAX_VARIABLES_LIST_LENGTH = 200;

const LIST_MESSAGE = `A list in the variables may hold at most ${MAX_VARIABLES_LIST_LENGTH} values.`;

function stringProblem(value: string): string | null {
  if (value.includes('\0')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(value)) return SURROGATE_MESSAGE;
  return null;
}

/**
 * The first problem with a request's variables: text PostgreSQL cannot hold, or nesting deeper
 * than any input (which would overflow the stack of the recursive coercion that follows and
 * answer 500). Walks objects and lists with a stack of its own, so no depth overflows it.
 */
function variablesProblem(variables: unknown): string | null {
  const pending: [unknown, number][] = [[variables, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) return problem;
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_VARIABLES_DEPTH) return DEPTH_MESSAGE;
      if (Array.isArray(value) && value.length > MAX_VARIABLES_LIST_LENGTH) return LIST_MESSAGE;
      for (const [key, item] of Object.entries(value)) {
        const problem = stringProblem(key);
        if (problem) return problem;
        pending.push([item, depth + 1]);
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold the NUL character, and a lone UTF-16 surrogate is no character at
 * all (text columns would keep U+FFFD instead, JSON columns refuse it): a request carrying one
 * (raw or as an escape, in the query or its variables) is refused up front with an input error,
 * and so are variables nested deeper than `MAX_VARIABLES_DEPTH` or with a list longer than
 * `MAX_VARIABLES_LIST_LENGTH`.
 */
const rejectNulCharacters: Plugin = {
  onParams({ params }) {
    const query = params.query ?? '';
    if (query.includes('\0') || /\\u0000/i.test(query)) throw inputError(NUL_MESSAGE);
    if (LONE_SURROGATE.test(query)) throw inputError(SURROGATE_MESSAGE);
    const problem = variablesProblem(params.variables ?? {});
    if (problem) throw inputError(problem);
  },
};

/** Requests whose answer carried GraphQL errors (read when the response's headers are set). */
const answeredWithErrors = new WeakSet<Request>();

/**
 * `Cache-Control` on every GraphQL answer (see `graphqlCacheControl`): anonymous catalogue GET
 * queries are public for a CDN, everything else `private, no-store`.
 */
const cacheControlHeaders: Plugin = {
  onResultProcess({ request, result }) {
    const results = Array.isArray(result) ? result : [result];
    const failed = results.some(
      (one: unknown) =>
        typeof one !== 'object' ||
        one === null ||
        !('data' in one) ||
        ('errors' in one && Array.isArray(one.errors) && one.errors.length > 0),
    );
    if (failed) answeredWithErrors.add(request);
  },
  onResponse({ request, response }) {
    if (request.method !== 'GET' && request.method !== 'POST') return;
    const params = new URL(request.url).searchParams;
    const cacheControl = graphqlCacheControl({
      method: request.method,
      authorized: request.headers.has('authorization'),
      query: request.method === 'GET' ? params.get('query') : null,
      operationName: params.get('operationName'),
      status: response.status,
      hasErrors: answeredWithErrors.has(request),
    });
    response.headers.set('Cache-Control', cacheControl);
    if (cacheControl === PUBLIC_QUERY_CACHE_CONTROL)
      response.headers.append('Vary', PUBLIC_QUERY_VARY);
  },
};

/**
 * Introspection off: `__schema` and `__type` are refused in validation (`__typename` stays), and
 * validation errors lose their "Did you mean …?" hints, which would spell out the schema too.
 */
const withoutIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
    return ({ result, setResult }) => {
      if (result.length === 0) return;
      setResult(
        result.map((error) => {
          const message = error.message.replace(/ Did you mean .*\?$/s, '');
          return message === error.message
            ? error
            : new GraphQLError(message, {
                nodes: error.nodes,
                source: error.source,
                positions: error.positions,
                path: error.path,
                originalError: error.originalError,
                extensions: error.extensions,
              });
        }),
      );
    };
  },
};

/**
 * POST bodies only as JSON, like Magento: a form (`application/x-www-form-urlencoded`,
 * `multipart/form-data`) or `text/plain` is a "simple" cross-site request a browser sends from
 * any page without asking, so another site could make visitors' browsers run mutations here.
 */
const jsonPostsOnly: Plugin = {
  onRequest({ request, endResponse, fetchAPI }) {
    if (request.method !== 'POST') return;
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type === 'application/json') return;
    endResponse(
      new fetchAPI.Response(
        JSON.stringify({ errors: [{ message: 'A POST body must be application/json.' }] }),
        { status: 415, headers: { 'content-type': 'application/json; charset=utf-8' } },
      ),
    );
  },
};

export interface GraphQLHandlerOptions {
  db: Kysely<Database>;
  publicUrl: string;
  corsOrigins: string[];
  /** Peers whose `X-Forwarded-For` names the client (see `clientAddress`); none when left out. */
  trustedProxies?: readonly string[];
  customers: CustomerConfig;
  recaptcha: RecaptchaConfig;
  captcha: CaptchaVerifier;
  mail: MailTransport;
  log: (message: string) => void;
  vehicleRegistry: VehicleRegistry;
  paymentProvider: PaymentProvider;
  /** Answer introspection and hint field names in errors (default true). */
  introspection?: boolean;
}

/**
 * GraphQL over HTTP at `/graphql`: queries by GET or POST, mutations by POST only, the `Store`
 * and `Content-Currency` headers honoured, CORS for the storefront, and unexpected errors masked
 * (and logged) so nothing internal leaks to clients.
 */
export async function createGraphQLHandler(options: GraphQLHandlerOptions) {
  const stores = await options.db
    .selectFrom('store_configs')
    .select(['store_code', 'config'])
    .execute();
  const defaultStore = stores[0];
  if (!defaultStore) throw new Error('The database has no store configured.');
  const currencies = new Map(
    stores.map((store) => [
      store.store_code,
      store.config.default_display_currency_code as CurrencyEnum,
    ]),
  );

  return createYoga<{ req?: IncomingMessage }, GraphQLContext>({
    schema: createExecutableSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // No listed origin means no cross-origin access (an empty list would mean any origin), and
    // a wildcard is never combined with credentials.
    cors:
      options.corsOrigins.length > 0 && !options.corsOrigins.includes('*')
        ? { origin: options.corsOrigins, credentials: true, methods: ['GET', 'POST'] }
        : false,
    maskedErrors: { maskError },
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => options.log(`warn: ${args.map(String).join(' ')}`),
      error: (...args: unknown[]) => options.log(`error: ${args.map(String).join(' ')}`),
    },
    plugins: [
      jsonPostsOnly,
      rejectNulCharacters,
      ...(options.introspection === false ? [withoutIntrospection] : []),
      cacheControlHeaders,
      // Depth counts fields, as Magento's does: a fragment spread is not a level of its own.
      maxDepthPlugin({
        n: QUERY_LIMITS.maxDepth,
        flattenFragments: true,
        ignoreIntrospection: true,
        exposeLimits: true,
      }),
      maxAliasesPlugin({ n: QUERY_LIMITS.maxAliases, exposeLimits: true }),
      maxTokensPlugin({ n: QUERY_LIMITS.maxTokens, exposeLimits: true }),
      costLimitPlugin({ maxCost: QUERY_LIMITS.maxCost, exposeLimits: true }),
    ],
    context: ({ request, req }) => {
      const storeCode = request.headers.get('store')?.trim() || defaultStore.store_code;
      const storeCurrency = currencies.get(storeCode);
      if (storeCurrency === undefined) {
        throw categorizedError('graphql-no-such-entity', 'Requested store is not found');
      }
      const currency =
        request.headers.get('content-currency')?.trim().toUpperCase() || storeCurrency;
      if (currency !== storeCurrency) {
        throw inputError(`Currency not allowed for store ${storeCode}`);
      }
      return createContext({
        db: options.db,
        storeCode,
        currency,
        publicUrl: options.publicUrl,
        // The socket's address, or the client a trusted proxy (the storefront server) names:
        // sign-ins are throttled per client, not per storefront.
        clientKey: clientAddress(
          req?.socket.remoteAddress,
          request.headers.get('x-forwarded-for'),
          options.trustedProxies ?? [],
        ),
        customers: options.customers,
        recaptcha: options.recaptcha,
        captcha: options.captcha,
        recaptchaToken: request.headers.get('x-recaptcha')?.trim() || null,
        mail: options.mail,
        log: options.log,
        vehicleRegistry: options.vehicleRegistry,
        paymentProvider: options.paymentProvider,
        authorization: request.headers.get('authorization'),
      });
    },
  });
}
