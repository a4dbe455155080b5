import type { AddressService } from './addresses/createAddressService';
import type { BlogService } from './blog/createBlogService';
import type { CartStore } from './cart/createCartStore';
import type { Cart } from './cart/mapCart';
import type { CatalogService } from './catalog/createCatalogService';
import type { Product } from './catalog/mapProduct';
import type { CheckoutStore } from './checkout/createCheckoutStore';
import type { CmsService } from './cms/createCmsService';
import type { CollectionService } from './collection/createCollectionService';
import type { ConfigService } from './config/createConfigService';
import type { CustomerService } from './customer/createCustomerService';
import type { EventBus } from './events/createEventBus';
import type {
  CartFragmentOf,
  ProductFragmentOf,
  SdkFragments,
  WithExtension,
} from './extensions/ExtensionFragment';
import type { LicensePlateService } from './licensePlate/createLicensePlateService';
import type { MenuService } from './menu/createMenuService';
import type { NotificationStore } from './notifications/createNotificationStore';
import type { OrderService } from './orders/createOrderService';
import type { PartFinderService } from './partFinder/createPartFinderService';
import type { QuoteService } from './quote/createQuoteService';
import type { StockAlertService } from './stockAlerts/createStockAlertService';
import type { NewsletterService } from './newsletter/createNewsletterService';
import type { PartDiagramService } from './partDiagrams/createPartDiagramService';
import type { QuickOrderService } from './quickOrder/createQuickOrderService';
import type { ReviewService } from './reviews/createReviewService';
import type { RecaptchaService } from './recaptcha/createRecaptchaService';
import type { SearchService } from './search/createSearchService';
import type { SearchStore } from './search/createSearchStore';
import type { SessionReactions } from './session/createSessionReactions';
import type { SessionStore } from './session/createSessionStore';
import type { SitemapService } from './sitemap/createSitemapService';
import type { TaxDisplayStore } from './taxDisplay/createTaxDisplayStore';
import type { MyTractorsStore } from './tractors/createMyTractorsStore';
import type { Transport } from './transport/createTransport';
import type { WishlistStore } from './wishlist/createWishlistStore';
import type { RequisitionListService } from './requisitionLists/createRequisitionListService';

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
   * What login and logout do to `cart`, `wishlist` and `tractors`: the guest's merged into the
   * account at a login, the customer's given up at a logout, the outcomes as
   * `session:guest-merged` / `session:guest-merge-failed` events. Started by `createSdk` unless
   * `SdkConfig.sessionReactions` is `false`; `settled()` waits for it.
   */
  sessionReactions: SessionReactions;
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
   * Quote requests for quote products (`productPresentation`'s `purchase: 'quote'`): checked by
   * `checkQuoteRequest`, then sent to the shop, which mails the buyer a receipt.
   */
  quotes: QuoteService;
  /** "Varsle meg når den er på lager": a mail once when an out-of-stock product returns. */
  stockAlerts: StockAlertService;
  /** The newsletter (double opt-in sign-up, confirm and unsubscribe links) and the contact form. */
  newsletter: NewsletterService;
  /** Exploded parts diagrams of a part-finder model: its assemblies and their numbered parts. */
  partDiagrams: PartDiagramService;
  /**
   * Quick order: a pasted or uploaded list of part numbers (`parseQuickOrder`) resolved to
   * products in one request, and what is valid put into the cart with one `addProductsToCart`.
   */
  quickOrder: QuickOrderService;
  /** Product reviews: a product's approved reviews, their breakdown by stars, writing one. */
  reviews: ReviewService;
  /**
   * "My tractors" as an observable store: a guest's list in `preferenceStorage` (local storage),
   * a customer's in the account, following `session`; at a login `sessionReactions` moves the
   * guest's list into the account (`mergeGuestList()`).
   */
  tractors: MyTractorsStore;
  /**
   * The cart as an observable store: load (the customer's cart, else the stored guest cart, else
   * a new one), add, quantities, removal, coupons, order fields; at a login `sessionReactions`
   * moves the guest's cart into the customer's (`mergeGuestCart()`). Emits `cart:updated`.
   */
  cart: CartStore<WithExtension<Cart, CartFragmentOf<TFragments>>>;
  /**
   * The wish list as an observable store: a guest's by the sharing code in `vsf-wishlist`, a
   * customer's in the account; toggle, add, remove, count, clear (local), moving an item to the
   * cart; at a login `sessionReactions` moves the guest's list into the account
   * (`mergeGuestWishlist()`).
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
  /**
   * The signed-in customer's saved lists (Adobe Commerce's requisition lists: "Våronn MF 135",
   * "Verksted"): create, rename, lines and quantities, the whole list into the cart with every
   * line that did not go in, and sharing read-only by link (`shared` needs no login).
   */
  requisitionLists: RequisitionListService;
}
