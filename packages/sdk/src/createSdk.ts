import { defaultExternalCheckoutConfig } from './checkout/externalCheckoutUrl';
import { shopConstants } from './config/shopConstants';
import { createEventBus, type EventBus } from './events/createEventBus';
import type { SdkFragments } from './extensions/ExtensionFragment';
import { lazyCartStore } from './lazy/lazyCartStore';
import { lazyCheckoutStore } from './lazy/lazyCheckoutStore';
import { lazyConfigService } from './lazy/lazyConfigService';
import { lazySearchResults } from './lazy/lazySearchResults';
import { lazyService } from './lazy/lazyService';
import { lazyServices } from './lazy/lazyServices';
import { lazyTractorsStore } from './lazy/lazyTractorsStore';
import { lazyWishlistStore } from './lazy/lazyWishlistStore';
import type { SdkParts } from './lazy/SdkParts';
import { createNotificationStore } from './notifications/createNotificationStore';
import type { Sdk } from './Sdk';
import type { SdkConfig } from './SdkConfig';
import type { SearchService } from './search/createSearchService';
import { createSessionReactions } from './session/createSessionReactions';
import { createSessionStore } from './session/createSessionStore';
import type { KeyValueStorage } from './storage/KeyValueStorage';
import { createMemoryStorage } from './storage/createMemoryStorage';
import { createTaxDisplayStore } from './taxDisplay/createTaxDisplayStore';
import { createTransport, type Transport } from './transport/createTransport';
import { printWithGraphql } from './transport/printWithGraphql';
import { withRequestHeaders } from './transport/withRequestHeaders';

/**
 * The request header of a request the SDK sends as a guest on purpose while a customer is signed
 * in (reading the guest cart to merge). A proxy that adds the customer token from a cookie must
 * leave it out of such a request.
 */
export const guestRequestHeader = 'X-Guest-Request';

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
    storage = createMemoryStorage(),
    tokenStorage = storage,
    preferenceStorage = storage,
    logger = console,
  } = config;
  const events = createEventBus();
  const { transport, guestTransport } = sdkTransports(config, { storage, tokenStorage, events });
  const session = createSessionStore({
    transport,
    events,
    storage,
    tokenStorage,
    preferenceStorage,
    logger,
  });
  const parts: SdkParts = {
    transport,
    guestTransport,
    session,
    events,
    storage,
    preferenceStorage,
    logger,
  };

  // Everything but the session, the tax display, the notifications and the events loads its code
  // on first use (`lazyService`, `lazyStore`): a bundle splits each service out, so a page carries
  // the code of the services it calls and no others. An embedder's fragment is checked when its
  // service loads: the first product read or cart call rejects with `invalid-argument`.
  const search: SearchService = lazyService(() =>
    import('./lazy/chunks/createSearchService').then((m) =>
      m.createSearchService(transport, { activeModelId }),
    ),
  );
  const { cart, real: cartStore } = lazyCartStore(parts, config.fragments?.cart);
  const wishlist = lazyWishlistStore(parts);
  const tractors = lazyTractorsStore(parts);
  // The active tractor's model ranks its parts higher in a search (read at each search, so the
  // list loaded or changed since counts; `activeTractor` itself stays out of the main bundle).
  function activeModelId(): number | null {
    const { tractors: list, activeId } = tractors.getSnapshot();
    return list.find((tractor) => tractor.id === activeId)?.model.id ?? null;
  }
  const externalCheckout = config.externalCheckout ?? defaultExternalCheckoutConfig;
  const checkout = lazyCheckoutStore(parts, externalCheckout, cartStore);
  const searchResults = lazySearchResults(search);
  const configService = lazyConfigService(transport, logger);
  const services = lazyServices(parts, config.fragments?.product);
  // What login and logout do to the cart, the wish list and the tractors (the guest's merged).
  const sessionReactions = createSessionReactions({
    session,
    cart,
    wishlist,
    tractors,
    tractorStorage: preferenceStorage,
    events,
  });
  if (config.sessionReactions !== false) sessionReactions.start();

  return {
    events,
    notifications: createNotificationStore(),
    taxDisplay: createTaxDisplayStore(preferenceStorage),
    session,
    sessionReactions,
    customer: services.customer,
    addresses: services.addresses,
    orders: services.orders,
    recaptcha: services.recaptcha,
    transport,
    config: configService,
    cms: services.cms,
    menu: services.menu,
    catalog: services.catalog as Sdk<TFragments>['catalog'],
    search,
    searchResults,
    collections: services.collections,
    partFinder: services.partFinder,
    licensePlate: services.licensePlate,
    quotes: services.quotes,
    stockAlerts: services.stockAlerts,
    newsletter: services.newsletter,
    partDiagrams: services.partDiagrams,
    quickOrder: services.quickOrder,
    reviews: services.reviews,
    tractors,
    cart: cart as Sdk<TFragments>['cart'],
    checkout,
    wishlist,
    blog: services.blog,
    sitemap: services.sitemap,
    requisitionLists: services.requisitionLists,
  };
}

/**
 * The instance's transport (with the customer token and the cache id) and its guest transport,
 * which reads a guest cart after a login (a failed merge's fallback): never with the customer
 * token, and marked with {@link guestRequestHeader} so a storefront's proxy leaves its token
 * cookie out too.
 */
function sdkTransports(
  config: SdkConfig<SdkFragments>,
  shared: { storage: KeyValueStorage; tokenStorage: KeyValueStorage; events: EventBus },
): { transport: Transport; guestTransport: Transport } {
  const common = {
    endpoint: config.endpoint,
    storeCode: config.storeCode ?? shopConstants.storeCode,
    currency: config.currency ?? shopConstants.currency,
    fetch: config.fetch,
    timeoutMs: config.timeoutMs,
    signal: config.signal,
    middleware: config.middleware,
    printDocument: printWithGraphql,
  };
  const transport = createTransport({
    ...common,
    getToken: () => shared.tokenStorage.get(shopConstants.cookies.names.customer),
    cacheIdStorage: shared.storage,
    events: shared.events,
  });
  const tokenless = createTransport(common);
  const guestTransport: Transport = {
    request: (document, ...variablesAndOptions) =>
      tokenless.request(
        document,
        ...withRequestHeaders(variablesAndOptions, { [guestRequestHeader]: '1' }),
      ),
  };
  return { transport, guestTransport };
}
