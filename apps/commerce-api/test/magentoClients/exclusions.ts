/**
 * Operations of the checked clients that a Magento Open Source 2.4.8 server does not accept either,
 * by name: they need PWA Studio's companion module (`magento/magento2-pwa`) or Adobe Commerce. The
 * suite fails if one of them starts to validate on Magento's schema or is no longer in the client,
 * so the list cannot go stale.
 */
export const MAGENTO2_PWA = 'needs the magento2-pwa module';
export const ADOBE_COMMERCE = 'needs Adobe Commerce';

export const EXCLUDED: Record<string, Record<string, string>> = {
  '@vue-storefront/magento-api': {},
  '@magento/venia-ui': {
    // Cart.total_summary_quantity_including_config
    AddProductToCartFromDialog: MAGENTO2_PWA,
    AddProductToCart: MAGENTO2_PWA,
    addConfigurableProductToCart: MAGENTO2_PWA,
    addSimpleProductToCart: MAGENTO2_PWA,
    AddWishlistItemToCart: MAGENTO2_PWA,
    getItemCount: MAGENTO2_PWA,
    // Customer.is_confirmed
    CreateAccount: MAGENTO2_PWA,
    // CustomerOrder.state
    GetCustomerOrders: MAGENTO2_PWA,
    // StoreConfig.product_canonical_tag / category_canonical_tag
    'getStoreConfigData#3': MAGENTO2_PWA,
    'getPageSize#2': MAGENTO2_PWA,
    // ProductInterface.custom_attributes
    'getProductDetailForProductPage#2': MAGENTO2_PWA,
    // Query.searchTerm
    getSearchTermData: MAGENTO2_PWA,
    // Query.robotsConfig
    GetRobotsConfig: MAGENTO2_PWA,
    // Gift receipts and printed cards (Magento_GiftWrapping)
    GetGiftOptions: ADOBE_COMMERCE,
    SetGiftOptionsOnCart: ADOBE_COMMERCE,
    GetStoreConfigForGiftOptions: ADOBE_COMMERCE,
    // Query.dynamicBlocks (Magento_Banner)
    GetCmsDynamicBlocks: ADOBE_COMMERCE,
    // Multiple named wish lists (Magento_MultipleWishlist)
    createWishlist: ADOBE_COMMERCE,
    'createWishlist#2': ADOBE_COMMERCE,
    UpdateWishlist: ADOBE_COMMERCE,
    addProductToWishlist: ADOBE_COMMERCE,
    getWishlistsDialogData: ADOBE_COMMERCE,
    getMultipleWishlistsEnabled: ADOBE_COMMERCE,
  },
};
