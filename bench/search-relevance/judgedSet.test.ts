import { beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../../apps/commerce-api/src/seed/generate/index';
import type { SeedCatalog } from '../../apps/commerce-api/src/seed/types';
import { QUERY_CLASSES, type JudgedQuery } from './judgedQuery';
import { buildJudgedSet } from './judgedSet';

describe('the judged search set on the default catalogue', () => {
  let catalog: SeedCatalog;
  let set: JudgedQuery[];

  beforeAll(() => {
    catalog = generateCatalog({ seed: 1, productCount: 2500 });
    set = buildJudgedSet(catalog);
  });

  it('has at least 200 queries, every class with generated or hand-written ones', () => {
    expect(set.length).toBeGreaterThanOrEqual(200);
    for (const queryClass of QUERY_CLASSES) {
      expect(
        set.filter((q) => q.queryClass === queryClass).length,
        queryClass,
      ).toBeGreaterThanOrEqual(20);
    }
    expect(set.some((q) => q.origin === 'generated')).toBe(true);
    expect(set.some((q) => q.origin === 'hand-written')).toBe(true);
  });

  it('expects only visible products of the catalogue, each query something', () => {
    const visible = new Set(catalog.products.filter((p) => p.visible).map((p) => p.sku));
    for (const query of set) {
      expect(query.expected.length, query.query).toBeGreaterThan(0);
      for (const sku of query.expected)
        expect(visible.has(sku), `${query.query}: ${sku}`).toBe(true);
    }
  });

  it('holds each query once', () => {
    const queries = set.map((q) => q.query.toLowerCase());
    expect(new Set(queries).size).toBe(queries.length);
  });

  it('is the same set every time', () => {
    expect(buildJudgedSet(generateCatalog({ seed: 1, productCount: 2500 }))).toEqual(set);
  });

  it('judges a pasted name by the product of that name, and a part number by its owners', () => {
    for (const query of set.filter(
      (q) => q.queryClass === 'pasted-name' && q.origin === 'generated',
    )) {
      expect(query.expected).toHaveLength(1);
      const product = catalog.products.find((p) => p.sku === query.expected[0]);
      expect(product?.name).toBe(query.query);
    }
    const numbered = set.filter((q) => q.queryClass === 'part-number');
    for (const query of numbered) {
      const wanted = query.query.toUpperCase().replace(/[^0-9A-Z]/g, '');
      for (const sku of query.expected) {
        const product = catalog.products.find((p) => p.sku === sku)!;
        const numbers = [product.sku, ...product.partNumbers].map((n) =>
          n.toUpperCase().replace(/[^0-9A-Z]/g, ''),
        );
        expect(numbers, query.query).toContain(wanted);
      }
    }
  });
});
