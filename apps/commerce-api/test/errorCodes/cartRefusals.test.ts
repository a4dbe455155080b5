import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, registerCustomer, tokenFor } from '../customerHelpers.js';
import { startTestApi, type TestApi } from '../testApi.js';
import { expectRefusal } from './refusalHelpers.js';

/** Every refusal of the cart mutations carries Magento's category plus a stable `error_code`. */

const CREATE = `mutation { createGuestCart { cart { id } } }`;
const ADD = `mutation ($id: String!, $items: [SimpleProductCartItemInput]!) {
  addSimpleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { total_quantity } } }`;
const ADD_CONFIGURABLE = `mutation ($id: String!, $items: [ConfigurableProductCartItemInput]!) {
  addConfigurableProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { id } } }`;
const ADD_BUNDLE = `mutation ($id: String!, $items: [BundleProductCartItemInput]!) {
  addBundleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { id } } }`;
const ADD_ANY = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) {
    cart { id } user_errors { code message ... on CartUserInputError { wm_available_quantity } } } }`;
const UPDATE = `mutation ($id: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { id } errors { code message wm_available_quantity } } }`;
const REMOVE = `mutation ($id: String!, $uid: ID!) {
  removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { id } } }`;
const APPLY_COUPON = `mutation ($id: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { applied_coupons { code } } } }`;
const READ = `query ($id: String!) { cart(cart_id: $id) { id items { uid } } }`;
const GUEST_EMAIL = `mutation ($id: String!, $email: String!) {
  setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`;
const ORDER_FIELDS = `mutation ($id: String!, $ref: String) {
  addCustomFieldsToCart(input: { cart_id: $id, customer_ref: $ref }) { cart { id } } }`;
const MERGE = `mutation ($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { id } }`;
const CREATE_WITH_ID = `mutation ($id: ID!) { createGuestCart(input: { cart_uid: $id }) { cart { id } } }`;

describe('refusal codes of carts', () => {
  let t: TestApi;
  const sku = { plenty: '', three: '', none: '', configurable: '', bundle: '' };

  const newCart = async () =>
    (await t.query<{ createGuestCart: { cart: { id: string } } }>(CREATE)).data!.createGuestCart
      .cart.id;
  const add = (id: string, items: unknown[]) => t.query(ADD, { id, items });

  beforeAll(async () => {
    t = await startTestApi({ productCount: 120 });
    const db = t.api.db;
    const simples = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .limit(3)
      .execute();
    const [plenty, three, none] = simples;
    for (const [row, quantity] of [
      [plenty!, 100],
      [three!, 3],
      [none!, 0],
    ] as const) {
      await db
        .updateTable('products')
        .set({ quantity, price: 500 })
        .where('id', '=', row.id)
        .execute();
    }
    await db
      .updateTable('products')
      .set({ min_final_price: 500, max_final_price: 500 })
      .where(
        'id',
        'in',
        simples.map((row) => row.id),
      )
      .execute();
    Object.assign(sku, { plenty: plenty!.sku, three: three!.sku, none: none!.sku });
    for (const type of ['configurable', 'bundle'] as const) {
      const row = await db
        .selectFrom('products')
        .select('sku')
        .where('type_id', '=', type)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      sku[type] = row.sku;
    }
  });
  afterAll(() => t?.close());

  describe('adding to the cart', () => {
    it('names a product that does not exist, with its SKU', async () => {
      expectRefusal(await add(await newCart(), [{ data: { sku: 'NO-SUCH-SKU', quantity: 1 } }]), {
        category: 'graphql-no-such-entity',
        error_code: 'PRODUCT_NOT_FOUND',
        sku: 'NO-SUCH-SKU',
        message: 'Could not find a product with SKU "NO-SUCH-SKU"',
      });
    });

    it('tells out of stock apart from too few in stock, with the quantity available', async () => {
      const id = await newCart();
      expectRefusal(await add(id, [{ data: { sku: sku.none, quantity: 1 } }]), {
        category: 'graphql-input',
        error_code: 'OUT_OF_STOCK',
        sku: sku.none,
        available_quantity: 0,
        message: 'Product that you are trying to add is not available.',
      });
      expectRefusal(await add(id, [{ data: { sku: sku.three, quantity: 4 } }]), {
        category: 'graphql-input',
        error_code: 'INSUFFICIENT_STOCK',
        sku: sku.three,
        available_quantity: 3,
        message: 'The requested qty is not available',
      });
      // What is in the cart counts: 2 there, 2 more is one too many.
      expect((await add(id, [{ data: { sku: sku.three, quantity: 2 } }])).errors).toBeUndefined();
      expectRefusal(await add(id, [{ data: { sku: sku.three, quantity: 2 } }]), {
        category: 'graphql-input',
        error_code: 'INSUFFICIENT_STOCK',
        available_quantity: 3,
      });
    });

    it('refuses a quantity of zero or a fraction', async () => {
      const id = await newCart();
      expectRefusal(await add(id, [{ data: { sku: sku.plenty, quantity: 0 } }]), {
        category: 'graphql-input',
        error_code: 'QUANTITY_NOT_POSITIVE',
        message: 'The product quantity should be greater than 0',
      });
      expectRefusal(await add(id, [{ data: { sku: sku.plenty, quantity: 1.5 } }]), {
        category: 'graphql-input',
        error_code: 'QUANTITY_NOT_WHOLE',
      });
    });

    it('asks for the options of a configurable product and a bundle', async () => {
      const id = await newCart();
      expectRefusal(
        await t.query(ADD_CONFIGURABLE, {
          id,
          items: [{ data: { sku: sku.configurable, quantity: 1 } }],
        }),
        {
          category: 'graphql-input',
          error_code: 'OPTIONS_REQUIRED',
          message: 'You need to choose options for your item.',
        },
      );
      expectRefusal(
        await t.query(ADD_BUNDLE, {
          id,
          items: [{ data: { sku: sku.bundle, quantity: 1 }, bundle_options: [] }],
        }),
        {
          category: 'graphql-input',
          error_code: 'BUNDLE_OPTIONS_INVALID',
          message: 'Please specify product option(s).',
        },
      );
    });

    it("keeps Magento's typed codes in addProductsToCart's user_errors", async () => {
      const result = await t.query<{
        addProductsToCart: {
          user_errors: { code: string; message: string; wm_available_quantity: number | null }[];
        };
      }>(ADD_ANY, {
        id: await newCart(),
        items: [
          { sku: 'NO-SUCH-SKU', quantity: 1 },
          { sku: sku.none, quantity: 1 },
          { sku: sku.three, quantity: 9 },
          { sku: sku.plenty, quantity: 0 },
          { sku: sku.configurable, quantity: 1 },
        ],
      });
      expect(result.data!.addProductsToCart.user_errors.map((error) => error.code)).toEqual([
        'PRODUCT_NOT_FOUND',
        'NOT_SALABLE',
        'INSUFFICIENT_STOCK',
        'INVALID_PARAMETER_VALUE',
        'REQUIRED_PARAMETER_MISSING',
      ]);
      // Stock refusals say how many may be had (the shop's field beside Magento's code).
      expect(
        result.data!.addProductsToCart.user_errors.map((error) => error.wm_available_quantity),
      ).toEqual([null, 0, 3, null, null]);
    });
  });

  describe('changing and removing lines', () => {
    it("keeps Magento's typed codes in updateCartItems' errors", async () => {
      const id = await newCart();
      await add(id, [{ data: { sku: sku.three, quantity: 1 } }]);
      const uid = (await t.query<{ cart: { items: { uid: string }[] } }>(READ, { id })).data!.cart
        .items[0]!.uid;
      const result = await t.query<{
        updateCartItems: { errors: { code: string; wm_available_quantity: number | null }[] };
      }>(UPDATE, {
        id,
        items: [
          { cart_item_uid: uid, quantity: 4 },
          { cart_item_uid: 'bm8tc3VjaA==', quantity: 1 },
          { cart_item_uid: uid, quantity: 1.5 },
        ],
      });
      expect(result.data!.updateCartItems.errors.map((error) => error.code)).toEqual([
        'INSUFFICIENT_STOCK',
        'COULD_NOT_FIND_CART_ITEM',
        'INVALID_PARAMETER_VALUE',
      ]);
      expect(
        result.data!.updateCartItems.errors.map((error) => error.wm_available_quantity),
      ).toEqual([3, null, null]);
    });

    it('names a line that is gone', async () => {
      expectRefusal(await t.query(REMOVE, { id: await newCart(), uid: 'OTk5OTk5' }), {
        category: 'graphql-no-such-entity',
        error_code: 'CART_ITEM_NOT_FOUND',
        message: "The cart doesn't contain the item",
      });
    });
  });

  describe('discount codes', () => {
    let id: string;
    beforeAll(async () => {
      id = await newCart();
      await add(id, [{ data: { sku: sku.plenty, quantity: 2 } }]);
    });

    it("says why a code is refused, with Magento's one message", async () => {
      expectRefusal(await t.query(APPLY_COUPON, { id, code: 'NOPE' }), {
        category: 'graphql-no-such-entity',
        error_code: 'COUPON_NOT_FOUND',
        coupon_code: 'NOPE',
        message: 'The coupon code "NOPE" is not valid.',
      });
      expectRefusal(await t.query(APPLY_COUPON, { id, code: 'host2024' }), {
        category: 'graphql-no-such-entity',
        error_code: 'COUPON_EXPIRED',
        coupon_code: 'host2024',
        message: 'The coupon code "host2024" is not valid.',
      });
      expectRefusal(await t.query(APPLY_COUPON, { id, code: 'GARD15' }), {
        category: 'graphql-no-such-entity',
        error_code: 'COUPON_MINIMUM_NOT_REACHED',
        min_subtotal: 5000,
      });
      await t.api.db
        .updateTable('coupons')
        .set({ is_active: false })
        .where('code', '=', 'RABATT200')
        .execute();
      expectRefusal(await t.query(APPLY_COUPON, { id, code: 'RABATT200' }), {
        category: 'graphql-no-such-entity',
        error_code: 'COUPON_INACTIVE',
      });
    });

    it('refuses a second code, an empty cart and an empty code', async () => {
      expect((await t.query(APPLY_COUPON, { id, code: 'VAAR10' })).errors).toBeUndefined();
      expectRefusal(await t.query(APPLY_COUPON, { id, code: 'VAAR10' }), {
        category: 'graphql-input',
        error_code: 'COUPON_ALREADY_APPLIED',
        message: 'A coupon is already applied to the cart. Please remove it to apply another',
      });
      expectRefusal(await t.query(APPLY_COUPON, { id: await newCart(), code: 'VAAR10' }), {
        category: 'graphql-input',
        error_code: 'CART_EMPTY',
        message: 'Cart does not contain products.',
      });
      expectRefusal(await t.query(APPLY_COUPON, { id, code: ' ' }), {
        category: 'graphql-input',
        error_code: 'REQUIRED_PARAMETER_MISSING',
        fields: ['coupon_code'],
      });
    });
  });

  describe('the cart itself', () => {
    it('names a cart that does not exist, is not active, or is not yours', async () => {
      expectRefusal(await t.query(READ, { id: 'x'.repeat(32) }), {
        category: 'graphql-no-such-entity',
        error_code: 'CART_NOT_FOUND',
        cart_id: 'x'.repeat(32),
      });
      const { token } = await registerCustomer(t);
      const customerCart = await t.query<{ customerCart: { id: string } }>(
        '{ customerCart { id } }',
        {},
        bearer(token),
      );
      const owned = customerCart.data!.customerCart.id;
      expectRefusal(await t.query(READ, { id: owned }), {
        category: 'graphql-authorization',
        error_code: 'CART_NOT_YOURS',
        cart_id: owned,
      });
      const guest = await newCart();
      expect((await t.query(MERGE, { source: guest }, bearer(token))).errors).toBeUndefined();
      expectRefusal(await t.query(READ, { id: guest }), {
        category: 'graphql-no-such-entity',
        error_code: 'CART_NOT_ACTIVE',
        message: "The cart isn't active.",
      });
      expectRefusal(await t.query(MERGE, { source: owned, destination: owned }, bearer(token)), {
        category: 'graphql-input',
        error_code: 'SAME_CART',
      });
    });

    it('refuses a chosen cart id of the wrong length, or one taken', async () => {
      expectRefusal(await t.query(CREATE_WITH_ID, { id: 'short' }), {
        category: 'graphql-input',
        error_code: 'CART_ID_INVALID',
      });
      const taken = await newCart();
      expectRefusal(await t.query(CREATE_WITH_ID, { id: taken }), {
        category: 'graphql-already-exists',
        error_code: 'CART_ID_TAKEN',
        cart_id: taken,
      });
    });

    it('keeps guest-only operations from signed-in customers', async () => {
      const token = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
      expectRefusal(await t.query(CREATE, {}, bearer(token)), {
        category: 'graphql-input',
        error_code: 'CUSTOMER_CART_REQUIRED',
      });
      expectRefusal(
        await t.query(GUEST_EMAIL, { id: await newCart(), email: 'ola@example.no' }, bearer(token)),
        { category: 'graphql-input', error_code: 'NOT_ALLOWED_FOR_CUSTOMER' },
      );
    });

    it('refuses a malformed e-mail and an over-long order reference', async () => {
      const id = await newCart();
      expectRefusal(await t.query(GUEST_EMAIL, { id, email: 'ola@' }), {
        category: 'graphql-input',
        error_code: 'INVALID_EMAIL',
        message: 'Invalid email format',
      });
      expectRefusal(await t.query(ORDER_FIELDS, { id, ref: 'x'.repeat(101) }), {
        category: 'graphql-input',
        error_code: 'FIELD_TOO_LONG',
        field: 'customer_ref',
        max_length: 100,
      });
    });

    it('asks for a session where one is needed', async () => {
      expectRefusal(await t.query('{ customerCart { id } }'), {
        category: 'graphql-authorization',
        error_code: 'NOT_AUTHORIZED',
        message: "The current customer isn't authorized.",
      });
    });
  });
});
