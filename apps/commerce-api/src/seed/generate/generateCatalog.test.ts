import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedCatalog, SeedCategory, SeedProduct, SelectAttributeCode } from '../types.js';
import { generateCatalog } from './index.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

function urlPaths(categories: readonly SeedCategory[]): Map<number, string> {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (category: SeedCategory): string[] => {
    const parent = category.parentId === null ? undefined : byId.get(category.parentId);
    if (!parent) return [];
    return [...pathOf(parent), category.urlKey];
  };
  return new Map(categories.map((category) => [category.id, pathOf(category).join('/')]));
}

describe('generateCatalog', () => {
  let catalog: SeedCatalog;
  let products: Map<number, SeedProduct>;
  let categories: Map<number, SeedCategory>;
  let childIds: Map<number, number[]>;

  beforeAll(() => {
    catalog = generateCatalog({ seed: 1, productCount: 2500 });
    products = new Map(catalog.products.map((product) => [product.id, product]));
    categories = new Map(catalog.categories.map((category) => [category.id, category]));
    childIds = new Map();
    for (const category of catalog.categories) {
      if (category.parentId === null) continue;
      childIds.set(category.parentId, [...(childIds.get(category.parentId) ?? []), category.id]);
    }
  });

  describe('determinism', () => {
    it('gives a deep-equal catalogue for the same seed and count', () => {
      expect(generateCatalog({ seed: 42, productCount: 800 })).toEqual(
        generateCatalog({ seed: 42, productCount: 800 }),
      );
    });

    it('gives different products for a different seed', () => {
      const a = generateCatalog({ seed: 1, productCount: 300 }).products;
      const b = generateCatalog({ seed: 2, productCount: 300 }).products;
      expect(a.map((p) => p.sku)).not.toEqual(b.map((p) => p.sku));
    });

    it('honours productCount exactly, small and large', () => {
      for (const count of [0, 1, 37, 99, 100, 101, 600, 2500]) {
        expect(generateCatalog({ seed: 3, productCount: count }).products).toHaveLength(count);
      }
      expect(catalog.products).toHaveLength(2500);
    });

    it('rejects a count that is not a whole number', () => {
      expect(() => generateCatalog({ seed: 1, productCount: -1 })).toThrow(RangeError);
      expect(() => generateCatalog({ seed: 1, productCount: 2.5 })).toThrow(RangeError);
    });
  });

  describe('uniqueness', () => {
    it('has unique product ids, SKUs, URL keys and image files', () => {
      expect(catalog.products.map((p) => p.id)).toEqual(catalog.products.map((_, i) => i + 1));
      expect(duplicates(catalog.products.map((p) => p.sku))).toEqual([]);
      const urlKeys = catalog.products.flatMap((p) => (p.urlKey === null ? [] : [p.urlKey]));
      expect(duplicates(urlKeys)).toEqual([]);
      for (const key of urlKeys) expect(key).toMatch(SLUG);
      expect(duplicates(catalog.products.flatMap((p) => p.images.map((i) => i.file)))).toEqual([]);
    });

    it('gives every visible product a name of its own', () => {
      expect(duplicates(catalog.products.filter((p) => p.visible).map((p) => p.name))).toEqual([]);
    });

    it('has unique option, bundle, selection and link ids', () => {
      expect(duplicates(catalog.attributeOptions.map((o) => o.id))).toEqual([]);
      const options = catalog.products.flatMap((p) => p.bundleOptions);
      expect(duplicates(options.map((o) => o.id))).toEqual([]);
      expect(duplicates(options.flatMap((o) => o.selections.map((s) => s.id)))).toEqual([]);
      const links = catalog.products.flatMap((p) => p.downloadableLinks.map((l) => l.id));
      expect(duplicates(links)).toEqual([]);
    });

    it('has unique, ASCII slugs for finders, brands (per finder), models (per brand) and posts', () => {
      expect(duplicates(catalog.finders.map((f) => f.slug))).toEqual([]);
      for (const finder of catalog.finders) {
        const slugs = catalog.brands.filter((b) => b.finderId === finder.id).map((b) => b.slug);
        expect(duplicates(slugs)).toEqual([]);
      }
      for (const brand of catalog.brands) {
        const slugs = catalog.models.filter((m) => m.brandId === brand.id).map((m) => m.slug);
        expect(slugs.length).toBeGreaterThan(0);
        expect(duplicates(slugs)).toEqual([]);
      }
      const all = [
        ...catalog.finders.map((f) => f.slug),
        ...catalog.brands.map((b) => b.slug),
        ...catalog.models.map((m) => m.slug),
        ...catalog.blogPosts.map((p) => p.slug),
        ...catalog.categories.map((c) => c.urlKey),
      ];
      for (const slug of all) expect(slug).toMatch(SLUG);
      expect(duplicates(catalog.blogPosts.map((p) => p.slug))).toEqual([]);
      expect(duplicates(catalog.models.map((m) => m.id))).toEqual([]);
      expect(duplicates(catalog.brands.map((b) => b.id))).toEqual([]);
    });

    it('has unique category url keys and url paths, none equal to a product URL', () => {
      expect(duplicates(catalog.categories.map((c) => c.id))).toEqual([]);
      expect(duplicates(catalog.categories.map((c) => c.urlKey))).toEqual([]);
      const paths = [...urlPaths(catalog.categories).values()].filter(Boolean);
      expect(duplicates(paths)).toEqual([]);
      const productKeys = new Set(catalog.products.map((p) => p.urlKey));
      for (const path of paths) expect(productKeys.has(path)).toBe(false);
    });
  });

  describe('categories', () => {
    it('has root 2 and three levels below it, products in the leaves', () => {
      const root = categories.get(2);
      expect(root).toMatchObject({
        parentId: null,
        name: 'Default Category',
        urlKey: 'default-category',
        includeInMenu: false,
      });
      expect(catalog.categories.filter((c) => c.parentId === null)).toHaveLength(1);
      const depth = (category: SeedCategory): number =>
        category.parentId === null ? 0 : 1 + depth(categories.get(category.parentId)!);
      const leaves = catalog.categories.filter((c) => !childIds.has(c.id));
      for (const leaf of leaves) expect(depth(leaf)).toBe(3);
      expect(leaves.length).toBeGreaterThanOrEqual(30);
      expect(leaves.length).toBeLessThanOrEqual(60);
      const top = childIds.get(2) ?? [];
      expect(top.length).toBeGreaterThanOrEqual(7);
      expect(top.length).toBeLessThanOrEqual(10);
      const used = new Set(catalog.products.flatMap((p) => p.categoryIds));
      for (const leaf of leaves) expect(used.has(leaf.id), leaf.urlKey).toBe(true);
    });

    it('links landing blocks that exist', () => {
      const blocks = new Set(catalog.cmsBlocks.map((b) => b.identifier));
      const withBlock = catalog.categories.filter((c) => c.landingPageBlock !== null);
      expect(withBlock.length).toBeGreaterThan(0);
      for (const category of withBlock) expect(blocks.has(category.landingPageBlock!)).toBe(true);
    });
  });

  describe('references', () => {
    it('assigns products to leaf categories and fits existing models', () => {
      const models = new Set(catalog.models.map((m) => m.id));
      for (const product of catalog.products) {
        for (const id of product.categoryIds) {
          expect(categories.has(id)).toBe(true);
          expect(childIds.has(id)).toBe(false);
        }
        if (product.visible) expect(product.categoryIds.length).toBeGreaterThan(0);
        expect(product.fitsModelIds.length).toBeLessThanOrEqual(12);
        expect(duplicates(product.fitsModelIds)).toEqual([]);
        for (const id of product.fitsModelIds) expect(models.has(id)).toBe(true);
      }
      for (const brand of catalog.brands) {
        expect(catalog.finders.some((f) => f.id === brand.finderId)).toBe(true);
      }
    });

    it('uses option ids of the right attribute', () => {
      const codeOf = new Map(catalog.attributeOptions.map((o) => [o.id, o.attributeCode]));
      const check = (id: number | null, code: SelectAttributeCode) => {
        if (id !== null) expect(codeOf.get(id)).toBe(code);
      };
      for (const product of catalog.products) {
        check(product.manufacturerOptionId, 'manufacturer');
        check(product.colorOptionId, 'color');
        check(product.productGroupOptionId, 'ag_produktgruppe');
        check(product.deliveryTimeOptionId, 'wm_delivery_time');
        expect(product.productGroupOptionId).not.toBeNull();
      }
      for (const color of catalog.attributeOptions.filter((o) => o.attributeCode === 'color')) {
        expect(color.swatch).toMatch(/^#[0-9a-f]{6}$/);
      }
    });

    it('builds configurable products from hidden colour children', () => {
      const parents = catalog.products.filter((p) => p.type === 'configurable');
      expect(parents.length).toBeGreaterThan(0);
      for (const parent of parents) {
        const children = catalog.products.filter((p) => p.parentId === parent.id);
        expect(children.length).toBeGreaterThanOrEqual(3);
        expect(children.length).toBeLessThanOrEqual(6);
        expect(parent.configurableAttributes).toEqual([
          { attributeCode: 'color', label: 'Farge', position: 0 },
        ]);
        expect(parent.price).toBe(Math.min(...children.map((c) => c.price)));
        expect(duplicates(children.map((c) => c.colorOptionId))).toEqual([]);
        for (const child of children) {
          expect(child).toMatchObject({ type: 'simple', visible: false, urlKey: null });
          expect(child.colorOptionId).not.toBeNull();
        }
      }
      for (const product of catalog.products) {
        if (product.parentId !== null) {
          expect(products.get(product.parentId)?.type).toBe('configurable');
        }
        if (!product.visible) expect(product.parentId).not.toBeNull();
      }
    });

    it('builds bundles and grouped products from existing visible simple products', () => {
      const isSellableSimple = (id: number) => {
        const member = products.get(id);
        return member?.type === 'simple' && member.visible;
      };
      const bundles = catalog.products.filter((p) => p.type === 'bundle');
      expect(bundles.length).toBeGreaterThan(0);
      for (const bundle of bundles) {
        expect(bundle.bundleOptions.length).toBeGreaterThanOrEqual(2);
        for (const option of bundle.bundleOptions) {
          expect(option.selections.length).toBeGreaterThan(0);
          expect(duplicates(option.selections.map((s) => s.productId))).toEqual([]);
          for (const selection of option.selections) {
            expect(isSellableSimple(selection.productId)).toBe(true);
          }
        }
      }
      const grouped = catalog.products.filter((p) => p.type === 'grouped');
      expect(grouped.length).toBeGreaterThan(0);
      for (const group of grouped) {
        expect(group.groupedItems.length).toBeGreaterThanOrEqual(2);
        expect(group.groupedItems.length).toBeLessThanOrEqual(5);
        expect(duplicates(group.groupedItems.map((i) => i.productId))).toEqual([]);
        for (const item of group.groupedItems) expect(isSellableSimple(item.productId)).toBe(true);
        expect(group.price).toBe(
          Math.min(...group.groupedItems.map((i) => products.get(i.productId)!.price)),
        );
      }
    });

    it('links related, up-sell and cross-sell products that exist, never itself', () => {
      for (const product of catalog.products) {
        for (const ids of [product.relatedIds, product.upsellIds, product.crosssellIds]) {
          expect(ids.length).toBeLessThanOrEqual(6);
          expect(duplicates(ids)).toEqual([]);
          expect(ids).not.toContain(product.id);
          for (const id of ids) expect(products.get(id)?.visible).toBe(true);
        }
      }
      expect(catalog.products.filter((p) => p.relatedIds.length > 0).length).toBeGreaterThan(1000);
    });
  });

  it(
    'generates 100 000 products, each visible one with a name of its own',
    { timeout: 120_000 },
    () => {
      const large = generateCatalog({ seed: 1, productCount: 100_000 });
      expect(large.products).toHaveLength(100_000);
      expect(new Set(large.products.map((p) => p.sku)).size).toBe(100_000);
      const names = large.products.filter((p) => p.visible).map((p) => p.name);
      expect(duplicates(names)).toEqual([]);
    },
  );
});
