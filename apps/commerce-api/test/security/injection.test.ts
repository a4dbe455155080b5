import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededFinderData } from '../../src/vehicles/finderCatalog.js';
import { bearer, registerCustomer } from '../customerHelpers.js';
import { startTestApi, type TestApi } from '../testApi.js';
import { ALL_TABLES, checksums, expectHarmless, harmProblems, rawPost } from './securityHelpers.js';

/**
 * SQL and GraphQL injection through every argument a client controls, over real HTTP against a
 * seeded database. Each payload must get a clear GraphQL error or an ordinary (usually empty)
 * answer, never a 5xx, a masked internal error or SQL text, and must leave the database as it
 * was (checksums of every table before and after) — except text fields a shopper owns (names,
 * streets, nicknames, order references), where the payload is kept verbatim as plain text.
 */
export const PAYLOADS: readonly string[] = [
  `' OR 1=1 --`,
  `' OR '1'='1`,
  `'; DROP TABLE products; --`,
  `"; DROP TABLE customers; --`,
  `%' UNION SELECT email, password_hash FROM customers --`,
  `1) OR (1=1`,
  `1; DELETE FROM carts`,
  `\\`,
  `\\'; SELECT pg_sleep(5); --`,
  `%`,
  `_`,
  `%%_%`,
  `$1`,
  `$$; DROP TABLE products; $$`,
  `{"$gt": ""}`,
  `{"sku": {"in": ["%"]}}`,
  `") { __typename } customer { email } #`,
  `{ __schema { types { name } } }`,
  `a:* | !b & (c`,
  `.*[(?`,
  `a\u0000b`,
  `Ærlig traktor 🚜 \u202egnp.exe e\u0301 ﷽ 𝕏`,
  `\ud800`,
  `x`.repeat(100_000),
  `-1`,
  `99999999999999999999`,
  `1e309`,
  `NaN`,
];

const label = (payload: string) =>
  JSON.stringify(
    payload.length > 60 ? `${payload.slice(0, 20)}… (${payload.length} chars)` : payload,
  );

/** Where the test sends a payload: a request taking it as `$p`, and whose session. */
interface Probe {
  name: string;
  query: string;
  variables: (p: string) => Record<string, unknown>;
  as?: 'customer';
}

const PRODUCT_EQUAL_FILTERS = [
  'category_id',
  'category_uid',
  'category_url_path',
  'sku',
  'url_key',
  'ag_produktgruppe',
  'wm_delivery_time',
  'color',
  'manufacturer',
  'wm_pf_model_id',
];
const PRODUCT_MATCH_FILTERS = ['name', 'description', 'short_description'];
const CATEGORY_EQUAL_FILTERS = [
  'category_uid',
  'ids',
  'parent_category_uid',
  'parent_id',
  'url_key',
  'url_path',
];

const PRODUCTS = (args: string) =>
  `query ($p: String) { products(${args}) { total_count items { sku } } }`;

describe('injection', () => {
  let t: TestApi;
  let customer: { token: string };
  let sku: string;
  let guestCart: string;
  let guestItemUid: string;
  let customerCart: string;
  let addressId: number;
  let wishlistId: string;
  let guestWishlist: string;
  let tractorId: string;
  const modelId = seededFinderData().models[0]!.id;

  beforeAll(async () => {
    t = await startTestApi();
    const found = await t.query<{ products: { items: { sku: string; __typename: string }[] } }>(
      `{ products(search: "filter", pageSize: 50) { items { sku __typename } } }`,
    );
    sku = found.data!.products.items.find((item) => item.__typename === 'SimpleProduct')!.sku;
    guestCart = (
      await t.query<{ createGuestCart: { cart: { id: string } } }>(
        `mutation { createGuestCart { cart { id } } }`,
      )
    ).data!.createGuestCart.cart.id;
    const added = await t.query<{
      addProductsToCart: { cart: { items: { uid: string }[] } };
    }>(
      `mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { items { uid } } } }`,
      { id: guestCart, sku },
    );
    guestItemUid = added.data!.addProductsToCart.cart.items[0]!.uid;
    customer = await registerCustomer(t);
    customerCart = (
      await t.query<{ customerCart: { id: string } }>(
        `{ customerCart { id } }`,
        {},
        bearer(customer.token),
      )
    ).data!.customerCart.id;
    addressId = (
      await t.query<{ createCustomerAddress: { id: number } }>(
        `mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }`,
        {
          input: {
            firstname: 'Ola',
            lastname: 'Nordmann',
            street: ['Storgata 12'],
            city: 'Hamar',
            postcode: '2317',
            country_code: 'NO',
            telephone: '+47 912 34 567',
          },
        },
        bearer(customer.token),
      )
    ).data!.createCustomerAddress.id;
    wishlistId = (
      await t.query<{ customer: { wishlists: { id: string }[] } }>(
        `{ customer { wishlists { id } } }`,
        {},
        bearer(customer.token),
      )
    ).data!.customer.wishlists[0]!.id;
    guestWishlist = (
      await t.query<{ WmWishlistCreate: { sharing_code: string } }>(
        `mutation { WmWishlistCreate { sharing_code } }`,
      )
    ).data!.WmWishlistCreate.sharing_code;
    tractorId = (
      await t.query<{ WmAddTractors: { id: string }[] }>(
        `mutation ($m: Int!) { WmAddTractors(input: [{ model_id: $m }]) { id } }`,
        { m: modelId },
        bearer(customer.token),
      )
    ).data!.WmAddTractors[0]!.id;
  });
  afterAll(() => t?.close());

  /** Every query argument and every identifier or code a mutation takes. */
  const probes: Probe[] = [
    { name: 'products(search)', query: PRODUCTS('search: $p'), variables: (p) => ({ p }) },
    ...PRODUCT_EQUAL_FILTERS.flatMap((field): Probe[] => [
      {
        name: `products(filter.${field}.eq)`,
        query: PRODUCTS(`filter: { ${field}: { eq: $p } }`),
        variables: (p) => ({ p }),
      },
      {
        name: `products(filter.${field}.in)`,
        query: `query ($p: [String]) { products(filter: { ${field}: { in: $p } }) { total_count } }`,
        variables: (p) => ({ p: [p, '1'] }),
      },
    ]),
    ...PRODUCT_MATCH_FILTERS.map((field): Probe => ({
      name: `products(filter.${field}.match)`,
      query: PRODUCTS(`filter: { ${field}: { match: $p } }`),
      variables: (p) => ({ p }),
    })),
    {
      name: 'products(filter.price.from/to)',
      query: PRODUCTS('filter: { price: { from: $p, to: $p } }'),
      variables: (p) => ({ p }),
    },
    {
      name: 'products(search, sort by a payload)',
      query: `query ($s: ProductAttributeSortInput) { products(search: "filter", sort: $s) { total_count } }`,
      variables: (p) => ({ s: { price: p } }),
    },
    {
      name: 'products(sort on a payload-named field)',
      query: `query ($s: ProductAttributeSortInput) { products(search: "filter", sort: $s) { total_count } }`,
      variables: (p) => ({ s: { [p]: 'ASC' } }),
    },
    ...CATEGORY_EQUAL_FILTERS.map((field): Probe => ({
      name: `categories(filters.${field}.eq)`,
      query: `query ($p: String) { categories(filters: { ${field}: { eq: $p } }) { total_count items { uid } } }`,
      variables: (p) => ({ p }),
    })),
    {
      name: 'categories(filters.name.match)',
      query: `query ($p: String) { categories(filters: { name: { match: $p } }) { total_count } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'categoryList(filters.url_path.eq)',
      query: `query ($p: String) { categoryList(filters: { url_path: { eq: $p } }) { uid } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'route(url)',
      query: `query ($p: String!) { route(url: $p) { __typename relative_url } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'cmsPage(identifier)',
      query: `query ($p: String) { cmsPage(identifier: $p) { title } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'cmsBlocks(identifiers)',
      query: `query ($p: String) { cmsBlocks(identifiers: [$p]) { items { identifier } } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'country(id)',
      query: `query ($p: String) { country(id: $p) { id } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'megaMenuItems(identifier)',
      query: `query ($p: String) { megaMenuItems(identifier: $p) { title } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'WmBlogPost(slug)',
      query: `query ($p: String!) { WmBlogPost(slug: $p) { title } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'customAttributeMetadataV2(attributes)',
      query: `query ($p: String) { customAttributeMetadataV2(attributes: [{ attribute_code: $p, entity_type: $p }]) { items { code } errors { message } } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'WmLicensePlateSearch(license_plate)',
      query: `query ($p: String!) { WmLicensePlateSearch(license_plate: $p) { __typename } }`,
      variables: (p) => ({ p }),
    },
    ...['finder_id', 'slug'].map((field): Probe => ({
      name: `WmPartFinderFinders(filter.${field})`,
      query: `query ($p: String) { WmPartFinderFinders(filter: { ${field}: { eq: $p } }) { total_count } }`,
      variables: (p) => ({ p }),
    })),
    ...['finder_id', 'brand_id', 'slug'].map((field): Probe => ({
      name: `WmPartFinderBrands(filter.${field})`,
      query: `query ($p: String) { WmPartFinderBrands(filter: { ${field}: { eq: $p } }) { total_count } }`,
      variables: (p) => ({ p }),
    })),
    ...['brand_id', 'model_id', 'slug'].map((field): Probe => ({
      name: `WmPartFinderModels(filter.${field})`,
      query: `query ($p: String) { WmPartFinderModels(filter: { ${field}: { eq: $p } }) { total_count } }`,
      variables: (p) => ({ p }),
    })),
    {
      name: 'WmPartFinderInfo(brand, model)',
      query: `query ($p: String!) { WmPartFinderInfo(brand: $p, model: $p, finder_id: 1) { finder_id } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'cart(cart_id)',
      query: `query ($p: String!) { cart(cart_id: $p) { id } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'WmWishlist(sharing_code)',
      query: `query ($p: String!) { WmWishlist(sharing_code: $p) { id } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'WmWishlistItemsCount(sharing_code)',
      query: `query ($p: String!) { WmWishlistItemsCount(sharing_code: $p) }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'customer.orders(filter.number.eq/match)',
      query: `query ($p: String) { customer { orders(filter: { number: { eq: $p } }) { total_count } m: orders(filter: { number: { match: $p } }) { total_count } } }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
    {
      name: 'customer.orders(filter.grand_total)',
      query: `query ($p: String) { customer { orders(filter: { grand_total: { from: $p, to: $p } }) { total_count } } }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
    {
      name: 'customer.wishlist_v2(id)',
      query: `query ($p: ID!) { customer { wishlist_v2(id: $p) { id } } }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
    // Mutations: cart
    {
      name: 'addProductsToCart(cartId)',
      query: `mutation ($p: String!, $sku: String!) { addProductsToCart(cartId: $p, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } user_errors { code message } } }`,
      variables: (p) => ({ p, sku }),
    },
    {
      name: 'addProductsToCart(sku, parent_sku, selected_options, entered_options)',
      query: `mutation ($id: String!, $p: String!) { addProductsToCart(cartId: $id, cartItems: [
        { sku: $p, quantity: 1 },
        { sku: $p, parent_sku: $p, quantity: 1 },
        { sku: $p, quantity: 1, selected_options: [$p] },
        { sku: $p, quantity: 1, entered_options: [{ uid: $p, value: $p }] }
      ]) { cart { id } user_errors { code message } } }`,
      variables: (p) => ({ id: guestCart, p }),
    },
    {
      name: 'addSimpleProductsToCart(sku)',
      query: `mutation ($id: String!, $p: String!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $p, quantity: 1 } }] }) { cart { id } } }`,
      variables: (p) => ({ id: guestCart, p }),
    },
    {
      name: 'addConfigurableProductsToCart(parent_sku, variant_sku)',
      query: `mutation ($id: String!, $p: String!) { addConfigurableProductsToCart(input: { cart_id: $id, cart_items: [{ parent_sku: $p, variant_sku: $p, data: { sku: $p, quantity: 1 } }] }) { cart { id } } }`,
      variables: (p) => ({ id: guestCart, p }),
    },
    {
      name: 'addBundleProductsToCart(option values)',
      query: `mutation ($id: String!, $p: String!) { addBundleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $p, quantity: 1 }, bundle_options: [{ id: 1, quantity: 1, value: [$p] }] }] }) { cart { id } } }`,
      variables: (p) => ({ id: guestCart, p }),
    },
    {
      name: 'addVirtualProductsToCart / addDownloadableProductsToCart(sku)',
      query: `mutation ($id: String!, $p: String!) {
        v: addVirtualProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $p, quantity: 1 } }] }) { cart { id } }
        d: addDownloadableProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $p, quantity: 1 }, downloadable_product_links: [{ link_id: 1 }] }] }) { cart { id } } }`,
      variables: (p) => ({ id: guestCart, p }),
    },
    {
      name: 'updateCartItems(cart_item_uid)',
      query: `mutation ($id: String!, $p: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $p, quantity: 2 }] }) { cart { id } } }`,
      variables: (p) => ({ id: guestCart, p }),
    },
    {
      name: 'updateCartItems(cart_id)',
      query: `mutation ($p: String!, $uid: ID!) { updateCartItems(input: { cart_id: $p, cart_items: [{ cart_item_uid: $uid, quantity: 2 }] }) { cart { id } } }`,
      variables: (p) => ({ p, uid: guestItemUid }),
    },
    {
      name: 'removeItemFromCart(cart_item_uid)',
      query: `mutation ($id: String!, $p: ID!) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $p }) { cart { id } } }`,
      variables: (p) => ({ id: guestCart, p }),
    },
    {
      name: 'applyCouponToCart(coupon_code)',
      query: `mutation ($id: String!, $p: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $p }) { cart { id } } }`,
      variables: (p) => ({ id: guestCart, p }),
    },
    {
      name: 'removeCouponFromCart(cart_id)',
      query: `mutation ($p: String!) { removeCouponFromCart(input: { cart_id: $p }) { cart { id } } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'setGuestEmailOnCart(email)',
      query: `mutation ($id: String!, $p: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $p }) { cart { id } } }`,
      variables: (p) => ({ id: guestCart, p }),
    },
    {
      name: 'createGuestCart(cart_uid)',
      query: `mutation ($p: ID) { createGuestCart(input: { cart_uid: $p }) { cart { id } } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'mergeCarts(source_cart_id)',
      query: `mutation ($p: String!) { mergeCarts(source_cart_id: $p) { id } }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
    // Checkout
    {
      name: 'setShippingAddressesOnCart(country_code, region)',
      query: `mutation ($id: String!, $p: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: {
        firstname: "Ola", lastname: "Nordmann", street: ["Storgata 1"], city: "Hamar", postcode: "2317", country_code: $p, region: $p, telephone: "+4791234567" } }] }) { cart { id } } }`,
      variables: (p) => ({ id: customerCart, p }),
      as: 'customer',
    },
    {
      name: 'setShippingAddressesOnCart(pickup_location_code)',
      query: `mutation ($id: String!, $p: String) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ pickup_location_code: $p }] }) { cart { id } } }`,
      variables: (p) => ({ id: customerCart, p }),
      as: 'customer',
    },
    {
      name: 'setBillingAddressOnCart(country_code)',
      query: `mutation ($id: String!, $p: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: {
        firstname: "Ola", lastname: "Nordmann", street: ["Storgata 1"], city: "Hamar", postcode: "2317", country_code: $p, telephone: "+4791234567" } } }) { cart { id } } }`,
      variables: (p) => ({ id: customerCart, p }),
      as: 'customer',
    },
    {
      name: 'setShippingMethodsOnCart(carrier_code, method_code)',
      query: `mutation ($id: String!, $p: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $p, method_code: $p }] }) { cart { id } } }`,
      variables: (p) => ({ id: customerCart, p }),
      as: 'customer',
    },
    {
      name: 'setPaymentMethodOnCart(code)',
      query: `mutation ($id: String!, $p: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $p, purchase_order_number: $p } }) { cart { id } } }`,
      variables: (p) => ({ id: customerCart, p }),
      as: 'customer',
    },
    {
      name: 'placeOrder(cart_id)',
      query: `mutation ($p: String!) { placeOrder(input: { cart_id: $p }) { orderV2 { number } errors { code message } } }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
    // Customer
    {
      name: 'generateCustomerToken(email, password)',
      query: `mutation ($p: String!) { generateCustomerToken(email: $p, password: $p) { token } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'createCustomerV2(email, password)',
      query: `mutation ($p: String!) { createCustomerV2(input: { email: $p, password: $p, firstname: "Ola", lastname: "Nordmann" }) { customer { email } } }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'requestPasswordResetEmail(email)',
      query: `mutation ($p: String!) { requestPasswordResetEmail(email: $p) }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'resetPassword(email, token, password)',
      query: `mutation ($p: String!) { resetPassword(email: $p, resetPasswordToken: $p, newPassword: $p) }`,
      variables: (p) => ({ p }),
    },
    {
      name: 'updateCustomerEmail(email, password)',
      query: `mutation ($p: String!) { updateCustomerEmail(email: $p, password: $p) { customer { email } } }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
    {
      name: 'deleteCustomerAddress(id) with a string',
      query: `mutation ($p: Int!) { deleteCustomerAddress(id: $p) }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
    {
      name: 'updateCustomerAddress(country_code)',
      query: `mutation ($id: Int!, $p: CountryCodeEnum) { updateCustomerAddress(id: $id, input: { country_code: $p }) { id } }`,
      variables: (p) => ({ id: addressId, p }),
      as: 'customer',
    },
    // Wish lists
    {
      name: 'addProductsToWishlist(wishlistId)',
      query: `mutation ($p: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $p, wishlistItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`,
      variables: (p) => ({ p, sku }),
      as: 'customer',
    },
    {
      name: 'addProductsToWishlist(sku, parent_sku, options)',
      query: `mutation ($id: ID!, $p: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $p, parent_sku: $p, quantity: 1, selected_options: [$p], entered_options: [{ uid: $p, value: $p }] }]) { user_errors { message } } }`,
      variables: (p) => ({ id: wishlistId, p }),
      as: 'customer',
    },
    {
      name: 'removeProductsFromWishlist(wishlistItemsIds)',
      query: `mutation ($id: ID!, $p: ID!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: [$p]) { user_errors { message } } }`,
      variables: (p) => ({ id: wishlistId, p }),
      as: 'customer',
    },
    {
      name: 'WmWishlistAddItems(sharing_code)',
      query: `mutation ($p: String!, $sku: String!) { WmWishlistAddItems(sharing_code: $p, items: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`,
      variables: (p) => ({ p, sku }),
    },
    {
      name: 'WmWishlistAddItems(sku, options)',
      query: `mutation ($code: String!, $p: String!) { WmWishlistAddItems(sharing_code: $code, items: [{ sku: $p, parent_sku: $p, quantity: 1, selected_options: [$p] }]) { user_errors { message } } }`,
      variables: (p) => ({ code: guestWishlist, p }),
    },
    {
      name: 'WmWishlistRemoveItems(sharing_code, item_ids)',
      query: `mutation ($code: String!, $p: ID!) { a: WmWishlistRemoveItems(sharing_code: $code, item_ids: [$p]) { user_errors { message } } }`,
      variables: (p) => ({ code: guestWishlist, p }),
    },
    {
      name: 'WmMergeWishlist(sharing_code)',
      query: `mutation ($p: String!) { WmMergeWishlist(sharing_code: $p) { user_errors { message } } }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
    // My tractors
    {
      name: 'WmAddTractors(added_at)',
      query: `mutation ($m: Int!, $p: String) { WmAddTractors(input: [{ model_id: $m, added_at: $p }]) { id } }`,
      variables: (p) => ({ m: modelId, p }),
      as: 'customer',
    },
    {
      name: 'WmRemoveTractor(id)',
      query: `mutation ($p: ID!) { WmRemoveTractor(id: $p) { id } }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
    {
      name: 'WmSetActiveTractor(id)',
      query: `mutation ($p: ID) { WmSetActiveTractor(id: $p) { id } }`,
      variables: (p) => ({ p }),
      as: 'customer',
    },
  ];

  /** Sign-in failures are the one thing a refused request may record (the throttle's count). */
  const UNCHANGED_TABLES = ALL_TABLES.filter(
    // Hostile requests still count as attempts and spend the client's budget.
    (table) => !['login_failures', 'rate_limit_counters'].includes(table),
  );

  describe('every payload in every argument', () => {
    let before: Record<string, string>;
    beforeAll(async () => {
      before = await checksums(t.api.db, UNCHANGED_TABLES);
    });
    let client = 0;

    it.each(probes)('$name', async (probe) => {
      const problems: string[] = [];
      for (const payload of PAYLOADS) {
        // A different client per request, so the sign-in throttle never kicks in on the test.
        const headers = { 'x-forwarded-for': `198.51.100.${(client++ % 250) + 1}` };
        const result = await t.query(probe.query, probe.variables(payload), {
          method: 'POST',
          headers: probe.as ? { ...headers, ...bearer(customer.token).headers } : headers,
        });
        problems.push(...harmProblems(result, label(payload), payload));
      }
      expect(problems).toEqual([]);
    });

    it('leaves every row as it was, and the probed cart and machines in place', async () => {
      const cart = await t.query<{ cart: { items: { uid: string }[] } }>(
        `query ($id: String!) { cart(cart_id: $id) { items { uid } } }`,
        { id: guestCart },
      );
      expect(cart.data!.cart.items.map((item) => item.uid)).toEqual([guestItemUid]);
      const tractors = await t.query<{ customer: { wm_tractors: { id: string }[] } }>(
        `{ customer { wm_tractors { id } } }`,
        {},
        bearer(customer.token),
      );
      expect(tractors.data!.customer.wm_tractors.map((m) => m.id)).toEqual([tractorId]);
      expect(await checksums(t.api.db, UNCHANGED_TABLES)).toEqual(before);
    });
  });

  it('treats LIKE wildcards as the characters they are', async () => {
    for (const wildcard of ['%', '_', '%%', '\\%']) {
      for (const [query, path] of [
        [PRODUCTS('filter: { name: { match: $p } }'), 'products'],
        [
          `query ($p: String) { categories(filters: { name: { match: $p } }) { total_count } }`,
          'categories',
        ],
      ] as const) {
        const result = await t.query<Record<string, { total_count: number }>>(query, {
          p: wildcard,
        });
        expectHarmless(result, `${path} ${wildcard}`);
        expect(result.data?.[path]?.total_count ?? 0, `${path} ${wildcard}`).toBe(0);
      }
      const orders = await t.query<{ customer: { orders: { total_count: number } } }>(
        `query ($p: String) { customer { orders(filter: { number: { match: $p } }) { total_count } } }`,
        { p: wildcard },
        bearer(customer.token),
      );
      expect(orders.errors).toBeUndefined();
      expect(orders.data!.customer.orders.total_count).toBe(0);
    }
  });

  it('refuses a payload sent where a string belongs but as an object or list', async () => {
    for (const value of [{ $gt: '' }, ['%'], { sku: { in: ['%'] } }, 1, true]) {
      const result = await t.query(
        `query ($p: String) { products(filter: { sku: { eq: $p } }) { total_count } }`,
        { p: value },
        { method: 'POST' },
      );
      expectHarmless(result, JSON.stringify(value));
      if (typeof value === 'object') {
        expect(result.errors?.[0]?.message).toMatch(/String cannot represent a non string value/);
      }
    }
  });

  describe('GraphQL injection', () => {
    it('keeps quotes and braces in a variable inside the string: no extra field runs', async () => {
      const result = await t.query<{ products: { total_count: number } }>(
        `query ($p: String) { products(filter: { sku: { eq: $p } }) { total_count } }`,
        { p: `") { total_count } customer { email } #` },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ products: { total_count: 0 } });
    });

    it('runs a customer field behind an alias only with a token', async () => {
      const result = await t.query<Record<string, unknown>>(
        `{ a: products(search: "filter") { total_count } b: customer { email } }`,
      );
      expectHarmless(result, 'alias');
      expect(result.errors?.[0]).toMatchObject({
        extensions: { category: 'graphql-authorization' },
      });
      expect(result.data?.b ?? null).toBeNull();
    });

    it('refuses a fragment on the wrong type, an unknown fragment and a fragment cycle', async () => {
      for (const query of [
        `{ storeConfig { ...F } } fragment F on Customer { email }`,
        `{ storeConfig { ...Missing } }`,
        `{ storeConfig { ...A } } fragment A on StoreConfig { store_code ...B } fragment B on StoreConfig { ...A }`,
      ]) {
        const result = await t.query(query);
        expectHarmless(result, query);
        expect(result.errors?.length, query).toBeGreaterThan(0);
        expect(result.data ?? null, query).toBeNull();
      }
    });

    it('does not run batched requests (a JSON array of operations)', async () => {
      const batch = JSON.stringify([
        { query: `{ storeConfig { store_code } }` },
        { query: `mutation { createGuestCart { cart { id } } }` },
      ]);
      const before = await checksums(t.api.db, ['carts']);
      const response = await rawPost(t, batch);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.text).not.toMatch(/"data"/);
      expect(await checksums(t.api.db, ['carts'])).toEqual(before);
    });

    it('answers __typename tricks plainly and refuses mutations sent by GET', async () => {
      const typename = await t.query<{ __typename: string; a: string }>(
        `{ __typename a: __typename }`,
      );
      expect(typename.data).toEqual({ __typename: 'Query', a: 'Query' });
      const params = new URLSearchParams({ query: `mutation { createGuestCart { cart { id } } }` });
      expect((await fetch(`${t.url}?${params}`)).status).toBe(405);
      const hidden = await rawPost(
        t,
        JSON.stringify({
          query: `query A { __typename } mutation B { createGuestCart { cart { id } } }`,
          operationName: 'C',
        }),
      );
      expect(hidden.status).toBeLessThan(500);
      expect(hidden.text).toMatch(/Unknown operation named "C"|Could not determine/);
    });

    it('takes POST bodies only as JSON: no mutation from a cross-site form or text body', async () => {
      const mutation = 'mutation { createGuestCart { cart { id } } }';
      const before = await checksums(t.api.db, ['carts']);
      const multipart = new FormData();
      multipart.set('operations', JSON.stringify({ query: mutation }));
      multipart.set('map', '{}');
      for (const [body, type] of [
        [new URLSearchParams({ query: mutation }), 'application/x-www-form-urlencoded'],
        [multipart, undefined],
        [JSON.stringify({ query: mutation }), 'text/plain'],
        [mutation, 'application/graphql'],
        [JSON.stringify({ query: mutation }), undefined],
      ] as const) {
        const response = await fetch(t.url, {
          method: 'POST',
          headers: type ? { 'content-type': type } : {},
          body,
        });
        expect(response.status, type).toBe(415);
        expect(await response.json()).toEqual({
          errors: [{ message: 'A POST body must be application/json.' }],
        });
      }
      expect(await checksums(t.api.db, ['carts'])).toEqual(before);
      const json = await rawPost(t, JSON.stringify({ query: mutation }), {
        'content-type': 'application/json; charset=utf-8',
      });
      expect(json.status).toBe(200);
    });

    it('refuses several operations without an operation name, running none', async () => {
      const result = await t.query(
        `query A { storeConfig { store_code } } query B { storeConfig { store_code } }`,
      );
      expectHarmless(result, 'two operations');
      expect(result.errors?.[0]?.message).toBe('Could not determine what operation to execute.');
    });
  });

  describe('payloads in text a shopper owns', () => {
    /** Catalogue, orders and everything but the customer's own rows stay as they were. */
    const OTHER_TABLES = ALL_TABLES.filter(
      (table) =>
        ![
          'customers',
          'customer_addresses',
          'carts',
          'cart_items',
          'customer_tractors',
          'login_failures',
          // Every request spends the client's GraphQL budget.
          'rate_limit_counters',
        ].includes(table),
    );

    /** Payloads a text field can hold (the NUL character and huge strings are refused). */
    const TEXT_PAYLOADS = PAYLOADS.filter(
      (payload) => !payload.includes('\0') && payload.length < 1000,
    );

    it('keeps names, streets, nicknames and order references verbatim, or refuses them clearly', async () => {
      const before = await checksums(t.api.db, OTHER_TABLES);
      const refused: string[] = [];
      for (const payload of [...TEXT_PAYLOADS, 'x'.repeat(100_000), 'a\u0000b']) {
        const kept: [string, unknown, unknown][] = [];
        const auth = bearer(customer.token);

        const profile = await t.query<{ updateCustomerV2: { customer: Record<string, string> } }>(
          `mutation ($p: String) { updateCustomerV2(input: { firstname: $p, lastname: $p, taxvat: $p }) { customer { firstname lastname taxvat } } }`,
          { p: payload },
          auth,
        );
        expectHarmless(profile, `updateCustomerV2 ← ${label(payload)}`, payload);
        if (profile.errors) refused.push(`updateCustomerV2 ${label(payload)}`);
        else kept.push(['customer', profile.data!.updateCustomerV2.customer.firstname, payload]);

        const address = await t.query<{ updateCustomerAddress: Record<string, unknown> }>(
          `mutation ($id: Int!, $p: String) { updateCustomerAddress(id: $id, input: { firstname: $p, lastname: $p, company: $p, city: $p, street: [$p] }) { firstname city street company } }`,
          { id: addressId, p: payload },
          auth,
        );
        expectHarmless(address, `updateCustomerAddress ← ${label(payload)}`, payload);
        if (address.errors) refused.push(`updateCustomerAddress ${label(payload)}`);
        else kept.push(['address', address.data!.updateCustomerAddress.city, payload]);

        const fields = await t.query<{
          addCustomFieldsToCart: { cart: { wm_customer_order_fields: Record<string, string> } };
        }>(
          `mutation ($id: String!, $p: String) { addCustomFieldsToCart(input: { cart_id: $id, customer_ref: $p, customer_order_no: $p }) { cart { wm_customer_order_fields { customer_ref customer_order_no } } } }`,
          { id: guestCart, p: payload },
        );
        expectHarmless(fields, `addCustomFieldsToCart ← ${label(payload)}`, payload);
        if (fields.errors) refused.push(`addCustomFieldsToCart ${label(payload)}`);
        else {
          kept.push([
            'order reference',
            fields.data!.addCustomFieldsToCart.cart.wm_customer_order_fields.customer_ref,
            payload,
          ]);
        }

        const shipping = await t.query(
          `mutation ($id: String!, $p: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_notes: $p, address: {
            firstname: $p, lastname: $p, company: $p, street: [$p], city: $p, postcode: "2317", country_code: "NO", telephone: "+4791234567" } }] }) {
            cart { shipping_addresses { firstname city } } } }`,
          { id: customerCart, p: payload },
          auth,
        );
        expectHarmless(shipping, `setShippingAddressesOnCart ← ${label(payload)}`, payload);
        if (shipping.errors) refused.push(`setShippingAddressesOnCart ${label(payload)}`);

        // A nickname is kept as sent; a plate, when it has a plate's shape, as its normal form.
        for (const [field, shape] of [
          ['nickname', null],
          ['license_plate', /^[A-ZÆØÅ0-9]{3,10}$/],
        ] as const) {
          const machine = await t.query<{
            WmAddTractors: { id: string; nickname: string; license_plate: string }[];
          }>(
            `mutation ($m: Int!, $p: String) { WmAddTractors(input: [{ model_id: $m, ${field}: $p }]) { id nickname license_plate } }`,
            { m: seededFinderData().models[1]!.id, p: payload },
            auth,
          );
          expectHarmless(machine, `WmAddTractors(${field}) ← ${label(payload)}`, payload);
          if (machine.errors) {
            refused.push(`WmAddTractors(${field}) ${label(payload)}`);
            continue;
          }
          const added = machine.data!.WmAddTractors.find((m) => m.id !== tractorId)!;
          if (shape) expect(added[field], label(payload)).toMatch(shape);
          else kept.push(['nickname', added.nickname, payload]);
          const removed = await t.query(
            `mutation ($id: ID!) { WmRemoveTractor(id: $id) { id } }`,
            { id: added.id },
            auth,
          );
          expect(removed.errors).toBeUndefined();
        }

        // Whatever was accepted reads back as the very text sent (trimmed at most).
        for (const [what, stored, sent] of kept) {
          expect(stored, `${what} ← ${label(payload)}`).toBe((sent as string).trim());
        }
      }
      // The NUL character and a lone surrogate (not Unicode; PostgreSQL would store "�" or
      // fail) are refused with a clear error everywhere, before any resolver runs.
      for (const what of [
        'updateCustomerV2',
        'updateCustomerAddress',
        'addCustomFieldsToCart',
        'setShippingAddressesOnCart',
        'WmAddTractors(nickname)',
      ]) {
        expect(refused).toContain(`${what} ${label('a\u0000b')}`);
        expect(refused).toContain(`${what} ${label('\ud800')}`);
      }
      expect(await checksums(t.api.db, OTHER_TABLES)).toEqual(before);
    });
  });
});
