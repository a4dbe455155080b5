import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, registerCustomer, tokenFor } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * `reorderItems`: an order's lines go into the customer's cart again; each line that cannot is
 * reported in `userInputErrors` with Magento's code and its SKU as the path.
 */

const REORDER = `mutation ($number: String!) {
  reorderItems(orderNumber: $number) {
    cart { id items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } }
    userInputErrors { code message path }
  }
}`;

interface ReorderResult {
  reorderItems: {
    cart: {
      id: string;
      items: { quantity: number; product: { sku: string }; configured_variant?: { sku: string } }[];
    };
    userInputErrors: { code: string; message: string; path: string[] }[];
  };
}

describe('reorderItems', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 120 });
  });
  afterAll(() => t?.close());

  /** Ola's seeded order with the most simple lines, and those lines. */
  async function olasOrder() {
    const customer = await t.api.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', DEMO.ola.email)
      .executeTakeFirstOrThrow();
    const lines = await t.api.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['orders.number', 'order_items.id', 'order_items.sku', 'order_items.product_id'])
      .select(['order_items.quantity', 'order_items.product_type'])
      .where('orders.customer_id', '=', customer.id)
      .where('order_items.product_type', '=', 'simple')
      .orderBy('order_items.id')
      .execute();
    const counts = new Map<string, number>();
    for (const line of lines) counts.set(line.number, (counts.get(line.number) ?? 0) + 1);
    const [number] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    return { number, lines: lines.filter((line) => line.number === number) };
  }

  it('adds the available lines and reports the rest by SKU, none dropped', async () => {
    const { number, lines } = await olasOrder();
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const [gone, soldOut, ...rest] = lines;
    // The last line is short: one fewer in stock than was ordered, so that many are added.
    const short = rest.pop()!;
    await t.api.db
      .updateTable('order_items')
      .set({ quantity: 3 })
      .where('id', '=', short.id)
      .execute();
    await t.api.db
      .updateTable('products')
      .set({ quantity: 2 })
      .where('id', '=', short.product_id!)
      .execute();
    // One line's product has left the catalogue; another has no stock left.
    await t.api.db
      .updateTable('order_items')
      .set({ sku: 'UTGATT-0001', product_id: null })
      .where('id', '=', gone!.id)
      .execute();
    await t.api.db
      .updateTable('products')
      .set({ quantity: 0 })
      .where('id', '=', soldOut!.product_id!)
      .execute();
    for (const line of rest) {
      await t.api.db
        .updateTable('products')
        .set({ quantity: 1000 })
        .where('id', '=', line.product_id!)
        .execute();
    }

    const token = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
    const result = await t.query<ReorderResult>(REORDER, { number }, bearer(token));
    expect(result.errors).toBeUndefined();
    const { cart, userInputErrors } = result.data!.reorderItems;
    expect(userInputErrors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: expect.any(String), path: ['UTGATT-0001'] },
      { code: 'NOT_SALABLE', message: expect.any(String), path: [soldOut!.sku] },
      { code: 'INSUFFICIENT_STOCK', message: expect.stringContaining('2 of 3'), path: [short.sku] },
    ]);
    expect(cart.items).toContainEqual(
      expect.objectContaining({ product: { sku: short.sku }, quantity: 2 }),
    );
    for (const line of rest) {
      expect(cart.items).toContainEqual(
        expect.objectContaining({ product: { sku: line.sku }, quantity: line.quantity }),
      );
    }
    expect(cart.items.some((item) => item.product.sku === soldOut!.sku)).toBe(false);
  });

  it("refuses another customer's order number as not found", async () => {
    const { number } = await olasOrder();
    const { token } = await registerCustomer(t);
    const result = await t.query(REORDER, { number }, bearer(token));
    expect(result.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-no-such-entity',
      error_code: 'ORDER_NOT_FOUND',
    });
  });
});
