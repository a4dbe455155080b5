import type { Kysely } from 'kysely';
import { createCatalogLoaders, type CatalogLoaders } from '../catalog/catalogLoaders.js';
import type { CustomerConfig, RecaptchaConfig } from '../config.js';
import type { CaptchaVerifier } from '../customers/captcha.js';
import type { ScryptParameters } from '../customers/passwordHash.js';
import { findCustomerSession, type CustomerSession } from '../customers/customerSession.js';
import { bearerToken } from '../customers/customerToken.js';
import type { Database } from '../db/tables.js';
import type { DownloadLinkSettings } from '../downloads/downloadLinks.js';
import type { LimitRules } from '../limits/limitRules.js';
import type { RateLimiter } from '../limits/rateLimiter.js';
import type { MailTransport } from '../mail/mailTransport.js';
import type { VehicleRegistry } from '../vehicles/vehicleRegistry.js';
import type { PaymentProvider } from '../checkout/paymentProvider.js';
import { inputError } from './errors.js';
import type { CurrencyEnum } from './generated/schemaTypes.js';

/** Most product rows one request may load, nested lists included. */
export const MAX_PRODUCTS_PER_REQUEST = 5000;

/** What every resolver gets: the database, this request's store and batching loaders. */
export interface GraphQLContext {
  db: Kysely<Database>;
  storeCode: string;
  currency: CurrencyEnum;
  /** The server's public address, without a trailing slash. */
  publicUrl: string;
  loaders: CatalogLoaders;
  /** The store's configuration, read once per request. */
  storeConfig: () => Promise<Record<string, unknown>>;
  /** Who is asking, for sign-in throttling: the client's IP address. */
  clientKey: string;
  /** The clock sign-in throttling reads (replaceable in tests, so none has to sleep). */
  now: () => Date;
  /** The scrypt cost of new password hashes (production's unless a test asks for less). */
  passwordHashing: ScryptParameters;
  customers: CustomerConfig;
  recaptcha: RecaptchaConfig;
  /** Checks the request's reCAPTCHA token (off unless configured). */
  captcha: CaptchaVerifier;
  /** The request's `X-ReCaptcha` header, as Magento reads it. */
  recaptchaToken: string | null;
  /** Sends the shop's e-mail (by default into the outbox table). */
  mail: MailTransport;
  /** The shop's own inbox (`SHOP_EMAIL`): where quote requests are mailed. */
  shopEmail: string;
  log: (message: string) => void;
  /** Where licence plates are looked up (seeded demo data, or Statens vegvesen). */
  vehicleRegistry: VehicleRegistry;
  /** Takes card and credit payments when an order is placed (by default the simulated one). */
  paymentProvider: PaymentProvider;
  /** Counts rate limits in the database, shared by every instance (`src/limits`). */
  limiter: RateLimiter;
  /** The configured per-client limits (registration, password reset…). */
  limits: LimitRules;
  /**
   * The customer signed in with the request's `Authorization: Bearer` token, looked up once per
   * request; null without a token, or with an unknown, revoked or expired one.
   */
  customerSession: () => Promise<CustomerSession | null>;
  /** How links to purchased files are signed and where they point. */
  downloads: DownloadLinkSettings;
  /** The HMAC key of unsubscribe links (`NEWSLETTER_LINK_SECRET`). */
  newsletterLinkSecret: string;
}

/**
 * What {@link createContext} needs: the context's own fields, but those it makes per request
 * (the loaders, the store config and the customer session), and the request's `Authorization`
 * header.
 */
export type ContextOptions = Omit<GraphQLContext, 'loaders' | 'storeConfig' | 'customerSession'> & {
  /** The request's `Authorization` header. */
  authorization: string | null;
};

/** A request's {@link GraphQLContext}; the store config and the customer are read at most once. */
export function createContext(options: ContextOptions): GraphQLContext {
  const { authorization, ...rest } = options;
  let config: Promise<Record<string, unknown>> | undefined;
  let session: Promise<CustomerSession | null> | undefined;
  return {
    ...rest,
    customerSession: () => {
      const token = bearerToken(authorization);
      return (session ??= token ? findCustomerSession(options.db, token) : Promise.resolve(null));
    },
    loaders: createCatalogLoaders(options.db, {
      maxProducts: MAX_PRODUCTS_PER_REQUEST,
      exceeded: () => {
        throw inputError(
          `This request asks for more than ${MAX_PRODUCTS_PER_REQUEST} products; ask for fewer or nest fewer product lists.`,
        );
      },
    }),
    storeConfig: () =>
      (config ??= options.db
        .selectFrom('store_configs')
        .select('config')
        .where('store_code', '=', options.storeCode)
        .executeTakeFirstOrThrow()
        .then((row) => row.config)),
  };
}

/** The public URL of a catalogue picture stored under `/media/catalog/product`. */
export const productMediaUrl = (context: GraphQLContext, file: string) =>
  `${context.publicUrl}/media/catalog/product${file}`;
