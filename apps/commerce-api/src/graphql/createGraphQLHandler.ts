import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { loadTypeDefs } from '@agri-parts/schema';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { IncomingMessage } from 'node:http';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import type { Kysely } from 'kysely';
import type { CustomerConfig, RecaptchaConfig } from '../config.js';
import type { CaptchaVerifier } from '../customers/captcha.js';
import type { DownloadLinkSettings } from '../downloads/downloadLinks.js';
import { DEFAULT_SCRYPT_PARAMETERS, type ScryptParameters } from '../customers/passwordHash.js';
import type { Database } from '../db/tables.js';
import type { LimitRules } from '../limits/limitRules.js';
import type { RateLimiter } from '../limits/rateLimiter.js';
import type { MailTransport } from '../mail/mailTransport.js';
import type { VehicleRegistry } from '../vehicles/vehicleRegistry.js';
import type { PaymentProvider } from '../checkout/paymentProvider.js';
import { createContext, type GraphQLContext } from './context.js';
import { categorizedError, inputError, maskError } from './errors.js';
import type { CurrencyEnum } from './generated/schemaTypes.js';
import { cacheControlHeaders } from './plugins/cacheControlHeaders.js';
import { costGate } from './plugins/costGate.js';
import { graphiqlContentSecurityPolicy } from './plugins/graphiqlContentSecurityPolicy.js';
import { jsonPostsOnly } from './plugins/jsonPostsOnly.js';
import { magentoValidationCategory } from './plugins/magentoValidationCategory.js';
import { refuseMalformedRequests } from './plugins/refuseMalformedRequests.js';
import { rejectUnsafeInput } from './plugins/rejectUnsafeInput.js';
import { withoutIntrospection } from './plugins/withoutIntrospection.js';
import { resolvers } from './resolvers/index.js';
import { clientAddress } from '../server/clientAddress.js';

export { MAX_VARIABLES_DEPTH, MAX_VARIABLES_LIST_LENGTH } from './plugins/rejectUnsafeInput.js';

/** Limits that keep one request from tying up the server (Magento has similar ones). */
export const QUERY_LIMITS = {
  maxDepth: 15,
  maxAliases: 30,
  maxTokens: 4000,
  maxCost: 20000,
  /**
   * The most an operation may cost by `queryCost` (page sizes, aliases, nested lists and
   * aggregations): above the SDK's product listing at the largest page served (300 products
   * with aggregations: 21 505; the storefront's 36 a page: 6 985), below two such listings.
   */
  maxQueryCost: 25_000,
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
  /** The shop's own inbox (`SHOP_EMAIL`): where quote requests are mailed. */
  shopEmail: string;
  log: (message: string) => void;
  vehicleRegistry: VehicleRegistry;
  paymentProvider: PaymentProvider;
  /** Answer introspection and hint field names in errors (default true). */
  introspection?: boolean;
  /** The clock of sign-in throttling (default: the system clock). */
  clock?: () => Date;
  /** The scrypt cost of new password hashes (default: production's, OWASP's minimum). */
  passwordHashing?: ScryptParameters;
  /** Counts rate limits in the database, shared by every instance. */
  limiter: RateLimiter;
  /** The per-client limits, the GraphQL budget among them. */
  limits: LimitRules;
  /** Show GraphiQL to a browser asking for `/graphql` (default true). */
  graphiql?: boolean;
  /** How download links are signed (`customerDownloadableProducts`, downloadable order lines). */
  downloads: DownloadLinkSettings;
  /** The HMAC key of unsubscribe links (`NEWSLETTER_LINK_SECRET`). */
  newsletterLinkSecret: string;
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
    graphiql: options.graphiql ?? true,
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
      refuseMalformedRequests,
      rejectUnsafeInput,
      magentoValidationCategory,
      ...(options.introspection === false ? [withoutIntrospection] : []),
      cacheControlHeaders,
      graphiqlContentSecurityPolicy,
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
      // After the refusals above: an operation refused unrun spends nothing of the budget.
      costGate({
        maxCost: QUERY_LIMITS.maxQueryCost,
        ...(options.limits.graphqlBudget && {
          budget: { limiter: options.limiter, rule: options.limits.graphqlBudget },
        }),
      }),
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
        now: options.clock ?? (() => new Date()),
        passwordHashing: options.passwordHashing ?? DEFAULT_SCRYPT_PARAMETERS,
        customers: options.customers,
        recaptcha: options.recaptcha,
        captcha: options.captcha,
        recaptchaToken: request.headers.get('x-recaptcha')?.trim() || null,
        mail: options.mail,
        shopEmail: options.shopEmail,
        log: options.log,
        vehicleRegistry: options.vehicleRegistry,
        paymentProvider: options.paymentProvider,
        limiter: options.limiter,
        limits: options.limits,
        authorization: request.headers.get('authorization'),
        downloads: options.downloads,
        newsletterLinkSecret: options.newsletterLinkSecret,
      });
    },
  });
}
