import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from './mailHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Issue 23 through HTTP against a real commerce-api: stock alerts mailed once from the outbox,
 * backorders accepted where the catalogue allows them (and only there), and the fitment fields
 * and the "fits my tractor" filter that keeps universal products.
 */

const SUBSCRIBE = `mutation ($input: WmProductStockAlertInput!) {
  wmSubscribeProductStockAlert(input: $input) { sku email created } }`;
const CREATE = `mutation { createGuestCart { cart { id } } }`;
const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) {
    cart { total_quantity } user_errors { code } } }`;
const PRODUCTS = `query ($filter: ProductAttributeFilterInput!) {
  products(filter: $filter, pageSize: 200) {
    total_count
    items { sku wm_universal_fit wm_backorders wm_supplier_lead_days stock_status
      wm_pf_fitments { model { id } } } } }`;

interface ProductItem {
  sku: string;
  wm_universal_fit: boolean;
  wm_backorders: boolean;
  wm_supplier_lead_days: number | null;
  stock_status: string;
  wm_pf_fitments: { model: { id: number } }[];
}

describe('stock alerts, backorders and fitment', () => {
  let t: TestApi;
  const sku = { waiting: '', backordered: '', inStock: '' };
  let leadDays = 0;

  const setStock = (productSku: string, quantity: number) =>
    fetch(`${t.origin}/dev/stock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: productSku, quantity }),
    });
  const subscribe = (input: { sku: string; email: string }) =>
    t.query<{
      wmSubscribeProductStockAlert: { sku: string; email: string; created: boolean };
    }>(SUBSCRIBE, { input });
  const addToNewCart = async (productSku: string) => {
    const created = await t.query<{ createGuestCart: { cart: { id: string } } }>(CREATE);
    return t.query<{
      addProductsToCart: { cart: { total_quantity: number }; user_errors: { code: string }[] };
    }>(ADD, {
      id: created.data!.createGuestCart.cart.id,
      items: [{ sku: productSku, quantity: 2 }],
    });
  };

  beforeAll(async () => {
    t = await startTestApi({ productCount: 400 });
    const db = t.api.db;
    const soldOut = await db
      .selectFrom('products as p')
      .leftJoin('product_attribute_values as v', (join) =>
        join.onRef('v.product_id', '=', 'p.id').on('v.attribute_code', '=', 'wm_backorders'),
      )
      .select(['p.sku', 'v.value'])
      .where('p.type_id', '=', 'simple')
      .where('p.parent_id', 'is', null)
      .where('p.quantity', '=', 0)
      .where('p.wm_order_product', '=', false)
      .orderBy('p.id')
      .execute();
    sku.waiting = soldOut.find((row) => row.value === null)!.sku;
    sku.backordered = soldOut.find((row) => row.value === '1')!.sku;
    const inStock = await db
      .selectFrom('products')
      .select('sku')
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .where('quantity', '>', 10)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    sku.inStock = inStock.sku;
    const lead = await t.query<{ products: { items: ProductItem[] } }>(PRODUCTS, {
      filter: { sku: { eq: sku.backordered } },
    });
    leadDays = lead.data!.products.items[0]!.wm_supplier_lead_days!;
  });
  afterAll(() => t?.close());

  it('mails a guest exactly once when the stock returns, however often it is asked or raised', async () => {
    const email = 'vent.paa.delen@example.no';
    const first = await subscribe({ sku: sku.waiting, email });
    expect(first.data!.wmSubscribeProductStockAlert).toEqual({
      sku: sku.waiting,
      email,
      created: true,
    });
    const again = await subscribe({ sku: sku.waiting, email: ` ${email.toUpperCase()} ` });
    expect(again.data!.wmSubscribeProductStockAlert.created).toBe(false);
    expect(await outboxFor(t, email)).toEqual([]);

    const raised = await setStock(sku.waiting, 4);
    expect(raised.status).toBe(200);
    expect(await raised.json()).toEqual({ quantity: 4, notified: 1 });
    const mails = await outboxFor(t, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/er på lager igjen$/),
    ]);
    expect(mails[0]!.text).toContain(sku.waiting);

    expect(await (await setStock(sku.waiting, 9)).json()).toEqual({ quantity: 9, notified: 0 });
    expect(await outboxFor(t, email)).toHaveLength(1);
  });

  it('refuses a bad address, an unknown product and a product that can be ordered now', async () => {
    const codes = async (input: { sku: string; email: string }) =>
      (await subscribe(input)).errors?.map(
        (error) => (error.extensions as Record<string, unknown> | undefined)?.['error_code'],
      );
    expect(await codes({ sku: sku.backordered, email: 'ikke-en-adresse' })).toEqual([
      'INVALID_EMAIL',
    ]);
    expect(await codes({ sku: 'NO-SUCH-SKU', email: 'a@example.no' })).toEqual([
      'PRODUCT_NOT_FOUND',
    ]);
    expect(await codes({ sku: sku.inStock, email: 'a@example.no' })).toEqual(['IN_STOCK']);
    expect(await codes({ sku: sku.backordered, email: 'a@example.no' })).toEqual(['IN_STOCK']);
  });

  it('takes a backordered part into the cart, and still refuses one the supplier cannot deliver', async () => {
    expect(leadDays).toBeGreaterThanOrEqual(3);
    const accepted = await addToNewCart(sku.backordered);
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.addProductsToCart).toEqual({
      cart: { total_quantity: 2 },
      user_errors: [],
    });
    await setStock(sku.waiting, 0);
    const refused = await addToNewCart(sku.waiting);
    // Magento's typed code for an out-of-stock product.
    expect(refused.data!.addProductsToCart.user_errors.map((error) => error.code)).toEqual([
      'NOT_SALABLE',
    ]);
  });

  it('answers bad stock updates with 4xx', async () => {
    expect((await setStock('NO-SUCH-SKU', 3)).status).toBe(404);
    expect((await setStock(sku.waiting, -1)).status).toBe(400);
    const broken = await fetch(`${t.origin}/dev/stock`, { method: 'POST', body: '{' });
    expect(broken.status).toBe(400);
  });

  it('keeps universal products when narrowing to a model, and leaves out the parts for others', async () => {
    const all = await t.query<{ products: { items: ProductItem[] } }>(PRODUCTS, {
      filter: { category_id: { eq: '2' } },
    });
    const items = all.data!.products.items;
    const fitted = items.find((item) => item.wm_pf_fitments.length > 0)!;
    const modelId = fitted.wm_pf_fitments[0]!.model.id;
    const flagged = items.filter((item) => item.wm_universal_fit);
    expect(flagged.length).toBeGreaterThan(0);

    const narrowed = await t.query<{ products: { total_count: number; items: ProductItem[] } }>(
      PRODUCTS,
      { filter: { wm_pf_fits_model_id: { eq: String(modelId) } } },
    );
    const kept = narrowed.data!.products.items;
    expect(kept.map((item) => item.sku)).toContain(fitted.sku);
    expect(kept.map((item) => item.sku)).toContain(flagged[0]!.sku);
    for (const item of kept) {
      const fits = item.wm_pf_fitments.some((fitment) => fitment.model.id === modelId);
      expect(fits || item.wm_universal_fit || item.wm_pf_fitments.length === 0).toBe(true);
    }
    const strict = await t.query<{ products: { total_count: number } }>(PRODUCTS, {
      filter: { wm_pf_model_id: { eq: String(modelId) } },
    });
    expect(narrowed.data!.products.total_count).toBeGreaterThan(strict.data!.products.total_count);
  });
});
