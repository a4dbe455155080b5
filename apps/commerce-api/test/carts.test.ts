import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, registerCustomer, tokenFor } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const CART_FIELDS = `
  id is_virtual total_quantity email
  items {
    __typename uid quantity is_available not_available_message
    errors { code message }
    product { sku }
    prices {
      price { value currency } price_including_tax { value }
      row_total { value } row_total_including_tax { value } total_item_discount { value }
      discounts { label amount { value } coupon { code } }
    }
    ... on ConfigurableCartItem {
      configured_variant { sku }
      configurable_options { option_label value_label configurable_product_option_value_uid }
    }
    ... on BundleCartItem { bundle_options { label values { label quantity priceV2 { value } } } }
  }
  applied_coupons { code }
  prices {
    grand_total { value currency } grand_total_excluding_tax { value }
    subtotal_including_tax { value } subtotal_excluding_tax { value }
    subtotal_with_discount_excluding_tax { value }
    applied_taxes { label amount { value } }
    discounts { label amount { value } applied_to coupon { code } }
  }
  available_payment_methods { code title is_deferred }
  shipping_addresses { uid }
  wm_customer_order_fields { customer_ref customer_order_no }`;

interface CartItem {
  __typename: string;
  uid: string;
  quantity: number;
  is_available: boolean;
  not_available_message: string | null;
  errors: { code: string; message: string }[];
  product: { sku: string };
  prices: {
    price: { value: number; currency: string };
    price_including_tax: { value: number };
    row_total: { value: number };
    row_total_including_tax: { value: number };
    total_item_discount: { value: number };
    discounts: { label: string; amount: { value: number }; coupon: { code: string } }[];
  };
  configured_variant?: { sku: string };
  configurable_options?: { option_label: string; value_label: string }[];
  bundle_options?: { label: string; values: { label: string; quantity: number }[] }[];
}
interface Cart {
  id: string;
  is_virtual: boolean;
  total_quantity: number;
  email: string | null;
  items: CartItem[];
  applied_coupons: { code: string }[];
  prices: {
    grand_total: { value: number; currency: string };
    grand_total_excluding_tax: { value: number };
    subtotal_including_tax: { value: number };
    subtotal_excluding_tax: { value: number };
    subtotal_with_discount_excluding_tax: { value: number };
    applied_taxes: { label: string; amount: { value: number } }[];
    discounts: { label: string; amount: { value: number } }[];
  };
  available_payment_methods: { code: string; title: string; is_deferred: boolean }[];
  wm_customer_order_fields: { customer_ref: string | null; customer_order_no: string | null };
}

const CREATE = `mutation { createGuestCart { cart { id } } }`;
const READ = `query ($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`;
const ADD_SIMPLE = `mutation ($id: String!, $items: [SimpleProductCartItemInput]!) {
  addSimpleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { ${CART_FIELDS} } } }`;
const ADD_CONFIGURABLE = `mutation ($id: String!, $items: [ConfigurableProductCartItemInput]!) {
  addConfigurableProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { ${CART_FIELDS} } } }`;
const ADD_BUNDLE = `mutation ($id: String!, $items: [BundleProductCartItemInput]!) {
  addBundleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { ${CART_FIELDS} } } }`;
const ADD_VIRTUAL = `mutation ($id: String!, $items: [VirtualProductCartItemInput]!) {
  addVirtualProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { ${CART_FIELDS} } } }`;
const ADD_ANY = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) {
    cart { ${CART_FIELDS} } user_errors { __typename code message } } }`;
const UPDATE = `mutation ($id: String!, $items: [CartItemUpdateInput]!) {
  updateCartItems(input: { cart_id: $id, cart_items: $items }) {
    cart { ${CART_FIELDS} } errors { code message } } }`;
const REMOVE = `mutation ($id: String!, $uid: ID!) {
  removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { ${CART_FIELDS} } } }`;
const APPLY_COUPON = `mutation ($id: String!, $code: String!) {
  applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART_FIELDS} } } }`;
const REMOVE_COUPON = `mutation ($id: String!) {
  removeCouponFromCart(input: { cart_id: $id }) { cart { ${CART_FIELDS} } } }`;
const MERGE = `mutation ($source: String!, $destination: String) {
  mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ${CART_FIELDS} } }`;
const CUSTOMER_CART = `{ customerCart { ${CART_FIELDS} } }`;

describe('carts', () => {
  let t: TestApi;
  /** Simple products set up for these tests: price (VAT incl.) and stock known. */
  const simple: { sku: string; id: number }[] = [];
  let outOfStock: string;
  let configurable: { sku: string; variants: { sku: string; uids: string[] }[] };
  let bundle: { sku: string; options: { id: number; selection: number; required: boolean }[] };
  let grouped: { sku: string; members: string[] };
  let virtual: string;

  beforeAll(async () => {
    t = await startTestApi({ productCount: 120 });
    const db = t.api.db;
    const simples = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .limit(6)
      .execute();
    for (const [index, row] of simples.entries()) {
      const price = [1250, 100, 62.5, 19.99, 500, 10][index]!;
      await db
        .updateTable('products')
        .set({ quantity: 100, min_final_price: price, max_final_price: price, price })
        .where('id', '=', row.id)
        .execute();
      simple.push(row);
    }
    await db
      .updateTable('products')
      .set({ quantity: 0 })
      .where('id', '=', simples[5]!.id)
      .execute();
    outOfStock = simples[5]!.sku;
    await db
      .updateTable('products')
      .set({ quantity: 3 })
      .where('id', '=', simples[4]!.id)
      .execute();

    const parent = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'configurable')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const variants = await t.query<{
      products: {
        items: { variants: { product: { sku: string }; attributes: { uid: string }[] }[] }[];
      };
    }>(
      `query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
        ... on ConfigurableProduct { variants { product { sku } attributes { uid } } } } } }`,
      { sku: parent.sku },
    );
    configurable = {
      sku: parent.sku,
      variants: variants.data!.products.items[0]!.variants.map((variant) => ({
        sku: variant.product.sku,
        uids: variant.attributes.map((attribute) => attribute.uid),
      })),
    };
    await db
      .updateTable('products')
      .set({ quantity: 50 })
      .where('parent_id', '=', parent.id)
      .execute();

    const bundleRow = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'bundle')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const options = await db
      .selectFrom('bundle_options as o')
      .innerJoin('bundle_selections as s', 's.option_id', 'o.option_id')
      .select(['o.option_id', 's.selection_id', 's.product_id', 'o.required', 's.position'])
      .where('o.product_id', '=', bundleRow.id)
      .orderBy('o.option_id')
      .orderBy('s.position')
      .execute();
    const firstPerOption = [...new Map(options.map((o) => [o.option_id, o])).values()];
    bundle = {
      sku: bundleRow.sku,
      options: firstPerOption.map((o) => ({
        id: o.option_id,
        selection: o.selection_id,
        required: o.required,
      })),
    };
    await db
      .updateTable('products')
      .set({ quantity: 40 })
      .where(
        'id',
        'in',
        options.map((o) => o.product_id),
      )
      .execute();

    const groupedRow = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'grouped')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const members = await db
      .selectFrom('grouped_items as g')
      .innerJoin('products as p', 'p.id', 'g.linked_product_id')
      .select(['p.sku', 'p.id'])
      .where('g.product_id', '=', groupedRow.id)
      .orderBy('g.position')
      .execute();
    await db
      .updateTable('products')
      .set({ quantity: 30 })
      .where(
        'id',
        'in',
        members.map((m) => m.id),
      )
      .execute();
    grouped = { sku: groupedRow.sku, members: members.map((m) => m.sku) };

    const virtualRow = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'virtual')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('products')
      .set({ quantity: 20 })
      .where('id', '=', virtualRow.id)
      .execute();
    virtual = virtualRow.sku;
  });
  afterAll(() => t?.close());

  async function newCart(headers?: { headers: Record<string, string> }): Promise<string> {
    const created = await t.query<{ createGuestCart: { cart: { id: string } } }>(
      CREATE,
      {},
      headers,
    );
    expect(created.errors).toBeUndefined();
    return created.data!.createGuestCart.cart.id;
  }

  async function add(id: string, sku: string, quantity: number, headers?: object) {
    return t.query<{ addSimpleProductsToCart: { cart: Cart } }>(
      ADD_SIMPLE,
      { id, items: [{ data: { sku, quantity } }] },
      headers as never,
    );
  }

  async function addOk(id: string, sku: string, quantity: number, headers?: object) {
    const result = await add(id, sku, quantity, headers);
    expect(result.errors).toBeUndefined();
    return result.data!.addSimpleProductsToCart.cart;
  }

  describe('guest carts', () => {
    it('creates an empty cart with a masked, unguessable id', async () => {
      const ids = await Promise.all([newCart(), newCart(), newCart()]);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(new Set(ids).size).toBe(3);
      const read = await t.query<{ cart: Cart }>(READ, { id: ids[0] });
      expect(read.errors).toBeUndefined();
      expect(read.data!.cart).toMatchObject({
        id: ids[0],
        is_virtual: false,
        total_quantity: 0,
        items: [],
        applied_coupons: [],
        shipping_addresses: [],
        prices: { grand_total: { value: 0, currency: 'NOK' }, applied_taxes: [] },
      });
    });

    it('createEmptyCart returns a new masked id', async () => {
      const result = await t.query<{ createEmptyCart: string }>(`mutation { createEmptyCart }`);
      expect(result.data!.createEmptyCart).toMatch(/^[A-Za-z0-9]{32}$/);
    });

    it('takes a 32-character id from the client once, and refuses other lengths', async () => {
      const uid = 'A'.repeat(16) + Date.now().toString().padStart(16, '0');
      const create = `mutation ($uid: ID) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } }`;
      const first = await t.query<{ createGuestCart: { cart: { id: string } } }>(create, { uid });
      expect(first.data!.createGuestCart.cart.id).toBe(uid);
      const again = await t.query(create, { uid });
      expect(again.errors?.[0]).toMatchObject({
        message: `Cart with ID "${uid}" already exists.`,
        extensions: { category: 'graphql-already-exists' },
      });
      const short = await t.query(create, { uid: 'abc' });
      expect(short.errors?.[0]?.message).toBe('Cart ID length should be 32 characters.');
    });

    it('does not find an unknown id', async () => {
      for (const id of ['x'.repeat(32), 'not-a-cart']) {
        const read = await t.query(READ, { id });
        expect(read.errors?.[0]).toMatchObject({
          message: `Could not find a cart with ID "${id}"`,
          extensions: { category: 'graphql-no-such-entity' },
        });
      }
    });
  });

  describe('adding and pricing', () => {
    it('adds a simple product, adds up the same line, and prices it with 25 % VAT inside', async () => {
      const id = await newCart();
      await addOk(id, simple[0]!.sku, 2);
      const cart = await addOk(id, simple[0]!.sku, 1);
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]).toMatchObject({
        __typename: 'SimpleCartItem',
        quantity: 3,
        is_available: true,
        errors: [],
        product: { sku: simple[0]!.sku },
        prices: {
          price: { value: 1000, currency: 'NOK' },
          price_including_tax: { value: 1250 },
          row_total: { value: 3000 },
          row_total_including_tax: { value: 3750 },
          total_item_discount: { value: 0 },
          discounts: [],
        },
      });
      expect(cart.total_quantity).toBe(3);
      expect(cart.prices).toMatchObject({
        subtotal_including_tax: { value: 3750 },
        subtotal_excluding_tax: { value: 3000 },
        subtotal_with_discount_excluding_tax: { value: 3000 },
        grand_total: { value: 3750, currency: 'NOK' },
        grand_total_excluding_tax: { value: 3000 },
        applied_taxes: [{ label: 'MVA 25 %', amount: { value: 750 } }],
        discounts: [],
      });
    });

    it('refuses an out-of-stock product and a quantity above the stock, in Magento words', async () => {
      const id = await newCart();
      const none = await add(id, outOfStock, 1);
      expect(none.errors?.[0]).toMatchObject({
        message: 'Product that you are trying to add is not available.',
        extensions: { category: 'graphql-input' },
      });
      const tooMany = await add(id, simple[4]!.sku, 4);
      expect(tooMany.errors?.[0]?.message).toBe('The requested qty is not available');
      await addOk(id, simple[4]!.sku, 2);
      // What is already in the cart counts: 2 + 2 > 3.
      const more = await add(id, simple[4]!.sku, 2);
      expect(more.errors?.[0]?.message).toBe('The requested qty is not available');
      const cart = await addOk(id, simple[4]!.sku, 1);
      expect(cart.items[0]!.quantity).toBe(3);
    });

    it('refuses unknown SKUs and quantities of zero or less', async () => {
      const id = await newCart();
      const unknown = await add(id, 'NO-SUCH-SKU', 1);
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'Could not find a product with SKU "NO-SUCH-SKU"',
        extensions: { category: 'graphql-no-such-entity' },
      });
      for (const quantity of [0, -1]) {
        const result = await add(id, simple[1]!.sku, quantity);
        expect(result.errors?.[0]?.message).toBe('The product quantity should be greater than 0');
      }
    });

    it('adds a configurable product as its variant: by parent and variant SKU, or by chosen options', async () => {
      const id = await newCart();
      const [first, second] = configurable.variants;
      const bySku = await t.query<{ addConfigurableProductsToCart: { cart: Cart } }>(
        ADD_CONFIGURABLE,
        { id, items: [{ parent_sku: configurable.sku, data: { sku: first!.sku, quantity: 1 } }] },
      );
      expect(bySku.errors).toBeUndefined();
      const byOptions = await t.query<{ addConfigurableProductsToCart: { cart: Cart } }>(
        ADD_CONFIGURABLE,
        {
          id,
          items: [{ data: { sku: configurable.sku, quantity: 2, selected_options: second!.uids } }],
        },
      );
      expect(byOptions.errors).toBeUndefined();
      const items = byOptions.data!.addConfigurableProductsToCart.cart.items;
      expect(
        items.map((item) => [
          item.__typename,
          item.product.sku,
          item.configured_variant?.sku,
          item.quantity,
        ]),
      ).toEqual([
        ['ConfigurableCartItem', configurable.sku, first!.sku, 1],
        ['ConfigurableCartItem', configurable.sku, second!.sku, 2],
      ]);
      expect(items[1]!.configurable_options!.length).toBe(second!.uids.length);
      const noChoice = await t.query(ADD_CONFIGURABLE, {
        id,
        items: [{ data: { sku: configurable.sku, quantity: 1 } }],
      });
      expect(noChoice.errors?.[0]?.message).toBe('You need to choose options for your item.');
    });

    it('adds a bundle with its chosen options, priced as the sum of its members', async () => {
      const id = await newCart();
      const bundleOptions = bundle.options.map((option) => ({
        id: option.id,
        quantity: 1,
        value: [String(option.selection)],
      }));
      const added = await t.query<{ addBundleProductsToCart: { cart: Cart } }>(ADD_BUNDLE, {
        id,
        items: [{ data: { sku: bundle.sku, quantity: 2 }, bundle_options: bundleOptions }],
      });
      expect(added.errors).toBeUndefined();
      const line = added.data!.addBundleProductsToCart.cart.items[0]!;
      expect(line.__typename).toBe('BundleCartItem');
      expect(line.quantity).toBe(2);
      expect(line.bundle_options).toHaveLength(bundle.options.length);
      const members = line.bundle_options!.flatMap((option) =>
        option.values.map(
          (value) => (value as unknown as { priceV2: { value: number } }).priceV2.value,
        ),
      );
      const unit = Math.round(members.reduce((sum, price) => sum + price, 0) * 100) / 100;
      expect(line.prices.price_including_tax.value).toBeCloseTo(unit, 2);

      if (bundle.options.some((option) => option.required)) {
        const missing = await t.query(ADD_BUNDLE, {
          id,
          items: [{ data: { sku: bundle.sku, quantity: 1 }, bundle_options: [] }],
        });
        expect(missing.errors?.[0]?.message).toBe('Please specify product option(s).');
      }
    });

    it('adds a grouped product through addProductsToCart and reports refused items in user_errors', async () => {
      const id = await newCart();
      const result = await t.query<{
        addProductsToCart: {
          cart: Cart;
          user_errors: { __typename: string; code: string; message: string }[];
        };
      }>(ADD_ANY, {
        id,
        items: [
          ...grouped.members.map((sku) => ({ sku, quantity: 2, parent_sku: grouped.sku })),
          { sku: 'NO-SUCH-SKU', quantity: 1 },
          { sku: outOfStock, quantity: 1 },
          { sku: simple[4]!.sku, quantity: 99 },
          { sku: configurable.sku, quantity: 1 },
        ],
      });
      expect(result.errors).toBeUndefined();
      const { cart, user_errors } = result.data!.addProductsToCart;
      expect(cart.items.map((item) => [item.product.sku, item.quantity])).toEqual(
        grouped.members.map((sku) => [sku, 2]),
      );
      expect(user_errors).toEqual([
        {
          __typename: 'CartUserInputError',
          code: 'PRODUCT_NOT_FOUND',
          message: 'Could not find a product with SKU "NO-SUCH-SKU"',
        },
        {
          __typename: 'CartUserInputError',
          code: 'NOT_SALABLE',
          message: 'Product that you are trying to add is not available.',
        },
        {
          __typename: 'CartUserInputError',
          code: 'INSUFFICIENT_STOCK',
          message: 'The requested qty is not available',
        },
        {
          __typename: 'CartUserInputError',
          code: 'REQUIRED_PARAMETER_MISSING',
          message: 'You need to choose options for your item.',
        },
      ]);
    });

    it('a grouped product added by its own SKU adds each member', async () => {
      const id = await newCart();
      const result = await t.query<{ addProductsToCart: { cart: Cart; user_errors: unknown[] } }>(
        ADD_ANY,
        { id, items: [{ sku: grouped.sku, quantity: 1 }] },
      );
      expect(result.data!.addProductsToCart.user_errors).toEqual([]);
      expect(
        result.data!.addProductsToCart.cart.items.map((item) => item.product.sku).sort(),
      ).toEqual([...grouped.members].sort());
    });

    it('a cart of virtual products only is virtual', async () => {
      const id = await newCart();
      const added = await t.query<{ addVirtualProductsToCart: { cart: Cart } }>(ADD_VIRTUAL, {
        id,
        items: [{ data: { sku: virtual, quantity: 1 } }],
      });
      expect(added.errors).toBeUndefined();
      expect(added.data!.addVirtualProductsToCart.cart).toMatchObject({
        is_virtual: true,
        items: [{ __typename: 'VirtualCartItem' }],
      });
      const mixed = await addOk(id, simple[1]!.sku, 1);
      expect(mixed.is_virtual).toBe(false);
    });
  });

  describe('changing lines', () => {
    it('updates quantities within the stock, removes a line at 0, and reports the rest', async () => {
      const id = await newCart();
      await addOk(id, simple[1]!.sku, 1);
      const cart = await addOk(id, simple[4]!.sku, 1);
      const [a, b] = cart.items;
      const result = await t.query<{
        updateCartItems: { cart: Cart; errors: { code: string; message: string }[] };
      }>(UPDATE, {
        id,
        items: [
          { cart_item_uid: a!.uid, quantity: 5 },
          { cart_item_uid: b!.uid, quantity: 4 },
          { cart_item_uid: 'OTk5OTk5', quantity: 1 },
        ],
      });
      expect(result.errors).toBeUndefined();
      const { cart: updated, errors } = result.data!.updateCartItems;
      expect(updated.items.map((item) => item.quantity)).toEqual([5, 1]);
      expect(errors).toEqual([
        { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
        {
          code: 'COULD_NOT_FIND_CART_ITEM',
          message: 'Could not find cart item with id: OTk5OTk5.',
        },
      ]);
      const removed = await t.query<{ updateCartItems: { cart: Cart } }>(UPDATE, {
        id,
        items: [{ cart_item_uid: a!.uid, quantity: 0 }],
      });
      expect(removed.data!.updateCartItems.cart.items.map((item) => item.uid)).toEqual([b!.uid]);
    });

    it('removes a line, and refuses a line that is not in the cart', async () => {
      const id = await newCart();
      const cart = await addOk(id, simple[1]!.sku, 1);
      const removed = await t.query<{ removeItemFromCart: { cart: Cart } }>(REMOVE, {
        id,
        uid: cart.items[0]!.uid,
      });
      expect(removed.data!.removeItemFromCart.cart.items).toEqual([]);
      const again = await t.query(REMOVE, { id, uid: cart.items[0]!.uid });
      expect(again.errors?.[0]?.message).toBe("The cart doesn't contain the item");
    });

    it('stores the order fields and a guest e-mail on the cart', async () => {
      const id = await newCart();
      const fields = await t.query<{ addCustomFieldsToCart: { cart: Cart } }>(
        `mutation ($input: AddCustomFieldsToCartInput!) { addCustomFieldsToCart(input: $input) {
          cart { wm_customer_order_fields { customer_ref customer_order_no } } } }`,
        { input: { cart_id: id, customer_ref: ' Kari ', customer_order_no: 'PO-77' } },
      );
      expect(fields.data!.addCustomFieldsToCart.cart.wm_customer_order_fields).toEqual({
        customer_ref: 'Kari',
        customer_order_no: 'PO-77',
      });
      const email = await t.query<{ setGuestEmailOnCart: { cart: { email: string } } }>(
        `mutation ($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`,
        { id, email: 'gjest@example.no' },
      );
      expect(email.data!.setGuestEmailOnCart.cart.email).toBe('gjest@example.no');
      const bad = await t.query(
        `mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "nope" }) { cart { email } } }`,
        { id },
      );
      expect(bad.errors?.[0]?.message).toBe('Invalid email format');
    });
  });

  describe('coupons', () => {
    async function cartWorth(amountSku: string, quantity: number) {
      const id = await newCart();
      await addOk(id, amountSku, quantity);
      return id;
    }
    const apply = (id: string, code: string) =>
      t.query<{ applyCouponToCart: { cart: Cart } }>(APPLY_COUPON, { id, code });

    it('takes 10 % off with VAAR10 (any case), one code at a time, and removes it again', async () => {
      const id = await cartWorth(simple[0]!.sku, 2); // 2500 incl. VAT
      const applied = await apply(id, 'vaar10');
      expect(applied.errors).toBeUndefined();
      const cart = applied.data!.applyCouponToCart.cart;
      expect(cart.applied_coupons).toEqual([{ code: 'VAAR10' }]);
      expect(cart.items[0]!.prices.total_item_discount.value).toBe(250);
      expect(cart.items[0]!.prices.discounts).toEqual([
        { label: 'Vårkampanje 10 %', amount: { value: 250 }, coupon: { code: 'VAAR10' } },
      ]);
      expect(cart.prices).toMatchObject({
        subtotal_including_tax: { value: 2500 },
        subtotal_with_discount_excluding_tax: { value: 1800 },
        grand_total: { value: 2250 },
        applied_taxes: [{ amount: { value: 450 } }],
        discounts: [{ label: 'Vårkampanje 10 %', amount: { value: 250 } }],
      });
      const second = await apply(id, 'RABATT200');
      expect(second.errors?.[0]?.message).toBe(
        'A coupon is already applied to the cart. Please remove it to apply another',
      );
      const removed = await t.query<{ removeCouponFromCart: { cart: Cart } }>(REMOVE_COUPON, {
        id,
      });
      expect(removed.data!.removeCouponFromCart.cart).toMatchObject({
        applied_coupons: [],
        prices: { grand_total: { value: 2500 }, discounts: [] },
      });
    });

    it('takes 200 NOK off with RABATT200', async () => {
      const id = await cartWorth(simple[1]!.sku, 3); // 300
      const cart = (await apply(id, 'RABATT200')).data!.applyCouponToCart.cart;
      expect(cart.prices.grand_total.value).toBe(100);
      expect(cart.prices.discounts[0]!.amount.value).toBe(200);
    });

    it('refuses expired, unknown and below-minimum codes in Magento words, and empty carts', async () => {
      const small = await cartWorth(simple[1]!.sku, 1);
      for (const code of ['HOST2024', 'NOSUCHCODE', 'GARD15']) {
        const result = await apply(small, code);
        expect(result.errors?.[0]).toMatchObject({
          message: `The coupon code "${code}" is not valid.`,
          extensions: { category: 'graphql-no-such-entity' },
        });
      }
      const big = await cartWorth(simple[0]!.sku, 4); // 5000: the minimum of GARD15
      const ok = await apply(big, 'GARD15');
      expect(ok.data!.applyCouponToCart.cart.prices.grand_total.value).toBe(4250);
      const empty = await newCart();
      expect((await apply(empty, 'VAAR10')).errors?.[0]?.message).toBe(
        'Cart does not contain products.',
      );
    });

    it("drops the discount when the cart falls below the code's minimum", async () => {
      const id = await cartWorth(simple[0]!.sku, 4);
      const cart = (await apply(id, 'GARD15')).data!.applyCouponToCart.cart;
      const lowered = await t.query<{ updateCartItems: { cart: Cart } }>(UPDATE, {
        id,
        items: [{ cart_item_uid: cart.items[0]!.uid, quantity: 1 }],
      });
      expect(lowered.data!.updateCartItems.cart).toMatchObject({
        applied_coupons: [],
        prices: { grand_total: { value: 1250 }, discounts: [] },
      });
    });
  });

  describe('customers', () => {
    it('customerCart opens one cart per customer and needs a token', async () => {
      const { token } = await registerCustomer(t);
      const first = await t.query<{ customerCart: Cart }>(CUSTOMER_CART, {}, bearer(token));
      const second = await t.query<{ customerCart: Cart }>(CUSTOMER_CART, {}, bearer(token));
      expect(first.data!.customerCart.id).toMatch(/^[A-Za-z0-9]{32}$/);
      expect(second.data!.customerCart.id).toBe(first.data!.customerCart.id);
      const empty = await t.query<{ createEmptyCart: string }>(
        `mutation { createEmptyCart }`,
        {},
        bearer(token),
      );
      expect(empty.data!.createEmptyCart).toBe(first.data!.customerCart.id);
      const guest = await t.query(CUSTOMER_CART);
      expect(guest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    });

    it("nobody else reads or changes a customer's cart; a customer cannot use a guest cart", async () => {
      const owner = await registerCustomer(t);
      const other = await registerCustomer(t);
      const cart = (await t.query<{ customerCart: Cart }>(CUSTOMER_CART, {}, bearer(owner.token)))
        .data!.customerCart;
      const message = `The current user cannot perform operations on cart "${cart.id}"`;
      for (const headers of [bearer(other.token), undefined]) {
        const read = await t.query(READ, { id: cart.id }, headers);
        expect(read.errors?.[0]).toMatchObject({
          message,
          extensions: { category: 'graphql-authorization' },
        });
        const write = await add(cart.id, simple[1]!.sku, 1, headers);
        expect(write.errors?.[0]?.message).toBe(message);
      }
      const guestCart = await newCart();
      const asCustomer = await t.query(READ, { id: guestCart }, bearer(owner.token));
      expect(asCustomer.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      expect((await t.query(CREATE, {}, bearer(owner.token))).errors?.[0]?.message).toBe(
        'Use `Query.customerCart` for logged in customer.',
      );
    });

    it('offers payment methods by customer type', async () => {
      const codes = (cart: Cart) => cart.available_payment_methods.map((method) => method.code);
      const guest = (await t.query<{ cart: Cart }>(READ, { id: await newCart() })).data!.cart;
      expect(codes(guest)).toEqual(['wm_card', 'wm_credit', 'wm_vipps']);
      const ola = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
      const haugen = await tokenFor(t, DEMO.haugen.email, DEMO.haugen.password);
      const fjelltun = await tokenFor(t, DEMO.fjelltun.email, DEMO.fjelltun.password);
      const cartOf = async (token: string) =>
        (await t.query<{ customerCart: Cart }>(CUSTOMER_CART, {}, bearer(token))).data!
          .customerCart;
      expect(codes(await cartOf(ola))).toEqual(['wm_card', 'wm_credit', 'wm_vipps']);
      expect(codes(await cartOf(haugen))).toEqual(['wm_card', 'wm_invoice']);
      expect(codes(await cartOf(fjelltun))).toEqual(['wm_card']);
      expect((await cartOf(ola)).email).toBe(DEMO.ola.email);
    });
  });

  describe('mergeCarts', () => {
    it("moves a guest cart's items into the customer's, adding up quantities, and closes the guest cart", async () => {
      const { token } = await registerCustomer(t);
      const customerCart = (await t.query<{ customerCart: Cart }>(CUSTOMER_CART, {}, bearer(token)))
        .data!.customerCart.id;
      await addOk(customerCart, simple[1]!.sku, 1, bearer(token));
      const guest = await newCart();
      await addOk(guest, simple[1]!.sku, 2);
      await addOk(guest, simple[2]!.sku, 1);
      await t.query(APPLY_COUPON, { id: guest, code: 'VAAR10' });

      const merged = await t.query<{ mergeCarts: Cart }>(
        MERGE,
        { source: guest, destination: customerCart },
        bearer(token),
      );
      expect(merged.errors).toBeUndefined();
      expect(merged.data!.mergeCarts.id).toBe(customerCart);
      expect(
        merged.data!.mergeCarts.items.map((item) => [item.product.sku, item.quantity]),
      ).toEqual([
        [simple[1]!.sku, 3],
        [simple[2]!.sku, 1],
      ]);
      expect(merged.data!.mergeCarts.applied_coupons).toEqual([{ code: 'VAAR10' }]);

      for (const result of [
        await t.query(READ, { id: guest }),
        await add(guest, simple[1]!.sku, 1),
      ]) {
        expect(result.errors?.[0]).toMatchObject({
          message: "The cart isn't active.",
          extensions: { category: 'graphql-no-such-entity' },
        });
      }
      const again = await t.query(
        MERGE,
        { source: guest, destination: customerCart },
        bearer(token),
      );
      expect(again.errors?.[0]?.message).toBe("The cart isn't active.");
    });

    it('keeps a line the stock cannot cover and says so on the line, instead of dropping it', async () => {
      const { token } = await registerCustomer(t);
      const customerCart = (await t.query<{ customerCart: Cart }>(CUSTOMER_CART, {}, bearer(token)))
        .data!.customerCart.id;
      await addOk(customerCart, simple[4]!.sku, 2, bearer(token));
      const guest = await newCart();
      await addOk(guest, simple[4]!.sku, 2);
      const merged = await t.query<{ mergeCarts: Cart }>(MERGE, { source: guest }, bearer(token));
      const line = merged.data!.mergeCarts.items[0]!;
      expect(line).toMatchObject({
        quantity: 4,
        is_available: false,
        not_available_message: 'The requested qty is not available',
        errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
      });
    });

    it("needs a customer, and refuses another customer's cart as source or destination", async () => {
      const a = await registerCustomer(t);
      const b = await registerCustomer(t);
      const aCart = (await t.query<{ customerCart: Cart }>(CUSTOMER_CART, {}, bearer(a.token)))
        .data!.customerCart.id;
      const guest = await newCart();
      const asGuest = await t.query(MERGE, { source: guest, destination: aCart });
      expect(asGuest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
      const intoOther = await t.query(
        MERGE,
        { source: guest, destination: aCart },
        bearer(b.token),
      );
      expect(intoOther.errors?.[0]?.message).toBe(
        `The current user cannot perform operations on cart "${aCart}"`,
      );
      const fromOther = await t.query(MERGE, { source: aCart }, bearer(b.token));
      expect(fromOther.errors?.[0]?.message).toBe(
        `The current user cannot perform operations on cart "${aCart}"`,
      );
      // Nothing moved: the guest cart is still usable.
      expect((await t.query(READ, { id: guest })).errors).toBeUndefined();
    });
  });

  describe('concurrency', () => {
    it('loses no line and no quantity when 20 adds and updates of one cart run at once', async () => {
      const id = await newCart();
      const seeded = await addOk(id, simple[3]!.sku, 1);
      const seededUid = seeded.items[0]!.uid;
      // Two products, so the parallel adds keep hitting the same lines.
      const skus = [simple[0]!.sku, simple[1]!.sku];
      const adds = Array.from({ length: 20 }, (_, index) =>
        add(id, skus[index % skus.length]!, (index % 3) + 1),
      );
      const updates = Array.from({ length: 5 }, (_, index) =>
        t.query(UPDATE, { id, items: [{ cart_item_uid: seededUid, quantity: index + 2 }] }),
      );
      const results = await Promise.all([...adds, ...updates]);
      for (const result of results) expect(result.errors).toBeUndefined();
      const cart = (await t.query<{ cart: Cart }>(READ, { id })).data!.cart;
      const expected = new Map<string, number>();
      for (let index = 0; index < 20; index++) {
        const sku = skus[index % skus.length]!;
        expected.set(sku, (expected.get(sku) ?? 0) + (index % 3) + 1);
      }
      const lines = new Map(cart.items.map((item) => [item.product.sku, item.quantity]));
      for (const [sku, quantity] of expected) expect(lines.get(sku)).toBe(quantity);
      expect([2, 3, 4, 5, 6]).toContain(lines.get(simple[3]!.sku));
      expect(cart.items).toHaveLength(3);
      const stored = await t.api.db
        .selectFrom('cart_items')
        .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
        .select(sql<number>`count(*)`.as('lines'))
        .where('carts.masked_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.lines)).toBe(3);
    });
  });
});
