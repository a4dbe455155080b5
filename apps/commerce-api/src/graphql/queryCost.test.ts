import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createExecutableSchema, QUERY_LIMITS } from './createGraphQLHandler.js';
import {
  AGGREGATIONS_WEIGHT,
  DEFAULT_LIST_SIZE,
  DEFAULT_PAGE_SIZE,
  LARGEST_PAGE_SIZE,
  PRODUCT_WEIGHT,
  queryCost,
} from './queryCost.js';

const schema = createExecutableSchema();
const cost = (query: string, variables: Record<string, unknown> = {}) =>
  queryCost(parse(query), variables, schema);
const repeat = (count: number, make: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => make(index)).join(' ');

const skus = (pageSize: string) =>
  `products(search: "filter", pageSize: ${pageSize}) { total_count items { sku name } }`;

describe('queryCost', () => {
  it('counts a page of products by its size, each product weighing PRODUCT_WEIGHT', () => {
    expect(cost(`{ ${skus('24')} }`)).toBe(24 * PRODUCT_WEIGHT);
  });

  it('takes Magento’s 20 when no pageSize is given, and ignores currentPage', () => {
    expect(cost(`{ products(search: "filter") { items { sku } } }`)).toBe(
      DEFAULT_PAGE_SIZE * PRODUCT_WEIGHT,
    );
    expect(cost(`{ products(search: "filter", currentPage: 99) { items { sku } } }`)).toBe(
      DEFAULT_PAGE_SIZE * PRODUCT_WEIGHT,
    );
  });

  it('reads pageSize from the variables, else from the variable’s default', () => {
    const query = `query ($size: Int = 5) { products(search: "filter", pageSize: $size) { items { sku } } }`;
    expect(cost(query, { size: 12 })).toBe(12 * PRODUCT_WEIGHT);
    expect(cost(query)).toBe(5 * PRODUCT_WEIGHT);
    expect(cost(query, { size: null })).toBe(5 * PRODUCT_WEIGHT);
  });

  it('clamps a page size to what a page may hold; a value that is no number counts the default', () => {
    for (const [size, counted] of [
      [100_000, LARGEST_PAGE_SIZE],
      [99_999_999_999_999, LARGEST_PAGE_SIZE],
      [-5, 1],
      [0, 1],
      [2.5, 2],
      ['many', DEFAULT_PAGE_SIZE],
    ] as const) {
      const query = `query ($size: Int) { products(search: "filter", pageSize: $size) { items { sku } } }`;
      expect(cost(query, { size }), String(size)).toBe(counted * PRODUCT_WEIGHT);
    }
  });

  it('counts every alias on its own', () => {
    expect(cost(`{ ${repeat(16, (i) => `p${i}: ${skus('300')}`)} }`)).toBe(
      16 * 300 * PRODUCT_WEIGHT,
    );
  });

  it('weighs aggregations, whatever the page size', () => {
    const withAggregations = (size: number) =>
      cost(`{ products(search: "filter", pageSize: ${size}) {
        items { sku } aggregations { attribute_code options { value count } } } }`);
    expect(withAggregations(1)).toBe(PRODUCT_WEIGHT + AGGREGATIONS_WEIGHT);
    expect(withAggregations(300)).toBe(300 * PRODUCT_WEIGHT + AGGREGATIONS_WEIGHT);
  });

  it('multiplies nested lists', () => {
    const related = (depth: number) =>
      `{ products(search: "filter", pageSize: 10) { items { ${'related_products { '.repeat(depth)}sku${' }'.repeat(depth)} } } }`;
    const perProduct = (depth: number): number =>
      depth === 0 ? PRODUCT_WEIGHT : PRODUCT_WEIGHT + DEFAULT_LIST_SIZE * perProduct(depth - 1);
    for (const depth of [0, 1, 2, 4]) expect(cost(related(depth))).toBe(10 * perProduct(depth));
    // A list of plain objects counts 1 an element; single objects and scalars are free.
    expect(
      cost(`{ products(search: "filter", pageSize: 1) { items { media_gallery { url }
        price_range { minimum_price { final_price { value } } } } } }`),
    ).toBe(PRODUCT_WEIGHT + DEFAULT_LIST_SIZE);
  });

  it('expands fragments, named and inline, as if written out', () => {
    const written = cost(
      `{ products(search: "filter") { items { sku related_products { sku } } } }`,
    );
    expect(
      cost(`{ products(search: "filter") { ...P } }
        fragment P on Products { items { ...I } }
        fragment I on ProductInterface { sku ... on SimpleProduct { related_products { sku } } }`),
    ).toBe(written);
    // Spread twice, counted twice.
    expect(
      cost(`{ products(search: "filter") { items { ...R ...R } } }
        fragment R on ProductInterface { related_products { sku } }`),
    ).toBe(written + (written - DEFAULT_PAGE_SIZE * PRODUCT_WEIGHT));
  });

  it('expands fragments that double 30 times without doing the billion expansions', () => {
    const query = `{ products(search: "filter", pageSize: 1) { items { ...F30 } } }
      fragment F0 on ProductInterface { related_products { sku } }
      ${repeat(30, (i) => `fragment F${i + 1} on ProductInterface { ...F${i} ...F${i} }`)}`;
    expect(cost(query)).toBe(PRODUCT_WEIGHT + 2 ** 30 * DEFAULT_LIST_SIZE * PRODUCT_WEIGHT);
  });

  it('adds a tree’s deeper levels instead of multiplying them', () => {
    const levels = (depth: number) =>
      cost(`{ megaMenuItems { uid ${'children { uid '.repeat(depth)}${'} '.repeat(depth)}} }`);
    const firstLevel = levels(1) - levels(0);
    expect(levels(3) - levels(2)).toBe(firstLevel);
    expect(levels(14) - levels(13)).toBe(firstLevel);
  });

  it('leaves introspection and scalars free', () => {
    expect(cost(`{ __schema { types { name fields { name args { name } } } } }`)).toBe(0);
    expect(cost(`{ storeConfig { store_code } }`)).toBe(0);
  });

  it('costs a document of several operations as its costliest', () => {
    expect(cost(`query A { ${skus('2')} } query B { ${skus('30')} }`)).toBe(30 * PRODUCT_WEIGHT);
  });

  it('knows paged items without the schema (products then weigh as any element)', () => {
    expect(queryCost(parse(`{ ${skus('24')} }`), {})).toBe(24);
    expect(queryCost(parse(`{ a: ${skus('24')} b: ${skus('6')} }`), undefined)).toBe(30);
  });
});

/** Every operation document the SDK sends (codegen inlines their fragments). */
function sdkDocuments(): { name: string; query: string }[] {
  const root = new URL('../../../../packages/sdk/src/', import.meta.url);
  const files = (readdirSync(root, { recursive: true }) as string[]).filter((file) =>
    file.endsWith('.generated.ts'),
  );
  return files.flatMap((file) =>
    [
      ...readFileSync(new URL(file, root), 'utf8').matchAll(
        /export const (\w+)Document = ("(?:[^"\\]|\\.)*")/g,
      ),
    ].map((match) => ({ name: match[1]!, query: JSON.parse(match[2]!) as string })),
  );
}

describe('the query cost limit', () => {
  const documents = sdkDocuments();

  it('finds the SDK’s documents', () => {
    expect(documents.length).toBeGreaterThan(50);
    expect(documents.map((document) => document.name)).toEqual(
      expect.arrayContaining(['ProductList', 'MegaMenu', 'MenuCategories', 'CustomerWishlist']),
    );
  });

  it('passes every SDK operation, even with every page at the largest size the API serves', () => {
    const largest = { pageSize: LARGEST_PAGE_SIZE, categoryCount: LARGEST_PAGE_SIZE };
    const over = documents
      .map(({ name, query }) => ({ name, cost: cost(query, largest) }))
      .filter((entry) => entry.cost > QUERY_LIMITS.maxQueryCost);
    expect(over).toEqual([]);
  });

  it('refuses 16 aliases of 300 products with aggregations, and more than 5 000 products', () => {
    const pages = (count: number, extra = '') =>
      `{ ${repeat(count, (i) => `p${i}: products(filter: { price: { from: "0" } }, pageSize: 300) { items { sku } ${extra} }`)} }`;
    const aggregations = 'aggregations { attribute_code options { value count } }';
    for (const query of [
      pages(16, aggregations),
      pages(30),
      pages(17),
      `{ products(filter: { price: { from: "0" } }, pageSize: 300) { items { related_products { related_products { related_products { related_products { sku } } } } } } }`,
    ]) {
      expect(cost(query)).toBeGreaterThan(QUERY_LIMITS.maxQueryCost);
    }
  });
});
