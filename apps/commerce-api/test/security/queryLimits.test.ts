import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_VARIABLES_DEPTH,
  MAX_VARIABLES_LIST_LENGTH,
  QUERY_LIMITS,
} from '../../src/graphql/createGraphQLHandler.js';
import { startTestApi, type TestApi } from '../testApi.js';
import { expectHarmless, rawPost } from './securityHelpers.js';

/**
 * Hostile queries against the depth, alias, token and cost limits (graphql-armor) and the
 * shop's own bounds: each is refused with a clear error, quickly, and the server keeps
 * answering. "Quickly" is a loose bound (a refused query is parsed and validated, never run);
 * it only catches a limit that lets the work happen first.
 */
const QUICK_MS = 5_000;

const repeat = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index)).join(' ');

interface Hostile {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  /** The refusal's message. */
  message: RegExp;
}

/** The refusal of an operation over `QUERY_LIMITS.maxQueryCost` (before anything runs). */
const TOO_COSTLY = new RegExp(
  `^This query would cost \\d+ to answer; a request may cost at most ${QUERY_LIMITS.maxQueryCost}\\.`,
);

const hostile: Hostile[] = [
  {
    name: 'categories children nested 40 deep',
    query: `{ categories { items { ${'children { '.repeat(40)}uid${' }'.repeat(40)} } } }`,
    message: /depth/i,
  },
  {
    name: 'categories children nested 40 deep through fragments',
    query: `{ categories { items { ...C0 } } } ${repeat(
      40,
      (i) => `fragment C${i} on CategoryTree { children { uid ...C${i + 1} } }`,
    )} fragment C40 on CategoryTree { uid }`,
    message: /depth/i,
  },
  {
    name: '31 aliases of storeConfig',
    query: `{ ${repeat(QUERY_LIMITS.maxAliases + 1, (i) => `a${i}: storeConfig { store_code }`)} }`,
    message: /alias/i,
  },
  {
    name: '30 aliases of 300 products each (9 000 products)',
    query: `{ ${repeat(30, (i) => `p${i}: products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku } }`)} }`,
    message: TOO_COSTLY,
  },
  {
    name: '16 aliases of 300 products with aggregations (4 800 products, 16 aggregations)',
    query: `{ ${repeat(16, (i) => `p${i}: products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku } aggregations { attribute_code options { value count } } }`)} }`,
    message: TOO_COSTLY,
  },
  {
    name: 'a fragment spreading itself through another',
    query: `{ storeConfig { ...A } } fragment A on StoreConfig { store_code ...B } fragment B on StoreConfig { ...A }`,
    message: /Cannot spread fragment "A" within itself/,
  },
  {
    name: 'fragments doubling 30 times (a billion fields when expanded)',
    query: `{ storeConfig { ...F30 } } fragment F0 on StoreConfig { store_code } ${repeat(
      30,
      (i) => `fragment F${i + 1} on StoreConfig { ...F${i} ...F${i} }`,
    )}`,
    message: /cost|depth|token/i,
  },
  {
    name: '5 000 copies of one field',
    query: `{ storeConfig { ${'store_code '.repeat(5000)}} }`,
    message: /token/i,
  },
  {
    name: '1 500 unknown directives on one field',
    query: `{ __typename ${repeat(1500, (i) => `@d${i}`)} }`,
    message: /token|directive/i,
  },
  {
    name: 'products with pageSize 100000',
    query: `{ products(search: "filter", pageSize: 100000) { items { sku } } }`,
    message: /^pageSize value must be 300 or less\.$/,
  },
  {
    name: 'related products nested four times on 300 products',
    query: `{ products(filter: { price: { from: "0" } }, pageSize: 300) { items { related_products { related_products { related_products { related_products { sku } } } } } } }`,
    message: TOO_COSTLY,
  },
];

describe('query limits against hostile queries', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi();
  });
  afterAll(() => t?.close());

  it.each(hostile)('refuses $name clearly and quickly, and keeps serving', async (entry) => {
    const started = performance.now();
    const result = await t.query(entry.query, entry.variables ?? {}, { method: 'POST' });
    const elapsed = performance.now() - started;
    expectHarmless(result, entry.name);
    expect(result.errors?.[0]?.message, entry.name).toMatch(entry.message);
    for (const value of Object.values(result.data ?? {})) expect(value, entry.name).toBeNull();
    expect(elapsed, `${entry.name} took ${Math.round(elapsed)} ms`).toBeLessThan(QUICK_MS);
    const alive = await t.query(`{ storeConfig { store_code } }`);
    expect(alive.errors).toBeUndefined();
  });

  it('refuses an operation over the cost limit before any resolver runs, saying cost and limit', async () => {
    const query = `query ($size: Int) { ${repeat(9, (i) => `p${i}: products(filter: { price: { from: "0" } }, pageSize: $size) { items { sku } }`)} }`;
    const refused = await rawPost(t, JSON.stringify({ query, variables: { size: 300 } }));
    // Execution never started: no `data` at all, where the product budget left partial data.
    expect(refused.body).toEqual({
      errors: [
        {
          message: expect.stringMatching(TOO_COSTLY),
          extensions: {
            category: 'graphql-input',
            error_code: 'QUERY_TOO_COSTLY',
            cost: 27_000,
            max_cost: QUERY_LIMITS.maxQueryCost,
          },
        },
      ],
    });
    // The same document with smaller pages, and the largest page with aggregations, are served.
    const small = await t.query(query, { size: 20 }, { method: 'POST' });
    expect(small.errors).toBeUndefined();
    const largest = await t.query<{ products: { items: unknown[]; aggregations: unknown[] } }>(
      `{ products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku name price_range { minimum_price { final_price { value } } } } aggregations { attribute_code options { value count } } } }`,
    );
    expect(largest.errors).toBeUndefined();
    expect(largest.data!.products.items).toHaveLength(300);
  });

  it('counts depth in fields, not fragment spreads (as Magento does)', async () => {
    // Seven levels of fields with a fragment spread at every level: within the limit of 15
    // (counting each spread as two more levels, as the limit did before, made it 21).
    const query = `{ products(search: "filter", pageSize: 1) { ...P } }
      fragment P on Products { items { ...I } }
      fragment I on ProductInterface { price_range { ...R } }
      fragment R on PriceRange { minimum_price { ...M } }
      fragment M on ProductPrice { regular_price { ...V } }
      fragment V on Money { value ...C }
      fragment C on Money { currency }`;
    const result = await t.query<{
      products: { items: { price_range: { minimum_price: { regular_price: unknown } } }[] };
    }>(query);
    expect(result.errors).toBeUndefined();
    expect(result.data?.products.items[0]?.price_range.minimum_price.regular_price).toMatchObject({
      currency: 'NOK',
    });
  });

  it('refuses variables nested deeper than any input, instead of overflowing the stack (was a 500)', async () => {
    for (const [type, nested] of [
      ['[String]', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
      ['ProductAttributeFilterInput', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
      ['[String]', `${'['.repeat(40)}${']'.repeat(40)}`],
    ] as const) {
      const field =
        type === '[String]' ? 'products(filter: { sku: { in: $v } })' : 'products(filter: $v)';
      const response = await rawPost(
        t,
        `{"query":"query ($v: ${type}) { ${field} { total_count } }","variables":{"v":${nested}}}`,
      );
      expect(response.status, type).toBeLessThan(500);
      expect(response.body).toMatchObject({
        errors: [
          {
            message: `Variables may be nested at most ${MAX_VARIABLES_DEPTH} levels deep.`,
            extensions: { category: 'graphql-input' },
          },
        ],
      });
    }
    // Ordinary nesting (a cart item's entered options: five levels) is untouched.
    const ordinary = await t.query(
      `mutation ($items: [CartItemInput!]!) { addProductsToCart(cartId: "x", cartItems: $items) { cart { id } } }`,
      { items: [{ sku: 'x', quantity: 1, entered_options: [{ uid: 'a', value: 'b' }] }] },
    );
    expect(ordinary.errors?.[0]?.message).toBe('Could not find a cart with ID "x"');
  });

  it('refuses a list variable longer than any client sends (20 000 cart items took 19 s)', async () => {
    const cart = (
      await t.query<{ createGuestCart: { cart: { id: string } } }>(
        `mutation { createGuestCart { cart { id } } }`,
      )
    ).data!.createGuestCart.cart.id;
    const ADD = `mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code } } }`;
    const items = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ sku: `nope-${i}`, quantity: 1 }));
    for (const [query, variables] of [
      [ADD, { id: cart, items: items(20_000) }],
      [
        `mutation ($ids: [ID!]!) { WmWishlistRemoveItems(sharing_code: "x", item_ids: $ids) { user_errors { code } } }`,
        { ids: Array.from({ length: MAX_VARIABLES_LIST_LENGTH + 1 }, (_, i) => String(i)) },
      ],
    ] as const) {
      const started = performance.now();
      const result = await t.query(query, variables, { method: 'POST' });
      expect(performance.now() - started).toBeLessThan(QUICK_MS);
      expect(result.errors?.[0]).toMatchObject({
        message: `A list in the variables may hold at most ${MAX_VARIABLES_LIST_LENGTH} values.`,
        extensions: { category: 'graphql-input' },
      });
    }
    // The most a list may hold is still served.
    const most = await t.query<{ addProductsToCart: { user_errors: unknown[] } }>(ADD, {
      id: cart,
      items: items(MAX_VARIABLES_LIST_LENGTH),
    });
    expect(most.data!.addProductsToCart.user_errors).toHaveLength(MAX_VARIABLES_LIST_LENGTH);
  });

  it('refuses a batch (a JSON array of operations) with 400', async () => {
    const batch = JSON.stringify(
      Array.from({ length: 50 }, () => ({ query: `{ storeConfig { store_code } }` })),
    );
    const response = await rawPost(t, batch);
    expect(response.status).toBe(400);
    expect(response.text).not.toMatch(/"data"/);
  });

  it('refuses a body over 1 MiB (a very long string) with 413 without reading it all', async () => {
    const response = await rawPost(
      t,
      JSON.stringify({
        query: `query ($s: String) { products(search: $s) { total_count } }`,
        variables: { s: 'filter '.repeat(200_000) },
      }),
    );
    expect(response.status).toBe(413);
    expect((await t.query(`{ storeConfig { store_code } }`)).errors).toBeUndefined();
  });

  it('keeps serving others while hostile queries arrive at once', async () => {
    const flood = Array.from({ length: 20 }, (_, i) =>
      t.query(hostile[i % hostile.length]!.query, {}, { method: 'POST' }),
    );
    const ordinary = t.query<{ storeConfig: { store_code: string } }>(
      `{ storeConfig { store_code } }`,
    );
    const [answer, ...refused] = await Promise.all([ordinary, ...flood]);
    expect(answer.data?.storeConfig.store_code).toBeTruthy();
    for (const result of refused) expect(result.errors?.length).toBeGreaterThan(0);
  });
});
