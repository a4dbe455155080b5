import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { DEV_NEWSLETTER_LINK_SECRET, paymentProviderFromEnv, type ServerConfig } from './config.js';
import { createHttpPaymentProvider } from './checkout/httpPaymentProvider.js';
import type { PaymentProvider } from './checkout/paymentProvider.js';
import { captchaVerifierFromConfig, type CaptchaVerifier } from './customers/captcha.js';
import type { ScryptParameters } from './customers/passwordHash.js';
import { createDatabase } from './db/createDatabase.js';
import { DEV_DOWNLOAD_LINK_SECRET, type DownloadLinkSettings } from './downloads/downloadLinks.js';
import { migrate } from './db/migrate.js';
import type { Database } from './db/tables.js';
import { createGraphQLHandler } from './graphql/createGraphQLHandler.js';
import { limitRules } from './limits/limitRules.js';
import { createRateLimiter } from './limits/rateLimiter.js';
import type { MailTransport } from './mail/mailTransport.js';
import { mailTransportFromConfig } from './mail/mailTransportFromConfig.js';
import { DEFAULT_SHOP_ADDRESS } from './mail/smtpDelivery.js';
import { withUnsubscribeLinks } from './newsletter/unsubscribeLinks.js';
import { ensureSeeded } from './seed/ensureSeeded.js';
import { catalogSearch } from './search/catalogSearch.js';
import { createHttpServer } from './server/createHttpServer.js';
import { registryFromConfig } from './vehicles/registryFromConfig.js';
import type { VehicleRegistry } from './vehicles/vehicleRegistry.js';

export interface CommerceApi {
  db: Kysely<Database>;
  server: Server;
  /** Starts listening; resolves to the GraphQL endpoint's URL. */
  listen(): Promise<string>;
  /**
   * Shuts down gracefully: stops accepting connections at once, lets the requests under way
   * finish (closing each connection as it falls idle), cuts what is still open after `graceMs`
   * (10 s by default), then closes the database.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export interface CommerceApiOptions {
  config: ServerConfig;
  log?: (message: string) => void;
  /** Where e-mail goes; by default the `outbox` table. */
  mail?: MailTransport;
  /** reCAPTCHA verification; by default as the configuration says (off without a secret key). */
  captcha?: CaptchaVerifier;
  /** Licence-plate look-ups; by default as the configuration says (seeded without `SVV_API_KEY`). */
  vehicleRegistry?: VehicleRegistry;
  /**
   * Card and credit payments; by default the provider at `config.paymentProvider` over HTTP (the
   * simulated one of `apps/payment-provider`; README: "Test cards").
   */
  paymentProvider?: PaymentProvider;
  /**
   * The one clock of time-bound rules: sign-in throttling, rate limits and budgets. Tests move it
   * or hold it still instead of sleeping (no limit window ends halfway through a test).
   */
  clock?: () => Date;
  /**
   * For tests only: a cheaper scrypt cost for new password hashes and the demo accounts. Left
   * out (always, in production), OWASP's minimum applies (N = 2^17, r = 8, p = 1).
   */
  passwordHashing?: ScryptParameters;
}

/** Signed download links as configured (development defaults where left out). */
const downloadSettings = (config: ServerConfig): DownloadLinkSettings => ({
  secret: config.downloads?.secret ?? DEV_DOWNLOAD_LINK_SECRET,
  lifetimeDays: config.downloads?.lifetimeDays ?? 7,
  storefrontUrl: config.customers.storefrontUrl,
});

/** The shop's inbox and the key of unsubscribe links, as configured. */
function mailSettings(config: ServerConfig) {
  const shopEmail = config.mail?.shopAddress ?? DEFAULT_SHOP_ADDRESS;
  const newsletterLinkSecret = config.newsletterLinkSecret ?? DEV_NEWSLETTER_LINK_SECRET;
  const unsubscribe = {
    secret: newsletterLinkSecret,
    storefrontUrl: config.customers.storefrontUrl,
    shopEmail,
  };
  return { shopEmail, newsletterLinkSecret, unsubscribe };
}

/** How long `close()` lets the requests under way finish before it cuts their connections. */
const defaultGraceMs = 10_000;

/**
 * Opens the database, applies pending migrations, seeds an empty database, and assembles the
 * HTTP server. Nothing listens until `listen()`.
 */
export async function createCommerceApi({
  config,
  log = () => {},
  mail,
  captcha,
  vehicleRegistry: givenRegistry,
  paymentProvider = createHttpPaymentProvider(config.paymentProvider ?? paymentProviderFromEnv()),
  clock,
  passwordHashing,
}: CommerceApiOptions): Promise<CommerceApi> {
  const handle = await createDatabase(config.database);
  try {
    const applied = await migrate(handle.db);
    if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
    const seeding = await ensureSeeded(handle.db, config.seed, { passwordHashing });
    if (seeding.seeded) {
      log(
        `Seeded ${config.seed.productCount} products (seed ${config.seed.seed}) in ${seeding.milliseconds} ms`,
      );
    }
    if (seeding.added.length > 0) log(`Added ${seeding.added.join(' and ')}`);
    // Built before the server listens, so no shopper's first search waits for it.
    const started = performance.now();
    const { index } = await catalogSearch(handle.db);
    log(
      `Search index: ${index.documents.length} products, ${index.vocabularySize} words in ${Math.round(performance.now() - started)} ms`,
    );
  } catch (error) {
    await handle.close();
    throw error;
  }

  // Every limit and budget is counted in the database: shared by all instances on it, kept
  // across restarts.
  const limiter = createRateLimiter(handle.db, { now: clock && (() => clock().getTime()) });
  const vehicleRegistry = givenRegistry ?? registryFromConfig(config.vehicleRegistry, limiter);
  const downloads = downloadSettings(config);
  const outbox = mail ? null : mailTransportFromConfig(handle.db, config.mail, log);
  const { shopEmail, newsletterLinkSecret, unsubscribe } = mailSettings(config);
  // Every mail to a shopper gets its unsubscribe link here, whichever part of the shop sends it.
  const mailer = { mail: withUnsubscribeLinks(mail ?? outbox!.transport, unsubscribe), log };
  const graphql = await createGraphQLHandler({
    db: handle.db,
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    trustedProxies: config.trustedProxies,
    customers: config.customers,
    recaptcha: config.recaptcha,
    captcha: captcha ?? captchaVerifierFromConfig(config.recaptcha, log),
    mail: mailer.mail,
    shopEmail,
    log,
    vehicleRegistry,
    paymentProvider,
    introspection: config.graphqlIntrospection ?? true,
    clock,
    passwordHashing,
    limiter,
    limits: limitRules(config.limits),
    graphiql: config.graphiql ?? true,
    downloads,
    newsletterLinkSecret,
  });
  const server = createHttpServer({
    db: handle.db,
    graphql,
    devOutbox: config.devOutbox,
    devStock: { ...mailer, storefrontUrl: config.customers.storefrontUrl },
    devShip: { ...mailer, storefrontUrl: config.customers.storefrontUrl, now: clock },
    vehicleRegistry,
    corsOrigins: config.corsOrigins,
    trustedProxies: config.trustedProxies,
    downloads,
    log,
  });

  return {
    db: handle.db,
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          const { port } = server.address() as AddressInfo;
          resolve(`http://${config.host}:${port}/graphql`);
        });
      }),
    close: async ({ graceMs = defaultGraceMs } = {}) => {
      await new Promise<void>((resolve) => {
        // A connection that falls idle after `close()` would otherwise stay open for its
        // keep-alive timeout; sweep the idle ones until the last request has had its answer.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        const cut = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
      await outbox?.close();
      await handle.close();
    },
  };
}
