import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TRACTORS } from '../../src/customers/tractorList.js';
import { DEMO, bearer, registerCustomer, tokenFor, HOME_ADDRESS } from '../customerHelpers.js';
import { startTestApi, type TestApi } from '../testApi.js';
import { expectRefusal } from './refusalHelpers.js';

/**
 * Checkout, wish lists, My tractors, licence plates and paging: each refusal with its code;
 * `placeOrder` keeps Magento's typed `PlaceOrderError.code`.
 */

const CREATE = `mutation { createGuestCart { cart { id } } }`;
const CUSTOMER_CART = `{ customerCart { id } }`;
const ADD = `mutation ($id: String!, $sku: String!) {
  addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) {
    cart { id } } }`;
const SET_SHIPPING = `mutation ($id: String!, $address: ShippingAddressInput!) {
  setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$address] }) { cart { id } } }`;
const SET_BILLING = `mutation ($id: String!, $address: BillingAddressInput!) {
  setBillingAddressOnCart(input: { cart_id: $id, billing_address: $address }) { cart { id } } }`;
const SET_METHOD = `mutation ($id: String!, $carrier: String!, $method: String!) {
  setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
    cart { id } } }`;
const SET_PAYMENT = `mutation ($id: String!, $payment: PaymentMethodInput!) {
  setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $payment }) { cart { id } } }`;
const PLACE = `mutation ($id: String!) {
  placeOrder(input: { cart_id: $id }) { errors { code message } orderV2 { number } } }`;
const WISHLIST_ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } } }`;
const GUEST_WISHLIST_ADD = `mutation ($code: String!, $items: [WmWishlistItemInput!]!) {
  WmWishlistAddItems(sharing_code: $code, items: $items) { user_errors { code message } } }`;
const TRACTORS_ADD = `mutation ($input: [WmTractorInput!]!) { WmAddTractors(input: $input) { id } }`;
const TRACTOR_REMOVE = `mutation ($id: ID!) { WmRemoveTractor(id: $id) { id } }`;
const PLATE = `query ($plate: String!) { WmLicensePlateSearch(license_plate: $plate) { brand } }`;
const ORDERS = `query ($size: Int) { customer { orders(pageSize: $size) { total_count } } }`;

describe('refusal codes of checkout', () => {
  let t: TestApi;
  let sku: string;
  let token: string;
  let cartId: string;

  beforeAll(async () => {
    t = await startTestApi({ productCount: 120 });
    const row = await t.api.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.api.db
      .updateTable('products')
      .set({ quantity: 100 })
      .where('id', '=', row.id)
      .execute();
    sku = row.sku;
    token = (await registerCustomer(t)).token;
    cartId = (await t.query<{ customerCart: { id: string } }>(CUSTOMER_CART, {}, bearer(token)))
      .data!.customerCart.id;
    expect((await t.query(ADD, { id: cartId, sku }, bearer(token))).errors).toBeUndefined();
  });
  afterAll(() => t?.close());

  const asCustomer = (query: string, variables: Record<string, unknown>) =>
    t.query(query, { id: cartId, ...variables }, bearer(token));

  it('keeps guests out of checkout', async () => {
    const guest = (await t.query<{ createGuestCart: { cart: { id: string } } }>(CREATE)).data!
      .createGuestCart.cart.id;
    expectRefusal(await t.query(SET_SHIPPING, { id: guest, address: { address: HOME_ADDRESS } }), {
      category: 'graphql-authorization',
      error_code: 'GUEST_CHECKOUT_NOT_ALLOWED',
    });
    expectRefusal(await t.query(PLACE, { id: guest }), {
      category: 'graphql-authorization',
      error_code: 'GUEST_CHECKOUT_NOT_ALLOWED',
    });
  });

  it('says what is wrong with an address', async () => {
    expectRefusal(await asCustomer(SET_SHIPPING, { address: { customer_address_id: 999999 } }), {
      category: 'graphql-no-such-entity',
      error_code: 'ADDRESS_NOT_FOUND',
      address_id: 999999,
    });
    expectRefusal(
      await asCustomer(SET_SHIPPING, {
        address: { address: { ...HOME_ADDRESS, postcode: '231' } },
      }),
      {
        category: 'graphql-input',
        error_code: 'POSTCODE_INVALID',
        country_code: 'NO',
      },
    );
    expectRefusal(
      await asCustomer(SET_SHIPPING, {
        address: { address: { ...HOME_ADDRESS, country_code: 'US' } },
      }),
      { category: 'graphql-input', error_code: 'COUNTRY_NOT_FOUND', country_code: 'US' },
    );
    expectRefusal(
      await asCustomer(SET_SHIPPING, {
        address: { address: HOME_ADDRESS, customer_address_id: 1 },
      }),
      {
        category: 'graphql-input',
        error_code: 'INVALID_PARAMETER_VALUE',
        field: 'shipping_addresses',
      },
    );
    expectRefusal(await asCustomer(SET_BILLING, { address: { same_as_shipping: true } }), {
      category: 'graphql-input',
      error_code: 'SHIPPING_ADDRESS_MISSING',
    });
  });

  it('asks for a shipping address before a method, and a method the cart can have', async () => {
    expectRefusal(await asCustomer(SET_METHOD, { carrier: 'bring', method: 'pickup_point' }), {
      category: 'graphql-input',
      error_code: 'SHIPPING_ADDRESS_MISSING',
      message: 'The shipping address is missing. Set the address and try again.',
    });
    expect(
      (await asCustomer(SET_SHIPPING, { address: { address: HOME_ADDRESS } })).errors,
    ).toBeUndefined();
    expectRefusal(await asCustomer(SET_METHOD, { carrier: 'ups', method: 'express' }), {
      category: 'graphql-input',
      error_code: 'SHIPPING_METHOD_NOT_AVAILABLE',
      carrier_code: 'ups',
      method_code: 'express',
    });
  });

  it('names a payment method not offered, and a card token the provider does not know', async () => {
    expectRefusal(await asCustomer(SET_PAYMENT, { payment: { code: 'wm_invoice' } }), {
      category: 'graphql-input',
      error_code: 'INVOICE_NOT_AVAILABLE',
      message: 'Payment by invoice is not available for you!',
    });
    expectRefusal(await asCustomer(SET_PAYMENT, { payment: { code: 'checkmo' } }), {
      category: 'graphql-input',
      error_code: 'PAYMENT_METHOD_NOT_AVAILABLE',
      payment_method: 'checkmo',
    });
    expectRefusal(await asCustomer(SET_PAYMENT, { payment: { code: 'wm_card' } }), {
      category: 'graphql-input',
      error_code: 'REQUIRED_PARAMETER_MISSING',
      fields: ['wm_card'],
    });
    expectRefusal(
      await asCustomer(SET_PAYMENT, { payment: { code: 'wm_card', wm_card: { token: 'tok_x' } } }),
      { category: 'graphql-input', error_code: 'CARD_TOKEN_INVALID' },
    );
  });

  it('bills a company only to its address on file', async () => {
    const haugen = await tokenFor(t, DEMO.haugen.email, DEMO.haugen.password);
    const id = (await t.query<{ customerCart: { id: string } }>(CUSTOMER_CART, {}, bearer(haugen)))
      .data!.customerCart.id;
    expectRefusal(
      await t.query(SET_BILLING, { id, address: { address: HOME_ADDRESS } }, bearer(haugen)),
      {
        category: 'graphql-input',
        error_code: 'COMPANY_BILLING_ADDRESS_LOCKED',
      },
    );
  });

  it("keeps Magento's typed codes in placeOrder's errors, and refuses another's cart", async () => {
    const place = async (id: string, auth = token) =>
      (
        await t.query<{ placeOrder: { errors: { code: string }[] } }>(PLACE, { id }, bearer(auth))
      ).data!.placeOrder.errors.map((error) => error.code);
    expect(await place('x'.repeat(32))).toEqual(['CART_NOT_FOUND']);
    // No shipping method, no billing address, no payment method yet.
    expect(await place(cartId)).toEqual(['UNABLE_TO_PLACE_ORDER']);
    const other = (await registerCustomer(t)).token;
    expectRefusal(await t.query(PLACE, { id: cartId }, bearer(other)), {
      category: 'graphql-authorization',
      error_code: 'CART_NOT_YOURS',
    });
  });
});

describe('refusal codes of wish lists, My tractors, licence plates and paging', () => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 120 });
    token = (await registerCustomer(t)).token;
  });
  afterAll(() => t?.close());

  it('refuses wish lists that are not yours or do not exist', async () => {
    const items = [{ sku: 'NO-SUCH-SKU', quantity: 1 }];
    expectRefusal(await t.query(WISHLIST_ADD, { id: '1', items }), {
      category: 'graphql-authorization',
      error_code: 'NOT_AUTHORIZED',
      message: 'The current user cannot perform operations on wishlist',
    });
    expectRefusal(await t.query(WISHLIST_ADD, { id: '999999', items }, bearer(token)), {
      category: 'graphql-input',
      error_code: 'WISHLIST_NOT_FOUND',
    });
    expectRefusal(await t.query(GUEST_WISHLIST_ADD, { code: 'x'.repeat(32), items }), {
      category: 'graphql-no-such-entity',
      error_code: 'SHARING_CODE_NOT_FOUND',
      sharing_code: 'x'.repeat(32),
    });
    const created = await t.query<{ WmWishlistCreate: { sharing_code: string } }>(
      'mutation { WmWishlistCreate { sharing_code } }',
    );
    const added = await t.query<{ WmWishlistAddItems: { user_errors: { code: string }[] } }>(
      GUEST_WISHLIST_ADD,
      { code: created.data!.WmWishlistCreate.sharing_code, items },
    );
    expect(added.data!.WmWishlistAddItems.user_errors.map((error) => error.code)).toEqual([
      'PRODUCT_NOT_FOUND',
    ]);
  });

  it('names a machine not on the list, an unknown model and too many machines', async () => {
    expectRefusal(await t.query(TRACTOR_REMOVE, { id: '999999' }, bearer(token)), {
      category: 'graphql-no-such-entity',
      error_code: 'TRACTOR_NOT_FOUND',
      tractor_id: '999999',
    });
    expectRefusal(await t.query(TRACTORS_ADD, { input: [{ model_id: 99999999 }] }, bearer(token)), {
      category: 'graphql-no-such-entity',
      error_code: 'PART_FINDER_MODEL_NOT_FOUND',
      model_ids: [99999999],
    });
    const models = await t.api.db
      .selectFrom('pf_models')
      .select('model_id')
      .limit(MAX_TRACTORS + 1)
      .execute();
    const many = models.map((model) => ({ model_id: model.model_id }));
    expectRefusal(await t.query(TRACTORS_ADD, { input: many }, bearer(token)), {
      category: 'graphql-input',
      error_code: 'TOO_MANY_TRACTORS',
      max_tractors: MAX_TRACTORS,
    });
  });

  it('sends licence-plate failures as error_code too', async () => {
    expectRefusal(await t.query(PLATE, { plate: 'A' }), {
      category: 'graphql-input',
      code: 'LICENSE_PLATE_INVALID',
      error_code: 'LICENSE_PLATE_INVALID',
      reason: 'too-short',
    });
    expectRefusal(await t.query(PLATE, { plate: 'ZZ99999' }), {
      category: 'graphql-no-such-entity',
      error_code: 'LICENSE_PLATE_NOT_REGISTERED',
    });
  });

  it('names the paging argument that is out of range', async () => {
    expectRefusal(await t.query(ORDERS, { size: 0 }, bearer(token)), {
      category: 'graphql-input',
      error_code: 'INVALID_PARAMETER_VALUE',
      field: 'pageSize',
      message: 'pageSize value must be greater than 0.',
    });
  });
});
