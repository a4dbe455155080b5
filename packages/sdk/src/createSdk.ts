import { createAddressService, type AddressService } from './addresses/createAddressService';
import { createCatalogService, type CatalogService } from './catalog/createCatalogService';
import { createCmsService, type CmsService } from './cms/createCmsService';
import { createConfigService, type ConfigService } from './config/createConfigService';
import { createCustomerService, type CustomerService } from './customer/createCustomerService';
import { shopConstants } from './config/shopConstants';
import { createEventBus, type EventBus } from './events/createEventBus';
import type { SdkLogger } from './logging/SdkLogger';
import { createMenuService, type MenuService } from './menu/createMenuService';
import { createOrderService, type OrderService } from './orders/createOrderService';
import {
  createLicensePlateService,
  type LicensePlateService,
} from './licensePlate/createLicensePlateService';
import {
  createPartFinderService,
  type PartFinderService,
} from './partFinder/createPartFinderService';
import {
  createNotificationStore,
  type NotificationStore,
} from './notifications/createNotificationStore';
import type { KeyValueStorage } from './storage/KeyValueStorage';
import { createMemoryStorage } from './storage/createMemoryStorage';
import { createBlogService, type BlogService } from './blog/createBlogService';
import {
  createCollectionService,
  type CollectionService,
} from './collection/createCollectionService';
import { createSitemapService, type SitemapService } from './sitemap/createSitemapService';
import { createRecaptchaService, type RecaptchaService } from './recaptcha/createRecaptchaService';
import { createSearchService, type SearchService } from './search/createSearchService';
import { createSearchStore, type SearchStore } from './search/createSearchStore';
import { createSessionStore, type SessionStore } from './session/createSessionStore';
import { createTaxDisplayStore, type TaxDisplayStore } from './taxDisplay/createTaxDisplayStore';
import { createTransport, type Transport } from './transport/createTransport';
import { printWithGraphql } from './transport/printWithGraphql';
import type { TransportMiddleware } from './transport/TransportMiddleware';
import { withRequestHeaders } from './transport/withRequestHeaders';
import { createMyTractorsStore, type MyTractorsStore } from './tractors/createMyTractorsStore';
import { createCartStore, type CartStore } from './cart/createCartStore';
import { createCheckoutStore, type CheckoutStore } from './checkout/createCheckoutStore';
import type { ExternalCheckoutConfig } from './checkout/externalCheckoutUrl';
import { createWishlistStore, type WishlistStore } from './wishlist/createWishlistStore';
import type { Cart } from './cart/mapCart';
import type { Product } from './catalog/mapProduct';
import type {
  CartFragmentOf,
  ProductFragmentOf,
  SdkFragments,
  WithExtension,
} from './extensions/ExtensionFragment';

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
}

/**
 * The request header of a request the SDK sends as a guest on purpose while a customer is signed
 * in (reading the guest cart to merge). A proxy that adds the customer token from a cookie must
 * leave it out of such a request.
 */
export const guestRequestHeader = 'X-Guest-Request';

/**
 * One SDK instance: its services, each a namespace. `TFragments` are the embedder's fragments
 * (`SdkConfig['fragments']`), whose results type `extension` of the catalogue's products and the
 * cart store's carts.
 */
export interface Sdk<TFragments extends SdkFragments = SdkFragments> {
  /** The instance's event bus. */
  events: EventBus;
  /** The instance's notification queue. */
  notifications: NotificationStore;
  /** The shopper's tax display (with or without VAT), as an observable store. */
  taxDisplay: TaxDisplayStore;
  /**
   * The customer session (guest or authenticated, the customer, the credit flag) as an observable
   * store, with login, registration, logout and loading the customer. It ends itself on
   * `session:expired`.
   */
  session: SessionStore;
  /**
   * The signed-in customer's account: profile, e-mail, password, and the password reset. Each
   * change puts the returned customer into `session`.
   */
  customer: CustomerService;
  /** The signed-in customer's address book; each change keeps `session`'s customer current. */
  addresses: AddressService;
  /** The signed-in customer's order history and orders. */
  orders: OrderService;
  /** Whether reCAPTCHA guards the account forms, and the site key to load it with. */
  recaptcha: RecaptchaService;
  /** The GraphQL transport the services share. */
  transport: Transport;
  /** Store config, currency and countries, as an observable store. */
  config: ConfigService;
  /** CMS pages and blocks. */
  cms: CmsService;
  /** The mega menu, with its linked categories. */
  menu: MenuService;
  /** What lives at a URL, category and product pages, product listings. */
  catalog: CatalogService<WithExtension<Product, ProductFragmentOf<TFragments>>>;
  /** Product search: the search page and the header's overlay. */
  search: SearchService;
  /** The search page's results with "load more", as an observable store over `search`. */
  searchResults: SearchStore;
  /** Attribute collections (`/collection/:slug.html`). */
  collections: CollectionService;
  /**
   * The part finder: finders, brands and models (whole lists, two round trips each), the pages
   * of `/parts/:finder/:brand/:model` by slug, and the info matched to a brand and model name.
   */
  partFinder: PartFinderService;
  /** The licence-plate look-up (the registry's vehicle matched to part-finder brands and models). */
  licensePlate: LicensePlateService;
  /**
   * "My tractors" as an observable store: a guest's list in `preferenceStorage` (local storage),
   * a customer's in the account, following `session`; `mergeGuestList()` after a login moves the
   * guest's list into the account.
   */
  tractors: MyTractorsStore;
  /**
   * The cart as an observable store: load (the customer's cart, else the stored guest cart, else
   * a new one), add, quantities, removal, coupons, order fields; `mergeGuestCart()` after a login
   * moves the guest's cart into the customer's. Emits `cart:updated`.
   */
  cart: CartStore<WithExtension<Cart, CartFragmentOf<TFragments>>>;
  /**
   * The wish list as an observable store: a guest's by the sharing code in `vsf-wishlist`, a
   * customer's in the account; toggle, add, remove, count, clear (local), moving an item to the
   * cart; `mergeGuestWishlist()` after a login moves the guest's list into the account.
   */
  wishlist: WishlistStore;
  /**
   * The checkout as an observable store: the customer's cart with its addresses, shipping and
   * payment methods (coupons and order fields go through `cart`), and placing the order, which
   * emits `checkout:order-placed` and leaves `cart` idle for the customer's fresh cart. Guest
   * checkout is off.
   */
  checkout: CheckoutStore;
  /** The blog (`/aktuelt`). */
  blog: BlogService;
  /** Every category and product URL, for a sitemap. */
  sitemap: SitemapService;
}

/**
 * Creates one SDK instance. Nothing is shared between instances, so each test and each server
 * request gets its own state, events and token.
 *
 * @example
 * ```ts
 * const sdk = createSdk({
 *   endpoint: 'https://shop.example/graphql',
 *   storage: createCookieStorage(cookieJar),
 * });
 * await sdk.config.loadStoreConfig();
 * const page = await sdk.cms.getPage('om-oss');
 * const menu = await sdk.menu.load();
 * const category = await sdk.catalog.getCategoryByUrl('/traktordeler.html');
 * ```
 */
export function createSdk<TFragments extends SdkFragments = SdkFragments>(
  config: SdkConfig<TFragments>,
): Sdk<TFragments> {
  const {
    endpoint,
    storeCode = shopConstants.storeCode,
    currency = shopConstants.currency,
    storage = createMemoryStorage(),
    tokenStorage = storage,
    preferenceStorage = storage,
    logger = console,
  } = config;
  const events = createEventBus();
  const transport = createTransport({
    endpoint,
    storeCode,
    currency,
    fetch: config.fetch,
    timeoutMs: config.timeoutMs,
    signal: config.signal,
    middleware: config.middleware,
    printDocument: printWithGraphql,
    getToken: () => tokenStorage.get(shopConstants.cookies.names.customer),
    cacheIdStorage: storage,
    events,
  });
  // Reads a guest cart after a login (a failed merge's fallback): never with the customer token,
  // and marked so a storefront's proxy leaves its token cookie out too.
  const tokenless = createTransport({
    endpoint,
    storeCode,
    currency,
    fetch: config.fetch,
    timeoutMs: config.timeoutMs,
    signal: config.signal,
    middleware: config.middleware,
    printDocument: printWithGraphql,
  });
  const guestTransport: Transport = {
    request: (document, ...variablesAndOptions) =>
      tokenless.request(
        document,
        ...withRequestHeaders(variablesAndOptions, { [guestRequestHeader]: '1' }),
      ),
  };
  const search = createSearchService(transport);
  const session = createSessionStore({
    transport,
    events,
    storage,
    tokenStorage,
    preferenceStorage,
    logger,
  });
  return {
    events,
    notifications: createNotificationStore(),
    taxDisplay: createTaxDisplayStore(preferenceStorage),
    session,
    customer: createCustomerService(transport, { onCustomerChanged: session.setCustomer }),
    addresses: createAddressService(transport, {
      getCustomer: () => session.getSnapshot().customer,
      onCustomerChanged: session.setCustomer,
    }),
    orders: createOrderService(transport),
    recaptcha: createRecaptchaService(transport),
    transport,
    config: createConfigService(transport, logger),
    cms: createCmsService(transport),
    menu: createMenuService(transport),
    catalog: createCatalogService(transport, {
      productFragment: config.fragments?.product,
    }) as Sdk<TFragments>['catalog'],
    search,
    searchResults: createSearchStore(search),
    collections: createCollectionService(transport),
    partFinder: createPartFinderService(transport, { logger }),
    licensePlate: createLicensePlateService(transport, { logger }),
    tractors: createMyTractorsStore({ transport, session, storage: preferenceStorage, logger }),
    cart: createCartStore({
      transport,
      guestTransport,
      session,
      storage,
      events,
      logger,
      fragment: config.fragments?.cart,
    }) as Sdk<TFragments>['cart'],
    checkout: createCheckoutStore({
      transport,
      session,
      events,
      logger,
      externalCheckout: config.externalCheckout,
    }),
    wishlist: createWishlistStore({ transport, session, storage, logger }),
    blog: createBlogService(transport),
    sitemap: createSitemapService(transport),
  };
}
