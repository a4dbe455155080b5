export { shopConstants } from './config/shopConstants';
export type { ShopConstants } from './config/shopConstants';
export { SdkError, isSdkError, isUnansweredError } from './errors/SdkError';
export type { SdkErrorCode } from './errors/SdkError';
export { formatPrice } from './price/formatPrice';
export { formatKroner } from './price/formatKroner';
export { notificationQueueReducer } from './notifications/notificationQueue';
export type {
  Notification,
  NotificationQueueAction,
  NotificationType,
} from './notifications/notificationQueue';
export { createNotificationStore } from './notifications/createNotificationStore';
export type {
  NotificationInput,
  NotificationStore,
  NotificationStoreOptions,
  NotificationTimers,
} from './notifications/createNotificationStore';
export type { KeyValueStorage } from './storage/KeyValueStorage';
export { createMemoryStorage } from './storage/createMemoryStorage';
export { createLocalStorage } from './storage/createLocalStorage';
export type { WebStorageLike } from './storage/createLocalStorage';
export { createCookieStorage } from './storage/createCookieStorage';
export type { CookieJar } from './storage/createCookieStorage';
export { createEventBus } from './events/createEventBus';
export type {
  AnalyticsItem,
  EventBus,
  PurchaseEvent,
  SdkEventHandler,
  SdkEventType,
  SdkEvents,
} from './events/createEventBus';
export {
  consentDefaultCommand,
  consentStateFor,
  consentUpdateCommand,
  consentWaitMs,
} from './analytics/consentMode';
export type {
  ConsentChoice,
  ConsentCommand,
  ConsentState,
  ConsentValue,
} from './analytics/consentMode';
export {
  consentCookieName,
  consentLifetimeDays,
  consentVersion,
  parseConsent,
  serializeConsent,
} from './analytics/consentCookie';
export type { StoredConsent } from './analytics/consentCookie';
export {
  addToCartEntry,
  ecommerceItem,
  pageViewEntry,
  purchaseEntry,
  viewItemEntry,
} from './analytics/dataLayerEntries';
export type {
  AddToCartEntry,
  EcommerceEntry,
  EcommerceItem,
  PageViewEntry,
  PurchaseEntry,
  ViewItemEntry,
} from './analytics/dataLayerEntries';
export { createPageViewScheduler, pageViewDelayMs } from './analytics/createPageViewScheduler';
export type { PageViewScheduler, SchedulerTimers } from './analytics/createPageViewScheduler';
export { claimPurchase, trackedPurchasesKey } from './analytics/claimPurchase';
export { normalizeError, refusalOf } from './errors/SdkError';
export { refusalFromGraphQLError } from './errors/refusalFromGraphQLError';
export { refusalField, type RefusalField } from './errors/refusalField';
export type {
  CouponRefusalReason,
  PasswordRule,
  Refusal,
  RefusalKind,
  RefusedEntity,
} from './errors/Refusal';
export type { NormalizedError, SdkErrorOptions, SdkGraphQLError } from './errors/SdkError';
export { createTransport } from './transport/createTransport';
export { timeoutSignal } from './transport/timeoutSignal';
export type {
  RequestArguments,
  RequestOptions,
  Transport,
  TransportOptions,
} from './transport/createTransport';
export { retryMiddleware } from './transport/retryMiddleware';
export { printWithGraphql } from './transport/printWithGraphql';
export type { RetryMiddlewareOptions } from './transport/retryMiddleware';
export type {
  GraphQLResponseBody,
  GraphQLResponseError,
  TransportMiddleware,
  TransportNext,
  TransportRequest,
  TransportResponse,
} from './transport/TransportMiddleware';
export type { OperationType } from './transport/readOperation';
export type {
  ResultOf,
  TypedDocument,
  TypedDocumentString,
  UntypedDocumentNode,
  Variables,
  VariablesOf,
} from './transport/TypedDocument';
export { createSdk, guestRequestHeader } from './createSdk';
export type { Sdk } from './Sdk';
export type { SdkConfig } from './SdkConfig';
export type {
  CartFragmentOf,
  ExtensionFragment,
  FragmentDocument,
  FragmentResult,
  ProductFragmentOf,
  SdkFragments,
  WithExtension,
} from './extensions/ExtensionFragment';
export type { SdkLogger } from './logging/SdkLogger';
export { createConfigService } from './config/createConfigService';
export type { ConfigService, LoadStoreConfigOptions } from './config/createConfigService';
export { configStateReducer, initialConfigState } from './config/configStateReducer';
export type { ConfigAction, ConfigState } from './config/configStateReducer';
export type { StoreConfig } from './config/mapStoreConfig';
export type { Currency, ExchangeRate } from './config/mapCurrency';
export type { Country, Region } from './config/mapCountry';
export { createCmsService } from './cms/createCmsService';
export type { CmsService } from './cms/createCmsService';
export type { CmsPage } from './cms/mapCmsPage';
export type { CmsBlock } from './cms/mapCmsBlocks';
export { createMenuService } from './menu/createMenuService';
export type { MenuService } from './menu/createMenuService';
export type { Menu, MenuCategory, MenuItem, MenuLinkType } from './menu/mapMenu';
export { attachMenuCategories, categoryLinkUids } from './menu/menuCategoryLinks';
export { createCatalogService } from './catalog/createCatalogService';
export type {
  CatalogService,
  CatalogServiceOptions,
  ProductListOptions,
  ProductReadOptions,
  ProductRelations,
} from './catalog/createCatalogService';
export type {
  ResolvedUrl,
  ResolvedCategoryUrl,
  ResolvedProductUrl,
  ResolvedCmsPageUrl,
  ResolvedRedirectUrl,
} from './catalog/mapRoute';
export type {
  Category,
  CategoryChild,
  CategoryDisplayMode,
  CategoryLink,
} from './catalog/mapCategory';
export type {
  BundleItem,
  BundleItemChoice,
  GroupedItem,
  Product,
  ProductGalleryImage,
  ProductVariant,
} from './catalog/mapProduct';
export type { ProductGalleryVideo } from './catalog/productVideos';
export { mapGalleryVideos, videoEmbedOrigins, videoEmbedUrl } from './catalog/productVideos';
export { bundleUidIds } from './catalog/bundleUidIds';
export {
  bundleOptionsInput,
  bundleSelectionPrice,
  chooseBundleOption,
  defaultBundleSelection,
  missingBundleOption,
} from './catalog/bundleSelection';
export type {
  BundlePricedItem,
  BundleSelection,
  BundleSelectionItem,
} from './catalog/bundleSelection';
export { defaultGroupedQuantities, groupedItemsInput } from './catalog/groupedQuantities';
export type { GroupedQuantities } from './catalog/groupedQuantities';
export type { ProductSpecification } from './catalog/mapSpecifications';
export type { FitmentPart, ProductFitment } from './catalog/mapFitments';
export type {
  ConfigurableOption,
  ConfigurableOptionValue,
  OptionSwatch,
} from './catalog/mapConfigurableOption';
export type {
  ProductImage,
  ProductSummary,
  ProductType,
  StockStatus,
} from './catalog/mapProductSummary';
export type { Money, PriceRange, ProductPrice } from './catalog/mapPriceRange';
export type { PageInfo, ProductList } from './catalog/mapProductList';
export { originalPartNumber, partNumbersAttributeCode } from './catalog/originalPartNumber';
export type { ListingAttributes } from './catalog/originalPartNumber';
export type { ProductSort } from './catalog/productSortInput';
export { productSortInput } from './catalog/productSortInput';
export {
  categoryUrlPathFromUrl,
  defaultUrlSuffix,
  normalizeUrlPath,
  productUrlKeyFromUrl,
} from './catalog/normalizeUrlPath';
export { categoryUrl } from './catalog/categoryUrl';
export { productUrl } from './catalog/productUrl';
export type { ProductUrlSource } from './catalog/productUrl';
export { urlRedirect } from './catalog/urlRedirect';
export type { UrlRedirect } from './catalog/urlRedirect';
export {
  defaultListingSort,
  isListingSortKey,
  listingSortKeys,
  productSortFromKey,
  relevanceSortKey,
} from './listing/listingSort';
export type { ListingSortKey } from './listing/listingSort';
export {
  listingFilterCodes,
  listingItemsPerPageOptions,
  listingQueryOptions,
} from './listing/listingQueryOptions';
export type { ListingKind } from './listing/listingQueryOptions';
export { listingSortChoices } from './listing/listingSortChoices';
export type { ListingSortChoice } from './listing/listingSortChoices';
export {
  ignoredListingParameters,
  isIgnoredListingParameter,
} from './listing/ignoredListingParameters';
export {
  defaultListingItemsPerPage,
  maxFilterValues,
  parseListingQuery,
} from './listing/parseListingQuery';
export type {
  ListingFilters,
  ListingQuery,
  ListingQueryOptions,
} from './listing/parseListingQuery';
export { listingQueryString } from './listing/listingQueryString';
export { toggleListingFilter } from './listing/toggleListingFilter';
export { withPriceRange } from './listing/withPriceRange';
export { formatPriceRange, parsePriceRange, spanPriceRanges } from './listing/priceRange';
export type { PriceFilterRange } from './listing/priceRange';
export { productFilterInput } from './listing/productFilterInput';
export { paginationWindow } from './listing/paginationWindow';
export type { PaginationItem, PaginationWindowOptions } from './listing/paginationWindow';
export { clampQuantity } from './quantity/clampQuantity';
export type { ClampedQuantity, QuantityBounds } from './quantity/clampQuantity';
export { initialTaxDisplay, pricesIncludeTax } from './taxDisplay/initialTaxDisplay';
export type { InitialTaxDisplay, InitialTaxDisplayInput } from './taxDisplay/initialTaxDisplay';
export { displayPrice, norwegianVatRate } from './taxDisplay/displayPrice';
export type { DisplayPriceOptions } from './taxDisplay/displayPrice';
export { discountTaxShare } from './taxDisplay/discountTaxShare';
export { pricesExcludeVat } from './taxDisplay/pricesExcludeVat';
export { initialTaxDisplayState, taxDisplayReducer } from './taxDisplay/taxDisplayReducer';
export type { TaxDisplayAction, TaxDisplayState } from './taxDisplay/taxDisplayReducer';
export { createTaxDisplayStore } from './taxDisplay/createTaxDisplayStore';
export type { TaxDisplayContext, TaxDisplayStore } from './taxDisplay/createTaxDisplayStore';
export { cardCartAction } from './productCard/cardCartAction';
export type { CardCartAction } from './productCard/cardCartAction';
export { cardImages } from './productCard/cardImages';
export { cardSwatches } from './productCard/cardSwatches';
export type { CardSwatches } from './productCard/cardSwatches';
export { ratingStars } from './productCard/ratingStars';
export { specialPrice } from './productCard/specialPrice';
export type { CardPrice } from './productCard/specialPrice';
export { productBadge } from './productCard/productBadge';
export type {
  ProductBadge,
  ProductBadgeInput,
  ProductBadgeOptions,
} from './productCard/productBadge';
export { slugify } from './collection/slugify';
export type { Facet, FacetOption, PriceFacetOption } from './listing/mapFacets';
export { createSearchService, isSearchableTerm } from './search/createSearchService';
export type {
  QuickSearchOptions,
  QuickSearchResult,
  SearchCategoriesOptions,
  SearchOptions,
  SearchService,
  SearchServiceOptions,
} from './search/createSearchService';
export { boostModelFilterCode, withRelevanceBoost } from './search/relevanceBoost';
export type { RelevanceBoostContext } from './search/relevanceBoost';
export { createSearchStore } from './search/createSearchStore';
export type { SearchStore } from './search/createSearchStore';
export { initialSearchState, searchStateReducer } from './search/searchStateReducer';
export type { SearchAction, SearchCriteria, SearchState } from './search/searchStateReducer';
export { createBlogService } from './blog/createBlogService';
export type {
  BlogPost,
  BlogPostList,
  BlogPostListOptions,
  BlogPostSummary,
  BlogService,
} from './blog/createBlogService';
export { collectionOptions, findCollectionOption } from './collection/findCollectionOption';
export type { CollectionOption } from './collection/findCollectionOption';
export { createCollectionService } from './collection/createCollectionService';
export type {
  AttributeCollection,
  CollectionAttribute,
  CollectionOptions,
  CollectionService,
} from './collection/createCollectionService';
export { createSitemapService } from './sitemap/createSitemapService';
export type {
  ProductUrlPage,
  ProductUrlPagesOptions,
  SitemapCategory,
  SitemapProductUrl,
  SitemapService,
} from './sitemap/createSitemapService';
export { createSessionStore } from './session/createSessionStore';
export type { SessionStore, SessionStoreOptions } from './session/createSessionStore';
export type {
  SessionReactions,
  SessionReactionsStartOptions,
} from './session/createSessionReactions';
export type {
  GuestMergedEvent,
  GuestMergeFailedEvent,
  GuestMergeTarget,
} from './session/guestMergeEvents';
export type { LoginInput } from './session/login';
export type { LogoutOptions, LogoutResult } from './session/logout';
export type { RegisterInput, RegisterResult } from './session/registerCustomer';
export { guestSessionState, sessionReducer, shouldLoadCustomer } from './session/sessionReducer';
export type { SessionAction, SessionState } from './session/sessionReducer';
export { logoutDestination } from './session/logoutDestination';
export type { LogoutDestination } from './session/logoutDestination';
export {
  storageKeysClearedAtExpiry,
  storageKeysClearedAtLogout,
} from './session/storageKeysClearedAtLogout';
export { sessionEndReaction } from './session/sessionEndReaction';
export type { SessionEndReaction, SessionEndReason } from './session/sessionEndReaction';
export {
  interruptedActionMaxAgeMs,
  resumableInterruptedAction,
  serializeInterruptedAction,
} from './session/interruptedAction';
export type { InterruptedAction } from './session/interruptedAction';
export { sessionErrorMessage } from './session/sessionErrorMessage';
export type { SessionErrorMessage } from './session/sessionErrorMessage';
export { recaptchaHeader } from './session/recaptcha';
export { createRecaptchaService, recaptchaRequired } from './recaptcha/createRecaptchaService';
export type {
  RecaptchaConfig,
  RecaptchaForm,
  RecaptchaService,
} from './recaptcha/createRecaptchaService';
export { passwordProblem } from './customer/passwordProblem';
export type { PasswordProblem, PasswordRules } from './customer/passwordProblem';
export {
  asksForVatId,
  businessApproval,
  canEditBilling,
  isBusinessCustomer,
} from './customer/customerRules';
export {
  isValidOrganizationNumber,
  organizationNumberCheckDigit,
  parseOrganizationNumber,
} from './customer/organizationNumber';
export type {
  OrganizationNumberProblem,
  OrganizationNumberResult,
} from './customer/organizationNumber';
export { formatPhoneNumber, parsePhoneNumber } from './customer/phoneNumber';
export { companyTypes, parseCompanyType } from './customer/companyTypes';
export type { CompanyType } from './customer/companyTypes';
export type { Customer } from './customer/mapCustomer';
export { createCustomerService } from './customer/createCustomerService';
export type {
  ChangePasswordInput,
  CustomerService,
  CustomerServiceOptions,
  PasswordResetLinkInput,
  ProfileInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  UpdateEmailInput,
} from './customer/createCustomerService';
export { resetLinkStatusOfRefusal } from './customer/passwordResetLink';
export type { PasswordResetLinkStatus } from './customer/passwordResetLink';
export type { Address, AddressRegion } from './addresses/mapAddress';
export { createAddressService } from './addresses/createAddressService';
export type {
  AddressBook,
  AddressInput,
  AddressService,
  AddressServiceOptions,
} from './addresses/createAddressService';
export { customerWithAddress, customerWithoutAddress } from './addresses/customerAddressBook';
export { joinStreet, splitStreet } from './addresses/street';
export type { StreetLines } from './addresses/street';
export { postcodeTown } from './addresses/postcodeTown';
export type { PostcodeRegister, PostcodeRegisterFile } from './addresses/postcodeTown';
export { createOrderService } from './orders/createOrderService';
export type {
  OrderList,
  OrderListOptions,
  OrderService,
  ReorderResult,
} from './orders/createOrderService';
export { summarizeReorder } from './orders/reorderResult';
export type { ReorderMiss, ReorderProblem, ReorderSummary } from './orders/reorderResult';
export { orderDateIso } from './orders/mapOrder';
export { shipmentStages } from './orders/shipments';
export type {
  OrderShipment,
  OrderShipmentStatus,
  ShipmentEvent,
  ShipmentStage,
} from './orders/shipments';
export {
  carrierTrackingUrl,
  orderShipmentStage,
  shipmentTimeline,
} from './orders/shipmentTimeline';
export type { ShipmentTimeline, ShipmentTimelineStep } from './orders/shipmentTimeline';
export { orderDisplayAmounts } from './orders/orderDisplayAmounts';
export type { OrderDisplayAmounts, OrderLineDisplayAmounts } from './orders/orderDisplayAmounts';
export type { PurchasedDownload } from './orders/mapDownload';
export type {
  InvoiceTerms,
  OrderAddress,
  OrderDetails,
  OrderLine,
  OrderLineDownload,
  OrderLineOption,
  OrderSummary,
  OrderTotals,
} from './orders/mapOrder';
export { createPartFinderService, pickSlugChain } from './partFinder/createPartFinderService';
export type {
  PartFinderInfoInput,
  PartFinderService,
  PartFinderServiceOptions,
  PartFinderSlugsInput,
  ResolvedPartFinderSlugs,
} from './partFinder/createPartFinderService';
export type {
  PartFinderBrand,
  PartFinderFinder,
  PartFinderInfo,
  PartFinderInfoItem,
  PartFinderModel,
} from './partFinder/mapPartFinder';
export { remainingPages } from './partFinder/remainingPages';
export { loadAllPages } from './partFinder/loadAllPages';
export type { ListPage } from './partFinder/loadAllPages';
export { partFinderPath } from './partFinder/partFinderPath';
export type { PartFinderSlugs } from './partFinder/partFinderPath';
export {
  createPartFinderState,
  defaultFinderId,
  initialPartFinderState,
  partFinderTransition,
} from './partFinder/partFinderMachine';
export {
  brandEnabled,
  filterOptions,
  modelEnabled,
  selectedBrand,
  selectedFinder,
  selectedModel,
  showEnabled,
  showPath,
} from './partFinder/partFinderSelectors';
export type {
  PartFinderCommand,
  PartFinderEvent,
  PartFinderList,
  PartFinderListName,
  PartFinderState,
  PartFinderStateInit,
  PartFinderTransition,
} from './partFinder/partFinderMachine';
export { createLicensePlateService } from './licensePlate/createLicensePlateService';
export type {
  LicensePlateSearchOutcome,
  LicensePlateService,
} from './licensePlate/createLicensePlateService';
export {
  licensePlateProblem,
  licensePlateSearchEnabled,
  normaliseLicensePlate,
} from './licensePlate/licensePlateInput';
export type { LicensePlateProblem } from './licensePlate/licensePlateInput';
export { licensePlateFailure } from './licensePlate/licensePlateFailure';
export type { LicensePlateFailure } from './licensePlate/licensePlateFailure';
export type {
  LicensePlateModelOption,
  LicensePlateResult,
  LicensePlateSuggestion,
  RegisteredVehicle,
} from './licensePlate/mapLicensePlateResult';
export {
  initialLicensePlateState,
  licensePlateCanConfirm,
  licensePlateCanSearch,
  licensePlateTransition,
} from './licensePlate/licensePlateMachine';
export { licensePlateChoicePending, licensePlateChoices } from './licensePlate/licensePlateChoices';
export type { LicensePlateChoices, LicensePlatePicks } from './licensePlate/licensePlateChoices';
export { runPlateCommand } from './licensePlate/runPlateCommand';
export { sortPartFinderItems } from './partFinder/sortPartFinderItems';
export { licensePlateOutcome } from './licensePlate/licensePlateOutcome';
export type { LicensePlateOutcome } from './licensePlate/licensePlateOutcome';
export {
  describeRegisteredVehicle,
  registeredVehicleTitle,
} from './licensePlate/describeRegisteredVehicle';
export type { RegisteredVehicleDescription } from './licensePlate/describeRegisteredVehicle';
export type { PlateCommandServices } from './licensePlate/runPlateCommand';
export type {
  LicensePlateCommand,
  LicensePlateEvent,
  LicensePlateFinderOption,
  LicensePlateMessage,
  LicensePlateState,
  LicensePlateStatus,
  LicensePlateTransition,
} from './licensePlate/licensePlateMachine';
export { productPresentation } from './quote/productPresentation';
export type { ProductPresentation } from './quote/productPresentation';
export {
  checkQuoteRequest,
  quoteRequestFieldProblem,
  quoteRequestFields,
  quoteRequestLimits,
} from './quote/quoteRequestRules';
export { quoteRequestPrefill } from './quote/quoteRequestPrefill';
export type { QuoteRequestPrefill } from './quote/quoteRequestPrefill';
export type {
  QuoteRequestCheck,
  QuoteRequestDraft,
  QuoteRequestField,
  QuoteRequestInput,
  QuoteRequestProblem,
} from './quote/quoteRequestRules';
export { createQuoteService, mapQuoteRequest } from './quote/createQuoteService';
export { createStockAlertService } from './stockAlerts/createStockAlertService';
export type { StockAlertOutcome, StockAlertService } from './stockAlerts/createStockAlertService';
export { stockOffer } from './catalog/stockOffer';
export type {
  StockOffer,
  StockOfferDelivery,
  StockOfferInput,
  StockOfferState,
} from './catalog/stockOffer';
export type {
  QuoteRequestOutcome,
  QuoteRequestReceipt,
  QuoteService,
} from './quote/createQuoteService';
export { createMyTractorsStore } from './tractors/createMyTractorsStore';
export type {
  AddTractorOptions,
  MyTractorsAction,
  MyTractorsState,
  MyTractorsStore,
  MyTractorsStoreOptions,
} from './tractors/createMyTractorsStore';
export {
  activeTractor,
  addGuestTractor,
  emptyTractorList,
  fitmentState,
  fitsActiveTractor,
  guestTractorId,
  mapTractors,
  mergeTractors,
  parseStoredTractors,
  removeTractor,
  sameTractor,
  serializeTractors,
  setActiveTractor,
  tractorInputs,
} from './tractors/tractorRules';
export type { FitmentState, Tractor, TractorInput, TractorList } from './tractors/tractorRules';
export {
  fitModelFilterCode,
  keepUniversalParts,
  modelFilterCode,
  withModelFilter,
} from './partFinder/modelFilter';
export {
  canAddToCart,
  cartAddRequest,
  cartBadgeQuantity,
  isSupportedCartProductType,
  shouldSendQuantityUpdate,
  supportedCartProductTypes,
  totalCartQuantity,
  unsupportedTypeMessage,
} from './cart/addToCartRules';
export type {
  AddToCartCheck,
  AddToCartOptions,
  AddToCartRefusal,
  CartAddRequest,
  CartProduct,
  CartProductVariant,
  GroupedItemChoice,
} from './cart/addToCartRules';
export { addToCartCheckRefusal } from './cart/addToCartCheckRefusal';
export { cartLineRefusal } from './cart/cartLineRefusal';
export { stockShortages } from './cart/stockShortages';
export type { StockShortage } from './cart/stockShortages';
export { addedItems } from './cart/addedItems';
export { createCartStore } from './cart/createCartStore';
export { firstMessageError } from './cart/firstMessageError';
export type { CartAction, CartState, CartStore, CartStoreOptions } from './cart/createCartStore';
export type { AddToCartResult } from './cart/addToCart';
export type { CartLoadOptions } from './cart/loadCart';
export type { MergeCartsResult, UnmovedCartLine } from './cart/mergeGuestCart';
export { mapCart } from './cart/mapCart';
export type {
  Cart,
  CartAmount,
  CartLine,
  CartLinePrices,
  CartLineProduct,
  CartOrderFields,
} from './cart/mapCart';
export { couponMinimumShortfall } from './cart/couponMinimumShortfall';
export type { CouponShortfall } from './cart/couponMinimumShortfall';
export { cartFreeShipping, cartGoodsValue, freeShippingStatus } from './cart/freeShippingStatus';
export type { FreeShippingStatus } from './cart/freeShippingStatus';
export { sameDayDispatchOpen } from './cart/sameDayDispatchOpen';
export { canBuyOnline } from './cart/canBuyOnline';
export { checkEnteredOptions } from './cart/enteredOptionsCheck';
export type {
  EnteredOption,
  EnteredOptionProblem,
  EnteredOptionsCheck,
} from './cart/enteredOptionsCheck';
export type { ProductCustomOption } from './catalog/mapCustomOptions';
export { showCartButton } from './cart/showCartButton';
export { createWishlistStore } from './wishlist/createWishlistStore';
export type {
  WishlistAction,
  WishlistState,
  WishlistStore,
  WishlistStoreOptions,
} from './wishlist/createWishlistStore';
export { initialWishlistState } from './wishlist/initialWishlistState';
export { isWishlistEnabled } from './wishlist/isWishlistEnabled';
export { isWishlisted } from './wishlist/isWishlisted';
export { wishlistNeedsReload } from './wishlist/wishlistNeedsReload';
export { wishlistCartBlock } from './wishlist/wishlistCartBlock';
export type { WishlistCartBlock } from './wishlist/wishlistCartBlock';
export {
  parseWishlistPage,
  wishlistPageSize,
  wishlistPageSlice,
} from './wishlist/wishlistPageSlice';
export type { WishlistPageSlice } from './wishlist/wishlistPageSlice';
export type { WishlistMoveResult } from './wishlist/moveWishlistItemToCart';
export {
  emptyWishlist,
  findWishlistItem,
  mapWishlist,
  mapWishlistItemProduct,
  supportedWishlistProductTypes,
  wishlistItemInput,
} from './wishlist/wishlistRules';
export type {
  Wishlist,
  WishlistAddOptions,
  WishlistBundleOption,
  WishlistData,
  WishlistItem,
  WishlistItemData,
  WishlistItemProduct,
  WishlistProduct,
} from './wishlist/wishlistRules';
export { createCheckoutStore } from './checkout/createCheckoutStore';
export type {
  CheckoutAction,
  CheckoutState,
  CheckoutStore,
  CheckoutStoreOptions,
  ExternalCheckoutTarget,
} from './checkout/createCheckoutStore';
export type { CheckoutAddressChoice } from './checkout/checkoutAddressInput';
export type { PlacedOrder } from './checkout/placeOrder';
export type { BillingAddressChoice } from './checkout/setBillingAddress';
export type { ShippingAddressChoice } from './checkout/setShippingAddress';
export {
  checkoutTotals,
  mapCheckoutCart,
  roundNok,
  shippingMethodsStatus,
} from './checkout/mapCheckout';
export { checkoutWithCart } from './checkout/checkoutWithCart';
export type {
  AvailableShippingMethod,
  CheckoutAddress,
  CheckoutCart,
  CheckoutShippingAddress,
  CheckoutTotals,
  SelectedPaymentMethod,
  ShippingMethod,
  ShippingMethodsStatus,
} from './checkout/mapCheckout';
export {
  cartAddressInput,
  checkoutErrorKind,
  invoiceAvailability,
  paymentMethodCodes,
  paymentMethodInput,
  purchaseEvent,
} from './checkout/checkoutRules';
export type { CheckoutErrorKind, PaymentMethodOptions } from './checkout/checkoutRules';
export { checkoutSteps, missingOrderStep, orderReadiness } from './checkout/checkoutSteps';
export type { CheckoutStep, OrderReadinessGap } from './checkout/checkoutSteps';
export { billingAddressRule } from './checkout/billingAddressRule';
export type { BillingAddressRule } from './checkout/billingAddressRule';
export { billingAddressDefault } from './checkout/billingAddressDefault';
export type { BillingAddressDefault } from './checkout/billingAddressDefault';
export {
  addressInputOf,
  billsToShippingAddress,
  cartAddressSelection,
} from './checkout/cartAddressSelection';
export type { CartAddressSelection } from './checkout/cartAddressSelection';
export {
  deliveryInstructionsChoice,
  deliveryInstructionsMaxLength,
  deliveryInstructionsStatus,
  normalizeDeliveryInstructions,
} from './checkout/deliveryInstructions';
export type { DeliveryInstructionsStatus } from './checkout/deliveryInstructions';
export { initialShippingAddressId } from './checkout/initialShippingAddressId';
export { offeredPaymentMethods } from './checkout/offeredPaymentMethods';
export type {
  OfferedPaymentMethod,
  PaymentMethodUnavailableReason,
} from './checkout/offeredPaymentMethods';
export { hostedCardFormUrl, readHostedCardMessage } from './checkout/hostedCardForm';
export type { HostedCardFormOptions, HostedCardMessage } from './checkout/hostedCardForm';
export { applyBillingAddress, prepareCheckout } from './checkout/prepareCheckout';
export type { CheckoutAddressSteps, CheckoutCustomer } from './checkout/prepareCheckout';
export { placeOrderSequence } from './checkout/placeOrderSequence';
export type { PlaceOrderInput, PlaceOrderStores } from './checkout/placeOrderSequence';
export { defaultExternalCheckoutConfig, externalCheckoutUrl } from './checkout/externalCheckoutUrl';
export type {
  ExternalCheckoutConfig,
  ExternalCheckoutUrlInput,
} from './checkout/externalCheckoutUrl';
export {
  normalizeVippsPhone,
  startVippsPayment,
  vippsPhoneDefault,
  vippsPhoneProblem,
  vippsReturnProblem,
} from './checkout/vippsPayment';
export type {
  StartVippsInput,
  StartedVippsPayment,
  VippsPhoneProblem,
  VippsReturnProblem,
} from './checkout/vippsPayment';
export { createPartDiagramService } from './partDiagrams/createPartDiagramService';
export type { PartDiagramService } from './partDiagrams/createPartDiagramService';
export type { PartAssembly, PartDiagram, PartDiagramPosition } from './partDiagrams/mapPartDiagram';
export {
  diagramCartLines,
  findPosition,
  partDiagramPath,
  togglePosition,
} from './partDiagrams/partDiagramRules';
export type { DiagramCartLine } from './partDiagrams/partDiagramRules';
export { CART_LINES_PER_REQUEST } from './cart/addCartLines';
export type { AddCartLinesResult, CartLineError, CartLineInput } from './cart/addCartLines';
export {
  parseQuantity,
  parseQuickOrder,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_QUANTITY,
} from './quickOrder/parseQuickOrder';
export type {
  QuickOrderLine,
  QuickOrderLineProblem,
  QuickOrderLineProblemKind,
  QuickOrderParse,
  QuickOrderReading,
} from './quickOrder/parseQuickOrder';
export { splitQuickOrderFields } from './quickOrder/splitQuickOrderFields';
export { decodeQuickOrderFile } from './quickOrder/decodeQuickOrderFile';
export type { QuickOrderFileText } from './quickOrder/decodeQuickOrderFile';
export { quickOrderCartLine, quickOrderRows } from './quickOrder/quickOrderRows';
export type {
  QuickOrderCartRow,
  QuickOrderMatch,
  QuickOrderProduct,
  QuickOrderRow,
  QuickOrderRowProblem,
} from './quickOrder/quickOrderRows';
export {
  createQuickOrderService,
  PART_NUMBERS_PER_REQUEST,
} from './quickOrder/createQuickOrderService';
export type {
  QuickOrderAddResult,
  QuickOrderRefusal,
  QuickOrderService,
} from './quickOrder/createQuickOrderService';
export { createRequisitionListService } from './requisitionLists/createRequisitionListService';
export type {
  RequisitionListCartResult,
  RequisitionListOutcome,
  RequisitionListPageOptions,
  RequisitionListService,
  SharedRequisitionList,
} from './requisitionLists/createRequisitionListService';
export {
  checkRequisitionListInput,
  mergeRequisitionListLines,
  requisitionListLimits,
  requisitionListTotals,
} from './requisitionLists/requisitionListRules';
export type {
  CheckedRequisitionListInput,
  RequisitionList,
  RequisitionListCartProblem,
  RequisitionListCartProblemType,
  RequisitionListInputProblem,
  RequisitionListItem,
  RequisitionListLineInput,
  RequisitionListSummary,
  RequisitionListTotals,
} from './requisitionLists/requisitionListRules';
export { createReviewService } from './reviews/createReviewService';
export type {
  ProductReviewEntry,
  ProductReviewPage,
  ReviewOutcome,
  ReviewRatingKind,
  ReviewService,
  ReviewWriteSettings,
} from './reviews/createReviewService';
export {
  REVIEW_FIELD_LIMITS,
  checkReviewForm,
  ratingBreakdown,
  starsFromPercent,
} from './reviews/reviewRules';
export type {
  RatingBreakdown,
  RatingBreakdownRow,
  ReviewAggregate,
  ReviewFormField,
  ReviewFormProblem,
  ReviewFormValues,
} from './reviews/reviewRules';
export {
  contactMessageProblems,
  createNewsletterService,
} from './newsletter/createNewsletterService';
export type {
  ContactMessageInput,
  ContactMessageProblem,
  ContactOutcome,
  NewsletterLinkOutcome,
  NewsletterService,
  NewsletterSignupOutcome,
} from './newsletter/createNewsletterService';
