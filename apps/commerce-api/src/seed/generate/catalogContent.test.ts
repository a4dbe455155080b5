import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedCatalog, SeedCategory, SeedProduct } from '../types.js';
import { generateCatalog } from './index.js';
import { slugify } from './slugify.js';

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

describe('generated catalogue content', () => {
  let catalog: SeedCatalog;
  let categories: Map<number, SeedCategory>;
  let childIds: Map<number, number[]>;

  beforeAll(() => {
    catalog = generateCatalog({ seed: 1, productCount: 2500 });
    categories = new Map(catalog.categories.map((category) => [category.id, category]));
    childIds = new Map();
    for (const category of catalog.categories) {
      if (category.parentId === null) continue;
      childIds.set(category.parentId, [...(childIds.get(category.parentId) ?? []), category.id]);
    }
  });

  describe('products', () => {
    it('marks universal items "passer alle" and lets the supplier backorder some sold-out parts', () => {
      const universal = catalog.products.filter((p) => p.attributeValues.wm_universal_fit === '1');
      expect(universal.length).toBeGreaterThan(10);
      // Universal items are made without a tractor brand: none of them lists fitments.
      expect(universal.filter((p) => p.fitsModelIds.length > 0)).toEqual([]);
      const backordered = catalog.products.filter((p) => p.attributeValues.wm_backorders === '1');
      expect(backordered.length).toBeGreaterThan(5);
      for (const product of backordered) {
        expect(product.quantity).toBe(0);
        expect(product.orderProduct).toBe(false);
        expect(Number(product.attributeValues.wm_supplier_lead_days)).toBeGreaterThanOrEqual(3);
      }
      const soldOut = catalog.products.filter(
        (p) => p.type === 'simple' && p.quantity === 0 && !p.orderProduct,
      );
      expect(backordered.length).toBeLessThan(soldOut.length);
    });

    it('gives parts technical values, packaging on some and free freight on dear ones', () => {
      const simple = catalog.products.filter((p) => p.type === 'simple' && p.visible);
      const share = (test: (p: SeedProduct) => boolean) =>
        simple.filter(test).length / simple.length;
      expect(share((p) => Object.keys(p.attributeValues).length > 0)).toBeGreaterThan(0.8);
      expect(share((p) => p.attributeValues.wm_package !== undefined)).toBeGreaterThan(0.3);
      expect(share((p) => p.attributeValues.wm_free_fright === '1')).toBeGreaterThan(0.05);
      for (const product of catalog.products) {
        if (product.attributeValues.wm_free_fright === '1') {
          expect(product.orderProduct).toBe(false);
        }
        if (product.type === 'virtual' || product.type === 'downloadable') {
          expect(product.attributeValues).toEqual({});
        }
      }
      const dimensions = simple.flatMap((p) => p.attributeValues.wm_dimensions ?? []);
      for (const text of dimensions.slice(0, 50)) {
        const [length, width, height] = text.replace(' mm', '').split(' × ').map(Number);
        expect(length).toBeGreaterThanOrEqual(width!);
        expect(width).toBeGreaterThanOrEqual(height!);
      }
    });

    it('mixes every product type', () => {
      const count = (type: string) => catalog.products.filter((p) => p.type === type).length;
      expect(count('simple')).toBeGreaterThan(2000);
      expect(count('configurable')).toBeGreaterThanOrEqual(25);
      expect(count('bundle')).toBeGreaterThanOrEqual(10);
      expect(count('grouped')).toBeGreaterThanOrEqual(10);
      expect(count('virtual')).toBeGreaterThan(0);
      expect(count('downloadable')).toBeGreaterThan(0);
      for (const product of catalog.products.filter((p) => p.type === 'downloadable')) {
        expect(product.downloadableLinks.length).toBeGreaterThan(0);
        expect(product.name).toMatch(/\(PDF\)$/);
      }
      expect(catalog.products.some((p) => p.orderProduct)).toBe(true);
    });

    it('has realistic prices, stock and reviews', () => {
      for (const product of catalog.products) {
        expect(product.price).toBeGreaterThan(0);
        expect(Number.isInteger(product.price)).toBe(true);
        if (product.specialPrice !== null) {
          expect(product.specialPrice).toBeGreaterThan(0);
          expect(product.specialPrice).toBeLessThan(product.price);
        }
        expect(Number.isInteger(product.quantity)).toBe(true);
        expect(product.quantity).toBeGreaterThanOrEqual(0);
        expect(product.ratingSummary).toBeGreaterThanOrEqual(0);
        expect(product.ratingSummary).toBeLessThanOrEqual(100);
        expect(product.reviewCount).toBeGreaterThanOrEqual(0);
        expect(product.reviewCount).toBeLessThanOrEqual(40);
        if (product.reviewCount === 0) expect(product.ratingSummary).toBe(0);
        expect(product.images.length).toBeGreaterThanOrEqual(1);
        expect(product.images.length).toBeLessThanOrEqual(8);
      }
      const galleries = catalog.products.filter((p) => p.images.length >= 6);
      expect(galleries.length).toBeGreaterThan(20);
      expect(galleries.length).toBeLessThan(catalog.products.length * 0.08);
      const simple = catalog.products.filter((p) => p.type === 'simple');
      const share = (test: (p: SeedProduct) => boolean) =>
        simple.filter(test).length / simple.length;
      expect(share((p) => p.quantity === 0)).toBeGreaterThan(0.04);
      expect(share((p) => p.quantity === 0)).toBeLessThan(0.14);
      expect(share((p) => p.quantity >= 1 && p.quantity <= 4)).toBeGreaterThan(0.05);
      expect(share((p) => p.specialPrice !== null)).toBeGreaterThan(0.05);
      expect(share((p) => p.specialPrice !== null)).toBeLessThan(0.15);
      expect(share((p) => p.reviewCount === 0)).toBeGreaterThan(0.3);
    });

    it('gives every part an OEM number in its make’s format', () => {
      const parts = catalog.products.filter(
        (p) => p.type === 'simple' && p.visible && p.fitsModelIds.length > 0,
      );
      expect(parts.length).toBeGreaterThan(1000);
      for (const part of parts) expect(part.partNumbers.length).toBeGreaterThan(0);
      const formats: [prefix: string, pattern: RegExp][] = [
        ['MF-', /^\d{7}M\d{1,2}$/],
        ['JD-', /^(RE|AL|AR|AT|R|L)\d{5,6}$/],
        ['FE-', /^[FXG]\d{12}$/],
        ['KU-', /^[0-9A-Z]{5}-\d{5}$/],
        ['ZE-', /^(\d{8}|\d{6})$/],
        ['CL-', /^000\d{7}$/],
        ['IH-', /^\d{6,7}R9?\d$/],
        ['DB-', /^K\d{6,7}$/],
      ];
      for (const [prefix, pattern] of formats) {
        const ofMake = parts.filter((p) => p.sku.startsWith(prefix));
        expect(ofMake.length, prefix).toBeGreaterThan(0);
        for (const part of ofMake) expect(part.partNumbers[0]).toMatch(pattern);
      }
      const numbers = new Set(parts.flatMap((p) => p.partNumbers));
      for (const number of ['3595854M1', '3595854 M1', 'RE504836', 'RE 504836', '70113521']) {
        expect(numbers.has(number), number).toBe(true);
      }
      const written = parts.flatMap((p) => p.partNumbers).filter((n) => /[\s-]/.test(n));
      expect(written.length).toBeGreaterThan(100);
    });

    it('names parts after the machines they fit, in Norwegian', () => {
      const names = catalog.products.map((p) => p.name);
      expect(names.some((n) => /^Drivstoffilter.* – Massey Ferguson /.test(n))).toBe(true);
      expect(names.some((n) => /^Startmotor 12V \d,\d kW – /.test(n))).toBe(true);
      expect(names.some((n) => /^Servicesett \d+ timer – /.test(n))).toBe(true);
      expect(names.some((n) => /^Filterpakke – /.test(n))).toBe(true);
    });

    it('uses Magento-style image paths', () => {
      for (const product of catalog.products) {
        for (const image of product.images) {
          const match = /^\/([a-z0-9_])\/([a-z0-9_])\/([a-z0-9-]+)-\d\.svg$/.exec(image.file);
          expect(match, image.file).not.toBeNull();
          expect(match![3]!.slice(0, 2)).toBe(`${match![1]}${match![2]}`);
        }
      }
    });

    it('spreads timestamps over 2024–2026', () => {
      for (const product of catalog.products) {
        expect(product.createdAt >= '2024-01-01').toBe(true);
        expect(product.createdAt < '2026-01-02').toBe(true);
        expect(product.updatedAt >= product.createdAt).toBe(true);
        expect(product.updatedAt <= '2026-06-30T23:59:59.999Z').toBe(true);
      }
    });
  });

  describe('finders and content', () => {
    it('has the tractor finder first and real models', () => {
      expect(catalog.finders.length).toBeGreaterThanOrEqual(3);
      expect(catalog.finders[0]).toMatchObject({ id: 1, name: 'Traktor', slug: 'traktor' });
      const tractorBrands = catalog.brands.filter((b) => b.finderId === 1);
      const modelsOf = (name: string) => {
        const brand = tractorBrands.find((b) => b.name === name);
        return catalog.models.filter((m) => m.brandId === brand?.id).map((m) => m.name);
      };
      expect(modelsOf('Massey Ferguson')).toEqual(expect.arrayContaining(['135', '5445', '7718']));
      expect(modelsOf('John Deere')).toEqual(expect.arrayContaining(['3130', '6R 150']));
      expect(modelsOf('Fendt')).toEqual(expect.arrayContaining(['Farmer 308', '724 Vario']));
      expect(modelsOf('Valtra')).toEqual(expect.arrayContaining(['N154e', 'T234']));
      expect(tractorBrands.length).toBeGreaterThanOrEqual(15);
      for (const model of catalog.models) {
        if (model.yearFrom !== null && model.yearTo !== null) {
          expect(model.yearTo).toBeGreaterThanOrEqual(model.yearFrom);
        }
        if (model.yearFrom !== null) expect(model.yearFrom).toBeGreaterThan(1940);
      }
    });

    it('has the CMS pages, blocks and blog posts the storefront asks for', () => {
      const pages = catalog.cmsPages.map((p) => p.identifier);
      for (const id of [
        'home',
        'faq',
        'kontakt-oss',
        'kjopsvilkar',
        'personvern',
        'om-oss',
        'no-route',
      ]) {
        expect(pages).toContain(id);
      }
      expect(duplicates(pages)).toEqual([]);
      const blocks = catalog.cmsBlocks.map((b) => b.identifier);
      for (const id of ['top-bar', 'top-menu', 'footer-links', 'footer-contact']) {
        expect(blocks).toContain(id);
      }
      expect(duplicates(blocks)).toEqual([]);
      const faq = catalog.cmsPages.find((p) => p.identifier === 'faq')!;
      expect(faq.content.match(/<h3>/g)?.length).toBeGreaterThanOrEqual(10);
      expect(faq.content).toContain('6000 kr');
      expect(faq.content).toContain('14 dager');
      expect(catalog.blogPosts.length).toBeGreaterThanOrEqual(8);
      expect(catalog.blogPosts.length).toBeLessThanOrEqual(12);
      for (const post of catalog.blogPosts) expect(post.image).toBe(`/blog/${post.slug}.svg`);
    });

    it('links the home page to categories that exist', () => {
      const home = catalog.cmsPages.find((p) => p.identifier === 'home')!.content;
      const paths = new Set([...urlPaths(catalog.categories).values()].map((p) => `/${p}.html`));
      const links = [...home.matchAll(/href="([^"]+\.html)"/g)].map((m) => m[1]!);
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) expect(paths.has(link), link).toBe(true);
      expect(home).toContain('href="/parts"');
      expect(home).toContain('href="/aktuelt"');
    });

    it('mirrors the category tree in the mega menu', () => {
      const items = new Map(catalog.menuItems.map((item) => [item.id, item]));
      const paths = urlPaths(catalog.categories);
      const depth = (id: number | null): number =>
        id === null ? 0 : 1 + depth(items.get(id)?.parentId ?? null);
      for (const item of catalog.menuItems) {
        if (item.parentId !== null) expect(items.has(item.parentId)).toBe(true);
        expect(depth(item.id)).toBeLessThanOrEqual(3);
        expect(item.colsNb).toBeGreaterThanOrEqual(1);
        expect(item.colsNb).toBeLessThanOrEqual(4);
        if (item.linkType === 'category') {
          const id = Number(Buffer.from(item.linkUid!, 'base64').toString());
          expect(categories.has(id)).toBe(true);
          expect(item.link).toBe(`/${paths.get(id)}.html`);
        }
      }
      const top = catalog.menuItems.filter((item) => item.parentId === null);
      const topCategories = top.filter((item) => item.linkType === 'category');
      expect(topCategories).toHaveLength(childIds.get(2)!.length);
      expect(top).toContainEqual(expect.objectContaining({ linkType: 'internal', link: '/parts' }));
      expect(top).toContainEqual(
        expect.objectContaining({ linkType: 'internal', link: '/aktuelt' }),
      );
      expect(top.filter((item) => item.linkType === 'external')).toHaveLength(1);
      expect(catalog.menuItems.filter((item) => depth(item.id) === 3).length).toBeGreaterThan(20);
    });

    it('lists the delivery countries, Norway first', () => {
      expect(catalog.countries[0]).toMatchObject({ id: 'NO', nameNb: 'Norge', nameEn: 'Norway' });
      expect(catalog.countries.map((c) => c.id)).toEqual(
        expect.arrayContaining(['SE', 'DK', 'FI', 'IS', 'DE', 'NL', 'GB', 'PL', 'FR']),
      );
    });
  });

  it('slugifies Norwegian and German letters to ASCII', () => {
    expect(slugify('Pöttinger')).toBe('pottinger');
    expect(slugify('Kraftuttak (PTO)')).toBe('kraftuttak-pto');
    expect(slugify('Førerseter og Blåkläder')).toBe('forerseter-og-blaklader');
    expect(slugify('Hytte og komfort – Ærlig')).toBe('hytte-og-komfort-aerlig');
    expect(slugify('T6.155')).toBe('t6-155');
    expect(slugify('Süd')).toBe('sud');
  });
});
