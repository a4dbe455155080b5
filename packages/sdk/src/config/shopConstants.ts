/**
 * The shop's fixed business constants, as the specification states them, in one read-only
 * `as const` object so each value has its literal type (`shopConstants.currency` is `'NOK'`, not
 * `string`).
 *
 * Settings that come from the backend at run time (store config, grid page size, tax display)
 * are not here: they are loaded per store.
 *
 * @example
 * ```ts
 * const canSearch = plate.replace(/\s/g, '').length >= shopConstants.licensePlate.minLength;
 * const cartCookie = shopConstants.cookies.names.cart; // 'vsf-cart'
 * ```
 */
export const shopConstants = {
  /** The one store view and locale code of the shop (Norwegian Bokmål, Norway). */
  storeCode: 'ad_nb_no',
  /** Currency of every price; prices are shown without a symbol (see `formatPrice`). */
  currency: 'NOK',
  /** Country code of the shop and its default addresses. */
  country: 'NO',

  /** Browser cookies the shop reads and writes. */
  cookies: {
    /** Cookie names as the specification fixes them (all with the `vsf-` prefix). */
    names: {
      currency: 'vsf-currency',
      country: 'vsf-country',
      locale: 'vsf-locale',
      cart: 'vsf-cart',
      customer: 'vsf-customer',
      store: 'vsf-store',
      message: 'vsf-message',
      cacheId: 'vsf-cache-id',
      /** Sharing code of a guest's wishlist. */
      wishlist: 'vsf-wishlist',
      /**
       * The guest cart of before a login, until `sdk.cart.mergeGuestCart()` has moved it into the
       * customer's cart (the cart id itself then belongs to the customer's cart).
       */
      cartToMerge: 'vsf-cart-merge',
    },
    /** How long the cookies live, in days. */
    lifetimeDays: 365,
    sameSite: 'Strict',
    path: '/',
  },

  /** Keys the SDK writes to local storage (shopper preferences that outlive a session). */
  localStorageKeys: {
    /** The tax display: `'true'` shows prices without VAT, `'false'` with VAT (spec §4). */
    taxOff: 'taxOff',
    /**
     * The customer's `credit_check_approved` from the login answer (`'true'` / `'false'`): whether
     * they may pay by invoice (spec §4: kept in local storage). Cleared at logout.
     */
    creditCheckApproved: 'vsf-credit-check-approved',
    /**
     * A guest's "My tractors": the list and the active one, as JSON. Moved into the account at
     * login and removed once the account has it.
     */
    myTractors: 'vsf-my-tractors',
    /**
     * What the shopper was doing when their session ended (an add to cart, as JSON), for
     * `sdk.sessionReactions` to do again after the next login. Removed once done, and at logout.
     */
    interruptedAction: 'vsf-interrupted-action',
  },

  /** Customer accounts. */
  accounts: {
    /**
     * Whether a new account must be confirmed by e-mail before it can sign in (spec §9: "account
     * confirmation required false"). When it is, registration does not log in and the storefront
     * shows "You must confirm your account…". The store config this shop's API serves does not
     * expose the setting, so it is fixed here.
     */
    confirmationRequired: false,
    /**
     * Password rules when the store config gives none: Magento's defaults (8 characters, 3 of the
     * 4 character classes). The store's `minimum_password_length` and
     * `required_character_classes_number` take precedence.
     */
    defaultPasswordRules: { minimumLength: 8, requiredCharacterClasses: 3 },
  },

  /** Page sizes for the paged loops that fetch a whole list (page 1, then the rest at once). */
  pageSizes: {
    /** Part finders (`pfFinders`). */
    finders: 100,
    /** Brands of one finder (`pfBrands`). */
    brands: 300,
    /** Models of one brand (`pfModels`). */
    models: 300,
    /** Wishlist items when the whole wishlist is loaded. */
    wishlistLoad: 100,
    /** Wishlist items per page when a query gives no page size. */
    wishlistQueryDefault: 10,
    /**
     * Products per page of a category listing when the store sets no `grid_per_page` (spec §9:
     * "12 in category facets").
     */
    categoryListing: 12,
    /**
     * Products per page of the search page and per "load more" (spec §9: "Search page size
     * defaults to 12"); the store's `grid_per_page` takes precedence in the query string.
     */
    search: 12,
    /**
     * Products in the header's search overlay (spec §9: "10 in search", read as the quick search;
     * the search page itself defaults to 12, as the next sentence of the spec says).
     */
    quickSearch: 10,
    /** Categories in the header's search overlay. */
    quickSearchCategories: 5,
  },

  /** The notification queue. */
  notifications: {
    /** At most this many are kept; a new one drops the oldest. */
    max: 3,
    /**
     * A non-persistent notification dismisses itself after this many milliseconds. The spec says
     * 3000; issue 23 (WCAG 2.2.1, Timing Adjustable) asks for at least 10 s, paused on hover/focus.
     */
    timeoutMs: 10_000,
  },

  /** Listing pagination. */
  pagination: {
    /** Size of the window of visible page numbers (with first page, last page and ellipses). */
    visiblePages: 5,
  },

  /** What a product card shows (spec §9). */
  productCard: {
    /** Images per card (the second shows on hover). */
    maxImages: 2,
    /** Colour swatches before the rest are summed up as `+N`. */
    maxSwatches: 4,
    /** Stars of the rating. */
    ratingMax: 5,
  },

  /** Attributes never listed in a product page's specifications (spec §9). */
  specificationExcludedAttributes: ['wm_package', 'wm_free_fright'],

  /** A product page's gallery shows at most this many images (spec §9). */
  galleryMaxImages: 20,

  /** Product search. */
  search: {
    /**
     * Characters (after trimming) a term needs before it is searched: Magento's default
     * `min_query_length`, below which Magento refuses the search.
     */
    minTermLength: 3,
    /** How long the search overlay waits after the last keystroke before it asks, in ms. */
    quickSearchDelayMs: 250,
  },

  /** The part finder widget (spec §4, §9). */
  partFinder: {
    /** The finder chosen when none is, and again at Reset (the tractor finder). */
    defaultFinderId: 1,
    /** Pixels kept above the finder when the page scrolls to it. */
    scrollOffsetPx: 200,
  },

  /** The licence-plate finder. */
  licensePlate: {
    /** Characters (after stripping whitespace) before a plate can be searched. */
    minLength: 3,
    /**
     * The longest plate commerce-api looks up (Norwegian plates, personalised ones included, are
     * at most 7; the API allows 10).
     */
    maxLength: 10,
  },

  /** Orders above this amount in NOK ship for free. */
  freeShippingThresholdNok: 6000,

  /**
   * Orders placed before this time (Norwegian time) on a weekday leave the same day (spec §9);
   * `label` is the time as the shop writes it. See `sameDayDispatchOpen`.
   */
  sameDayDispatchCutoff: { hour: 14, minute: 0, label: '14:00' },
} as const;

/** The type of {@link shopConstants}, with every value as its literal type. */
export type ShopConstants = typeof shopConstants;
