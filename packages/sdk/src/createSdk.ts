import type { AddressService } from './addresses/createAddressService';
import type { BlogService } from './blog/createBlogService';
import type { CartStore } from './cart/createCartStore';
import { idleCartState } from './cart/idleCartState';
import type { Cart } from './cart/mapCart';
import type { CatalogService } from './catalog/createCatalogService';
import type { Product } from './catalog/mapProduct';
import type { CheckoutState, CheckoutStore } from './checkout/createCheckoutStore';
import {
  defaultExternalCheckoutConfig,
  externalCheckoutUrl,
  type ExternalCheckoutConfig,
} from './checkout/externalCheckoutUrl';
import { idleCheckoutState } from './checkout/idleCheckoutState';
import type { CmsService } from './cms/createCmsService';
import type { CollectionService } from './collection/createCollectionService';
import { initialConfigState } from './config/initialConfigState';
import type { ConfigService } from './config/createConfigService';
import { shopConstants } from './config/shopConstants';
import type { CustomerService } from './customer/createCustomerService';
import { createEventBus, type EventBus } from './events/createEventBus';
import type {
  CartFragmentOf,
  ProductFragmentOf,
  SdkFragments,
  WithExtension,
} from './extensions/ExtensionFragment';
import { forwardMethods, lazyStore } from './lazy/lazyStore';
import { lazyService } from './lazy/lazyService';
import type { LicensePlateService } from './licensePlate/createLicensePlateService';
import type { SdkLogger } from './logging/SdkLogger';
import type { MenuService } from './menu/createMenuService';
import {
  createNotificationStore,
  type NotificationStore,
} from './notifications/createNotificationStore';
import type { OrderService } from './orders/createOrderService';
import type { PartFinderService } from './partFinder/createPartFinderService';
import type { RecaptchaService } from './recaptcha/createRecaptchaService';
import type { SearchService } from './search/createSearchService';
import type { SearchStore } from './search/createSearchStore';
import { initialSearchState } from './search/initialSearchState';
import { createSessionStore, type SessionStore } from './session/createSessionStore';
import type { SitemapService } from './sitemap/createSitemapService';
import type { KeyValueStorage } from './storage/KeyValueStorage';
import { createMemoryStorage } from './storage/createMemoryStorage';
import { createTaxDisplayStore, type TaxDisplayStore } from './taxDisplay/createTaxDisplayStore';
import type { MyTractorsState, MyTractorsStore } from './tractors/createMyTractorsStore';
import { initialTractorsState } from './tractors/initialTractorsState';
import { createTransport, type Transport } from './transport/createTransport';
import { printWithGraphql } from './transport/printWithGraphql';
import type { TransportMiddleware } from './transport/TransportMiddleware';
import { withRequestHeaders } from './transport/withRequestHeaders';
import type { WishlistState, WishlistStore } from './wishlist/createWishlistStore';
import { initialWishlistState } from './wishlist/initialWishlistState';

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
  const session = createSessionStore({
    transport,
    events,
    storage,
    tokenStorage,
    preferenceStorage,
    logger,
  });
  const owner = () => (session.getSnapshot().status === 'authenticated' ? 'customer' : 'guest');

  // Everything but the session, the tax display, the notifications and the events loads its code
  // on first use (`lazyService`, `lazyStore`): a bundle splits each service out, so a page carries
  // the code of the services it calls and no others. An embedder's fragment is checked when its
  // service loads: the first product read or cart call rejects with `invalid-argument`.
  const search = lazyService(() =>
    import('./lazy/chunks/createSearchService').then((m) =>
      m.createSearchService(transport, { activeModelId }),
    ),
  );
  const cartStore = lazyStore(
    () =>
      import('./lazy/chunks/createCartStore').then((m) =>
        m.createCartStore({
          transport,
          guestTransport,
          session,
          storage,
          events,
          logger,
          fragment: config.fragments?.cart,
        }),
      ),
    { initialState: () => idleCartState },
  );
  const cart = {
    getSnapshot: cartStore.getSnapshot,
    subscribe: cartStore.subscribe,
    ...forwardMethods(cartStore, [
      'load',
      'add',
      'updateQuantity',
      'remove',
      'applyCoupon',
      'removeCoupon',
      'setOrderFields',
      'mergeGuestCart',
    ]),
  } as Sdk<TFragments>['cart'];

  const wishlistStore = lazyStore(
    () =>
      import('./lazy/chunks/createWishlistStore').then((m) =>
        m.createWishlistStore({ transport, session, storage, logger }),
      ),
    {
      initialState: memoByKey(owner, (key) => initialWishlistState(key as WishlistState['owner'])),
      key: owner,
      keyChanges: session.subscribe,
    },
  );
  const wishlist: WishlistStore = {
    getSnapshot: wishlistStore.getSnapshot,
    subscribe: wishlistStore.subscribe,
    ...forwardMethods(wishlistStore, [
      'load',
      'add',
      'remove',
      'toggle',
      'count',
      'moveToCart',
      'mergeGuestWishlist',
    ]),
    // Nothing is on a list that was never loaded, and there is nothing to clear.
    has: (sku, variantSku) => wishlistStore.current()?.has(sku, variantSku) ?? false,
    clear: () => wishlistStore.current()?.clear(),
  };

  const tractorsStore = lazyStore(
    () =>
      import('./lazy/chunks/createMyTractorsStore').then((m) => {
        const store = m.createMyTractorsStore({
          transport,
          session,
          storage: preferenceStorage,
          logger,
        });
        // What a server rendered before the code arrived (the account page's list).
        if (hydratedTractors.first) store.hydrate(hydratedTractors.first);
        if (hydratedTractors.last !== hydratedTractors.first && hydratedTractors.last) {
          store.hydrate(hydratedTractors.last);
        }
        return store;
      }),
    {
      initialState: memoByKey(owner, (key) =>
        initialTractorsState(key as MyTractorsState['owner']),
      ),
      key: owner,
      keyChanges: session.subscribe,
    },
  );
  const hydratedTractors: { first?: MyTractorsState; last?: MyTractorsState } = {};
  // The active tractor's model ranks its parts higher in a search (read at each search, so the
  // list loaded or changed since counts; `activeTractor` itself stays out of the main bundle).
  function activeModelId(): number | null {
    const { tractors: list, activeId } = tractors.getSnapshot();
    return list.find((tractor) => tractor.id === activeId)?.model.id ?? null;
  }
  const tractorListeners = new Set<() => void>();
  const tractors: MyTractorsStore = {
    getSnapshot: () =>
      tractorsStore.current() || !hydratedTractors.last
        ? tractorsStore.getSnapshot()
        : hydratedTractors.last,
    getServerSnapshot: () =>
      tractorsStore.current()?.getServerSnapshot() ??
      hydratedTractors.first ??
      tractorsStore.getSnapshot(),
    subscribe(listener) {
      tractorListeners.add(listener);
      const stop = tractorsStore.subscribe(listener);
      return () => {
        tractorListeners.delete(listener);
        stop();
      };
    },
    hydrate(state) {
      const real = tractorsStore.current();
      if (real) return real.hydrate(state);
      hydratedTractors.first ??= state;
      hydratedTractors.last = state;
      for (const listener of tractorListeners) listener();
    },
    ...forwardMethods(tractorsStore, ['load', 'add', 'remove', 'setActive', 'mergeGuestList']),
  };

  const externalCheckout = config.externalCheckout ?? defaultExternalCheckoutConfig;
  const checkoutStore = lazyStore(
    // With the cart's code: an order placed closes the cart, which the cart store must hear.
    () =>
      Promise.all([import('./lazy/chunks/createCheckoutStore'), cartStore.store()]).then(([m]) =>
        m.createCheckoutStore({ transport, session, events, logger, externalCheckout }),
      ),
    {
      initialState: () => idleCheckoutState,
      loadingState: (idle): CheckoutState => ({ ...idle, status: 'loading', pending: 'load' }),
    },
  );
  const checkout: CheckoutStore = {
    getSnapshot: checkoutStore.getSnapshot,
    subscribe: checkoutStore.subscribe,
    ...forwardMethods(checkoutStore, [
      'load',
      'setShippingAddress',
      'setBillingAddress',
      'setShippingMethod',
      'setPaymentMethod',
      'placeOrder',
    ]),
    reset: () => checkoutStore.current()?.reset(),
    externalCheckout,
    externalCheckoutUrl: (target) => externalCheckoutUrl({ ...externalCheckout, ...target }),
  };

  const searchResultsStore = lazyStore(
    () => import('./lazy/chunks/createSearchStore').then((m) => m.createSearchStore(search)),
    {
      initialState: () => initialSearchState,
      loadMethods: ['search', 'toggleFilter', 'setSort', 'loadMore'],
    },
  );
  const searchResults: SearchStore = {
    getSnapshot: searchResultsStore.getSnapshot,
    subscribe: searchResultsStore.subscribe,
    ...forwardMethods(searchResultsStore, ['search', 'toggleFilter', 'setSort', 'loadMore']),
    reset: () => searchResultsStore.current()?.reset(),
  };

  const configStore = lazyStore(
    () =>
      import('./lazy/chunks/createConfigService').then((m) =>
        m.createConfigService(transport, logger),
      ),
    {
      initialState: () => initialConfigState,
      loadMethods: ['loadStoreConfig', 'loadCurrency', 'loadCountries', 'getCountry'],
    },
  );
  const configService: ConfigService = {
    getSnapshot: configStore.getSnapshot,
    subscribe: configStore.subscribe,
    ...forwardMethods(configStore, [
      'loadStoreConfig',
      'loadCurrency',
      'loadCountries',
      'getCountry',
    ]),
  };

  return {
    events,
    notifications: createNotificationStore(),
    taxDisplay: createTaxDisplayStore(preferenceStorage),
    session,
    customer: lazyService(() =>
      import('./lazy/chunks/createCustomerService').then((m) =>
        m.createCustomerService(transport, { onCustomerChanged: session.setCustomer }),
      ),
    ),
    addresses: lazyService(() =>
      import('./lazy/chunks/createAddressService').then((m) =>
        m.createAddressService(transport, {
          getCustomer: () => session.getSnapshot().customer,
          onCustomerChanged: session.setCustomer,
        }),
      ),
    ),
    orders: lazyService(() =>
      import('./lazy/chunks/createOrderService').then((m) => m.createOrderService(transport)),
    ),
    recaptcha: lazyService(() =>
      import('./lazy/chunks/createRecaptchaService').then((m) =>
        m.createRecaptchaService(transport),
      ),
    ),
    transport,
    config: configService,
    cms: lazyService(() =>
      import('./lazy/chunks/createCmsService').then((m) => m.createCmsService(transport)),
    ),
    menu: lazyService(() =>
      import('./lazy/chunks/createMenuService').then((m) => m.createMenuService(transport)),
    ),
    catalog: lazyService(() =>
      import('./lazy/chunks/createCatalogService').then((m) =>
        m.createCatalogService(transport, { productFragment: config.fragments?.product }),
      ),
    ) as Sdk<TFragments>['catalog'],
    search,
    searchResults,
    collections: lazyService(() =>
      import('./lazy/chunks/createCollectionService').then((m) =>
        m.createCollectionService(transport),
      ),
    ),
    partFinder: lazyService(() =>
      import('./lazy/chunks/createPartFinderService').then((m) =>
        m.createPartFinderService(transport, { logger }),
      ),
    ),
    licensePlate: lazyService(() =>
      import('./lazy/chunks/createLicensePlateService').then((m) =>
        m.createLicensePlateService(transport, { logger }),
      ),
    ),
    tractors,
    cart,
    checkout,
    wishlist,
    blog: lazyService(() =>
      import('./lazy/chunks/createBlogService').then((m) => m.createBlogService(transport)),
    ),
    sitemap: lazyService(
      () =>
        import('./lazy/chunks/createSitemapService').then((m) => m.createSitemapService(transport)),
      ['productUrlPages'],
    ),
  };
}

/** `make(key)` once per key, so a snapshot keeps its identity while its key stays the same. */
function memoByKey<T>(key: () => string, make: (key: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const current = key();
    if (!made.has(current)) made.set(current, make(current));
    return made.get(current)!;
  };
}
