import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testApi.js';
import { checksums } from './securityHelpers.js';

/**
 * Quantities a shopper could use to pay less than the price: a thousandth of a part costs a
 * thousandth of its price, and 1e-9 of one rounds to nothing. No product is sold in fractions,
 * so any fractional quantity is refused (Magento's message for products without decimal
 * quantities), wherever a quantity enters a cart.
 */
const DECIMAL = 'You cannot use decimal quantity for this product.';
const FRACTIONS = [0.5, 0.001, 1e-9, 1.5, 2.0000001];

describe('fractional quantities', () => {
  let t: TestApi;
  let sku: string;
  let bundle: { sku: string; options: { id: number; selection: number }[] };
  let cart: string;
  let lineUid: string;

  beforeAll(async () => {
    t = await startTestApi();
    const db = t.api.db;
    sku = (
      await db
        .selectFrom('products')
        .select('sku')
        .where('type_id', '=', 'simple')
        .where('visible', '=', true)
        .where('quantity', '>', 10)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).sku;
    const bundleRow = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'bundle')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const options = await db
      .selectFrom('bundle_options as o')
      .innerJoin('bundle_selections as s', 's.option_id', 'o.option_id')
      .select(['o.option_id', 's.selection_id'])
      .where('o.product_id', '=', bundleRow.id)
      .orderBy('o.option_id')
      .orderBy('s.position')
      .execute();
    bundle = {
      sku: bundleRow.sku,
      options: [...new Map(options.map((o) => [o.option_id, o])).values()].map((o) => ({
        id: o.option_id,
        selection: o.selection_id,
      })),
    };
    cart = (
      await t.query<{ createGuestCart: { cart: { id: string } } }>(
        `mutation { createGuestCart { cart { id } } }`,
      )
    ).data!.createGuestCart.cart.id;
    const added = await t.query<{ addProductsToCart: { cart: { items: { uid: string }[] } } }>(
      `mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 2 }]) { cart { items { uid } } } }`,
      { id: cart, sku },
    );
    lineUid = added.data!.addProductsToCart.cart.items[0]!.uid;
  });
  afterAll(() => t?.close());

  it('are refused by addProductsToCart, addSimpleProductsToCart and addBundleProductsToCart, adding nothing', async () => {
    const before = await checksums(t.api.db, ['carts', 'cart_items']);
    for (const quantity of FRACTIONS) {
      const generic = await t.query<{
        addProductsToCart: { user_errors: { code: string; message: string }[] };
      }>(
        `mutation ($id: String!, $sku: String!, $q: Float!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: $q }]) { user_errors { code message } } }`,
        { id: cart, sku, q: quantity },
      );
      expect(generic.data!.addProductsToCart.user_errors, String(quantity)).toEqual([
        { code: 'INVALID_PARAMETER_VALUE', message: DECIMAL },
      ]);
      const simple = await t.query(
        `mutation ($id: String!, $sku: String!, $q: Float!) { addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: $q } }] }) { cart { id } } }`,
        { id: cart, sku, q: quantity },
      );
      expect(simple.errors?.[0]).toMatchObject({
        message: DECIMAL,
        extensions: { category: 'graphql-input' },
      });
      for (const [lineQuantity, optionQuantity] of [
        [quantity, 1],
        [1, quantity],
      ]) {
        const bundled = await t.query(
          `mutation ($id: String!, $items: [BundleProductCartItemInput]!) { addBundleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { id } } }`,
          {
            id: cart,
            items: [
              {
                data: { sku: bundle.sku, quantity: lineQuantity },
                bundle_options: bundle.options.map((option) => ({
                  id: option.id,
                  quantity: optionQuantity,
                  value: [String(option.selection)],
                })),
              },
            ],
          },
        );
        expect(bundled.errors?.[0]?.message, `${lineQuantity} × ${optionQuantity}`).toBe(DECIMAL);
      }
    }
    expect(await checksums(t.api.db, ['carts', 'cart_items'])).toEqual(before);
  });

  it('are refused by updateCartItems, leaving the line as it was', async () => {
    for (const quantity of FRACTIONS) {
      const result = await t.query<{
        updateCartItems: {
          cart: { items: { uid: string; quantity: number }[] };
          errors: { code: string; message: string }[];
        };
      }>(
        `mutation ($id: String!, $uid: ID!, $q: Float!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $q }] }) { cart { items { uid quantity } } errors { code message } } }`,
        { id: cart, uid: lineUid, q: quantity },
      );
      expect(result.data!.updateCartItems).toEqual({
        cart: { items: [{ uid: lineUid, quantity: 2 }] },
        errors: [{ code: 'INVALID_PARAMETER_VALUE', message: DECIMAL }],
      });
    }
  });

  it('whole quantities still work', async () => {
    const result = await t.query<{
      updateCartItems: { cart: { items: { quantity: number }[] } };
    }>(
      `mutation ($id: String!, $uid: ID!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: 3 }] }) { cart { items { quantity } } } }`,
      { id: cart, uid: lineUid },
    );
    expect(result.data!.updateCartItems.cart.items).toEqual([{ quantity: 3 }]);
  });
});
