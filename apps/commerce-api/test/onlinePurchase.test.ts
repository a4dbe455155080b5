import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, tokenFor } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/** The demo customer whose account says `hide_cart_button` (README: orders through a co-op). */
const NO_ONLINE_PURCHASE = { email: 'lager@bygdelaget.example.no', password: 'Bygdelag-2024' };

const CUSTOMER_CART = `{ customerCart { id items { uid } } }`;
const ADD_ANY = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) { cart { items { uid } } user_errors { code } } }`;
const ADD_SIMPLE = `mutation ($id: String!, $items: [SimpleProductCartItemInput]!) {
  addSimpleProductsToCart(input: { cart_id: $id, cart_items: $items }) { cart { items { uid } } } }`;
const PLACE = `mutation ($id: String!) {
  placeOrder(input: { cart_id: $id }) { errors { code } orderV2 { number } } }`;

interface ErrorBody {
  message: string;
  extensions?: { category?: string; error_code?: string };
}

describe('a customer who may not buy online (hide_cart_button)', () => {
  let t: TestApi;
  let sku: string;

  beforeAll(async () => {
    t = await startTestApi({ productCount: 60 });
    const product = await t.api.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.api.db
      .updateTable('products')
      .set({ quantity: 50 })
      .where('id', '=', product.id)
      .execute();
    sku = product.sku;
  });
  afterAll(() => t.close());

  async function cartOf(token: string) {
    const cart = await t.query<{ customerCart: { id: string; items: unknown[] } }>(
      CUSTOMER_CART,
      {},
      bearer(token),
    );
    expect(cart.errors).toBeUndefined();
    return cart.data!.customerCart;
  }

  function expectRefused(errors: ErrorBody[] | undefined) {
    expect(errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      error_code: 'ONLINE_PURCHASE_NOT_ALLOWED',
    });
  }

  it('can read the cart but adds nothing, by any add mutation', async () => {
    const token = await tokenFor(t, NO_ONLINE_PURCHASE.email, NO_ONLINE_PURCHASE.password);
    const { id } = await cartOf(token);
    const viaAny = await t.query(
      ADD_ANY,
      { id, items: [{ sku, quantity: 1 }] },
      { ...bearer(token), method: 'POST' },
    );
    expectRefused(viaAny.errors as ErrorBody[]);
    const viaSimple = await t.query(
      ADD_SIMPLE,
      { id, items: [{ data: { sku, quantity: 1 } }] },
      { ...bearer(token), method: 'POST' },
    );
    expectRefused(viaSimple.errors as ErrorBody[]);
    expect((await cartOf(token)).items).toEqual([]);
  });

  it('cannot place an order, even of a cart filled before the flag was set', async () => {
    const token = await tokenFor(t, NO_ONLINE_PURCHASE.email, NO_ONLINE_PURCHASE.password);
    const { id } = await cartOf(token);
    // The flag is the shop's to set at any time: a cart filled before keeps its lines.
    await t.api.db
      .updateTable('customers')
      .set({ hide_cart_button: null })
      .where('email', '=', NO_ONLINE_PURCHASE.email)
      .execute();
    const added = await t.query(
      ADD_ANY,
      { id, items: [{ sku, quantity: 1 }] },
      { ...bearer(token), method: 'POST' },
    );
    expect(added.errors).toBeUndefined();
    await t.api.db
      .updateTable('customers')
      .set({ hide_cart_button: true })
      .where('email', '=', NO_ONLINE_PURCHASE.email)
      .execute();
    const placed = await t.query(PLACE, { id }, { ...bearer(token), method: 'POST' });
    expectRefused(placed.errors as ErrorBody[]);
    expect((await cartOf(token)).items).toHaveLength(1);
  });

  it('leaves other customers buying as before', async () => {
    const token = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
    const { id } = await cartOf(token);
    const added = await t.query<{ addProductsToCart: { cart: { items: unknown[] } } }>(
      ADD_ANY,
      { id, items: [{ sku, quantity: 1 }] },
      { ...bearer(token), method: 'POST' },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addProductsToCart.cart.items.length).toBeGreaterThan(0);
  });
});
