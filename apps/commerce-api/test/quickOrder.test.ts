import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Quick order (issue 24) through HTTP against a real commerce-api: part numbers as buyers type
 * them resolved in one request, and `addProductsToCart` naming each refused item's place.
 */

const RESOLVE = `query ($numbers: [String!]!) {
  wmResolvePartNumbers(part_numbers: $numbers) {
    part_number status match_count parent_sku product { sku name stock_status } } }`;
const CREATE = `mutation { createGuestCart { cart { id } } }`;
const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $id, cartItems: $items) {
    cart { total_quantity items { product { sku } quantity } }
    user_errors { code message ... on CartUserInputError { wm_cart_item_position } } } }`;

interface Match {
  part_number: string;
  status: string;
  match_count: number;
  parent_sku: string | null;
  product: { sku: string; name: string; stock_status: string } | null;
}

describe('wmResolvePartNumbers and addProductsToCart positions', () => {
  let t: TestApi;
  const resolve = async (numbers: string[]) => {
    const answer = await t.query<{ wmResolvePartNumbers: Match[] }>(
      RESOLVE,
      { numbers },
      {
        method: 'POST',
      },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.wmResolvePartNumbers;
  };

  beforeAll(async () => {
    t = await startTestApi({ productCount: 400 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds a product by an OEM number written with spaces, dashes or in lower case', async () => {
    const row = await t.api.db
      .selectFrom('products')
      .select(['sku', 'part_numbers'])
      .where('visible', '=', true)
      .where('type_id', '=', 'simple')
      .where(sql<boolean>`cardinality(part_numbers) > 0`)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const oem = row.part_numbers[0]!;
    const spaced = oem.replace(/(\d)(?=\d{3}$)/, '$1 ').toLowerCase();
    const dashed = oem.split('').join('-');
    const matches = await resolve([spaced, dashed, row.sku.toLowerCase()]);
    for (const match of matches) {
      // A cross-reference several products share is ambiguous; the SKU never is.
      if (match.status === 'FOUND') expect(match.product!.sku).toBe(row.sku);
      else expect(match.status).toBe('AMBIGUOUS');
    }
    expect(matches.map((match) => match.part_number)).toEqual([
      spaced,
      dashed,
      row.sku.toLowerCase(),
    ]);
    expect(matches[2]).toMatchObject({
      status: 'FOUND',
      match_count: 1,
      product: { sku: row.sku },
    });
  });

  it('answers NOT_FOUND, EMPTY and a variant with its parent, in the order given', async () => {
    const variant = await t.api.db
      .selectFrom('products as v')
      .innerJoin('products as p', 'p.id', 'v.parent_id')
      .select(['v.sku as sku', 'p.sku as parentSku'])
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const matches = await resolve(['ZZ-NO-SUCH-999', ' - ', variant.sku]);
    expect(matches.map((match) => match.status)).toEqual(['NOT_FOUND', 'EMPTY', 'FOUND']);
    expect(matches[0]).toMatchObject({ product: null, match_count: 0 });
    expect(matches[2]).toMatchObject({
      parent_sku: variant.parentSku,
      product: { sku: variant.sku },
    });
  });

  it('resolves 200 numbers in one request and refuses 201 as bad input', async () => {
    const skus = (
      await t.api.db
        .selectFrom('products')
        .select('sku')
        .where('visible', '=', true)
        .limit(200)
        .execute()
    ).map((row) => row.sku);
    const numbers = Array.from({ length: 200 }, (_, i) => skus[i % skus.length]!);
    const matches = await resolve(numbers);
    expect(matches).toHaveLength(200);
    expect(matches.every((match) => match.status === 'FOUND')).toBe(true);

    // Inline, past the variables' own list limit, so the resolver's check answers.
    const inline = `{ wmResolvePartNumbers(part_numbers: ${JSON.stringify([...numbers, 'X1'])}) { status } }`;
    const refused = await t.query(inline, {}, { method: 'POST' });
    expect(refused.status).toBe(200);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      category: 'graphql-input',
      error_code: 'INVALID_PARAMETER_VALUE',
      max: 200,
    });
  });

  it('names the place of each refused item in addProductsToCart', async () => {
    const inStock = await t.api.db
      .selectFrom('products')
      .select('sku')
      .where('visible', '=', true)
      .where('type_id', '=', 'simple')
      .where('quantity', '>', 5)
      .where('wm_order_product', '=', false)
      .orderBy('id')
      .limit(2)
      .execute();
    const created = await t.query<{ createGuestCart: { cart: { id: string } } }>(CREATE);
    const added = await t.query<{
      addProductsToCart: {
        cart: { total_quantity: number };
        user_errors: { code: string; wm_cart_item_position: number | null }[];
      };
    }>(ADD, {
      id: created.data!.createGuestCart.cart.id,
      items: [
        { sku: inStock[0]!.sku, quantity: 1 },
        { sku: 'ZZ-NO-SUCH-999', quantity: 1 },
        { sku: inStock[1]!.sku, quantity: 2 },
        { sku: inStock[0]!.sku, quantity: 100000 },
      ],
    });
    expect(added.errors).toBeUndefined();
    const result = added.data!.addProductsToCart;
    expect(result.cart.total_quantity).toBe(3);
    expect(result.user_errors.map((error) => [error.code, error.wm_cart_item_position])).toEqual([
      ['PRODUCT_NOT_FOUND', 1],
      ['INSUFFICIENT_STOCK', 3],
    ]);
  });
});
