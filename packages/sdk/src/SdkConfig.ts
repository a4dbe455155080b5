import type { ExternalCheckoutConfig } from './checkout/externalCheckoutUrl';
import type { SdkFragments } from './extensions/ExtensionFragment';
import type { SdkLogger } from './logging/SdkLogger';
import type { KeyValueStorage } from './storage/KeyValueStorage';
import type { TransportMiddleware } from './transport/TransportMiddleware';

/** What {@link createSdk} needs; everything but `endpoint` has a default. */
export interface SdkConfig<TFragments extends SdkFragments = SdkFragments> {
  /**
   * The GraphQL endpoint, such as `https://shop.example/graphql`; in a browser it may be relative
   * (a storefront's same-origin `/graphql`).
   */
  endpoint: string;
  /** Sent as the `Store` header; the shop's store code (`ad_nb_no`) by default. */
  storeCode?: string;
  /** Sent as the `Content-Currency` header; `NOK` by default. */
  currency?: string;
  /** Where the SDK keeps what outlives a request (such as the cache id); in memory by default. */
  storage?: KeyValueStorage;
  /**
   * Where the shopper's display preferences (`taxOff`) and the credit flag
   * (`vsf-credit-check-approved`) are kept; `storage` by default. A browser passes
   * `createLocalStorage()` (spec §4: both live in local storage).
   */
  preferenceStorage?: KeyValueStorage;
  /**
   * Where the customer token is read and written (under `vsf-customer`); `storage` by default.
   * A storefront that keeps the token in an httpOnly cookie gives its browser SDK an empty
   * memory storage (its same-origin proxy attaches the token) and its server SDK a memory storage
   * seeded from the request's cookie, compared after the request to write `Set-Cookie`.
   */
  tokenStorage?: KeyValueStorage;
  /** The `fetch` to use; `globalThis.fetch` by default. */
  fetch?: typeof globalThis.fetch;
  /** Where handled failures are reported; `console` by default. */
  logger?: SdkLogger;
  /** Milliseconds a request may take before it fails with a `network` error; 10 000 by default, 0 for none. */
  timeoutMs?: number;
  /** Aborts every request of the instance, such as the server request it renders for. */
  signal?: AbortSignal;
  /**
   * Functions around every GraphQL operation of the instance, first to last: add headers, log,
   * retry (`retryMiddleware`), answer from a cache. See `docs/extending/transport.md`.
   */
  middleware?: readonly TransportMiddleware[];
  /**
   * The external checkout provider (spec: it exists but is disabled); disabled by default, when
   * `sdk.checkout.externalCheckoutUrl` returns the shop's own checkout address.
   */
  externalCheckout?: ExternalCheckoutConfig;
  /**
   * The embedder's own fields on products and carts, as fragments from their own codegen
   * (`TypedDocumentString` or `TypedDocumentNode`): `product` is spread into the product of every
   * product page read, `cart` into every cart of `sdk.cart`. Their results come typed, unmapped,
   * as `Product['extension']` and `Cart['extension']`; the SDK's own fields are unchanged.
   * See `docs/extending/fragments.md`.
   */
  fragments?: TFragments;
  /**
   * Whether the instance starts `sdk.sessionReactions` at once: at a login (or with a stored
   * token) it merges the guest's cart, wish list and tractors into the account; at a logout the guest's come back. `true` by default. A server's per-request
   * instance passes `false` (the guest's data lives in the browser), and so does a browser app
   * that creates its instance during a render and starts the reactions in an effect.
   */
  sessionReactions?: boolean;
}
