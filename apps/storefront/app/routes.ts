import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** The account area's pages, under `/customer` and again under `/customer/MyAccount`. */
const accountPages = {
  myProfile: 'routes/customer/myProfile.tsx',
  addresses: 'routes/customer/addressesDetails.tsx',
  addressForm: 'routes/customer/addressForm.tsx',
  orderHistory: 'routes/customer/orderHistory.tsx',
  order: 'routes/customer/orderDetail.tsx',
  findMyTractor: 'routes/customer/findMyTractor.tsx',
  downloads: 'routes/customer/downloads.tsx',
  savedLists: 'routes/customer/savedLists.tsx',
  savedList: 'routes/customer/savedList.tsx',
} as const;

const resetPasswordPage = 'routes/customer/resetPassword.tsx';

/** The checkout's steps, under `/checkout` and again under `/checkout/checkout-default`. */
const checkoutPages = {
  entry: 'routes/checkout/index.tsx',
  account: 'routes/checkout/account.tsx',
  order: 'routes/checkout/order.tsx',
  thankyou: 'routes/checkout/thankyou.tsx',
} as const;

/**
 * The shop's routes (spec §2). Categories (`/{url_path}{url_suffix}`), products and CMS pages
 * (`/:slug+`) share the catch-all, which asks the API what lives at the URL.
 *
 * The account area (`/customer`, accounts spec §2) is a layout route whose middleware sends a
 * visitor without a session to the login page, which returns there after it; route ids are the spec's route names (`customer-my-profile`…).
 * Login, registration, logout and the password pages are outside it, open to guests. The
 * `/customer/MyAccount/...` duplicates: profile, address form and order history (protected), the
 * password reset form (open).
 *
 * The checkout (accounts spec §2) is a layout route with the steps konto, bestilling and takk,
 * and the same pages again as checkout-default/account, order and thankyou; every id begins with
 * `checkout`, which marks the body and picks the checkout's header (`app/checkout/checkoutLayout`).
 */
export default [
  index('routes/home.tsx'),
  route('faq.html', 'routes/faq.tsx'),
  route('search', 'routes/search.tsx'),
  route('p/:sku', 'routes/productBySku.tsx'),
  route('robots.txt', 'routes/robotsTxt.ts'),
  route('manifest.webmanifest', 'routes/webManifest.ts'),
  // The mega menu's lower levels, loaded by the browser when a panel is first wanted.
  route('api/navigation', 'routes/navigationMenu.ts'),
  // The licence-plate look-up as JSON (spec §7), served by commerce-api too.
  route('api/part-finder/license-plate', 'routes/licensePlateApi.ts'),
  route('aktuelt', 'routes/blog.tsx'),
  route('aktuelt/*', 'routes/blogPost.tsx'),
  route('sitemap.xml', 'routes/sitemapIndex.ts'),
  route('sitemaps/:file', 'routes/sitemapFile.ts'),
  route('collection/:slug', 'routes/collection.tsx'),
  route('collection/:collection_slug/*', 'routes/collectionItem.tsx'),
  route('my-tractors', 'routes/myTractors.tsx', { id: 'my-tractors' }),
  route('onskeliste', 'routes/wishlist.tsx', { id: 'wishlist' }),
  // A purchased file, streamed to its signed-in buyer (the account's and the order's links).
  route('downloads/:token', 'routes/download.ts', { id: 'download' }),
  route('cart', 'routes/cart.tsx', { id: 'cart' }),
  // The newsletter (double opt-in) and the contact form (issue 25).
  route('nyhetsbrev', 'routes/newsletter.tsx', { id: 'newsletter' }),
  route('nyhetsbrev/bekreft', 'routes/newsletterConfirm.tsx', { id: 'newsletter-confirm' }),
  route('nyhetsbrev/avmeld', 'routes/newsletterUnsubscribe.tsx', { id: 'newsletter-unsubscribe' }),
  route('kontakt-oss', 'routes/contact.tsx', { id: 'contact' }),
  // Ask for a quote on a quote product: the product page's form posts here (and lands here
  // without JavaScript).
  route('be-om-tilbud/:sku', 'routes/quoteRequest.tsx', { id: 'quote-request' }),
  route('customer/login', 'routes/customer/login.tsx', { id: 'customer-login' }),
  route('customer/register', 'routes/customer/register.tsx', { id: 'customer-register' }),
  route('customer/logout', 'routes/customer/logout.tsx', { id: 'customer-logout' }),
  route('customer/forgot-password', 'routes/customer/forgotPassword.tsx', {
    id: 'customer-forgot-password',
  }),
  route('customer/reset-password', resetPasswordPage, { id: 'customer-reset-password' }),
  route('customer/account/createPassword', resetPasswordPage, {
    id: 'customer-account-create-password',
  }),
  route('customer/MyAccount/reset-password', resetPasswordPage, {
    id: 'customer-myaccount-reset-password',
  }),
  route('customer', 'routes/customer/layout.tsx', { id: 'customer' }, [
    index('routes/customer/index.tsx', { id: 'customer-index' }),
    route('my-profile', accountPages.myProfile, { id: 'customer-my-profile' }),
    route('addresses-details', accountPages.addresses, { id: 'customer-addresses-details' }),
    route('addresses-details/create', accountPages.addressForm, {
      id: 'customer-addresses-details-create',
    }),
    route('addresses-details/edit/:addressId', accountPages.addressForm, {
      id: 'customer-addresses-details-edit',
    }),
    route('find-my-tractor', accountPages.findMyTractor, { id: 'customer-find-my-tractor' }),
    route('order-history', accountPages.orderHistory, { id: 'customer-order-history' }),
    route('order-history/:orderId', accountPages.order, { id: 'customer-order-history-order' }),
    route('downloads', accountPages.downloads, { id: 'customer-downloads' }),
    route('MyAccount/my-profile', accountPages.myProfile, { id: 'customer-myaccount-my-profile' }),
    route('MyAccount/addresses-details/create', accountPages.addressForm, {
      id: 'customer-myaccount-addresses-details-create',
    }),
    route('MyAccount/addresses-details/edit/:addressId', accountPages.addressForm, {
      id: 'customer-myaccount-addresses-details-edit',
    }),
    route('MyAccount/order-history', accountPages.orderHistory, {
      id: 'customer-myaccount-order-history',
    }),
    route('saved-lists', accountPages.savedLists, { id: 'customer-saved-lists' }),
    route('saved-lists/:uid', accountPages.savedList, { id: 'customer-saved-lists-list' }),
  ]),
  route('checkout', 'routes/checkout/layout.tsx', { id: 'checkout' }, [
    index(checkoutPages.entry, { id: 'checkout-index' }),
    route('konto', checkoutPages.account, { id: 'checkout-konto' }),
    route('bestilling', checkoutPages.order, { id: 'checkout-bestilling' }),
    route('takk', checkoutPages.thankyou, { id: 'checkout-takk' }),
    route('checkout-default', checkoutPages.entry, { id: 'checkout-default' }),
    route('checkout-default/account', checkoutPages.account, { id: 'checkout-default-account' }),
    route('checkout-default/order', checkoutPages.order, { id: 'checkout-default-order' }),
    route('checkout-default/thankyou', checkoutPages.thankyou, {
      id: 'checkout-default-thankyou',
    }),
    // Where Vipps sends the shopper back; it places the order (docs/payments.md).
    route('vipps-retur', 'routes/checkout/vippsReturn.tsx', { id: 'checkout-vipps-retur' }),
  ]),
  // The external checkout (disabled by configuration: both answer 404 then).
  route('sveacheckout', 'routes/sveacheckout.tsx', { id: 'sveacheckout' }),
  route('sveacheckout/confirmation', 'routes/sveacheckoutConfirmation.tsx', {
    id: 'sveacheckout-confirmation',
  }),
  route('parts', 'routes/parts.tsx', { id: 'part-finder' }),
  route('parts/:finder', 'routes/partsFinder.tsx', { id: 'part-finder-finders' }),
  route('parts/:finder/:brand', 'routes/partsBrand.tsx', { id: 'part-finder-models' }),
  route('parts/:finder/:brand/:model', 'routes/partsModel.tsx', { id: 'part-finder-parts' }),
  // The spec's generic catalogue and showcase routes (docs/storefront/pages.md: "Spec routes").
  route('catalog/Category', 'routes/catalogPages.ts', { id: 'catalog-category' }),
  route('catalog/Product', 'routes/catalogPages.ts', { id: 'catalog-product' }),
  route('design-system/design-system', 'routes/designSystem.tsx', { id: 'design-system' }),
  // Exploded parts diagrams of a part-finder model: its assemblies, then one assembly's picture.
  route('parts/:finder/:brand/:model/diagram', 'routes/partsDiagrams.tsx', {
    id: 'part-finder-diagrams',
  }),
  route('parts/:finder/:brand/:model/diagram/:assembly', 'routes/partsDiagram.tsx', {
    id: 'part-finder-diagram',
  }),
  // Quick order (issue 24): part numbers pasted or uploaded, all added to the cart at once.
  route('hurtigbestilling', 'routes/quickOrder.tsx', { id: 'quick-order' }),
  // A saved list shared read-only by link (the account's "Mine lister").
  route('delt-liste/:token', 'routes/sharedList.tsx', { id: 'shared-list' }),
  route('*', 'routes/catchAll.tsx'),
] satisfies RouteConfig;
