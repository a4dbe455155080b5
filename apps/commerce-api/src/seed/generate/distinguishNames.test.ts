import { beforeAll, describe, expect, it } from 'vitest';
import type { SeedCatalog, SeedProduct } from '../types.js';
import { generateCatalog } from './generateCatalog.js';
import { NAME_DETAILS } from './nameDetails.js';

const DETAIL_END = /^(,| –|$)/;

/** The specification values of the name's details, e.g. `høyde 142 mm` → wm_height_mm 142. */
function statedValues(name: string) {
  const stated: [code: string, value: string][] = [];
  for (const dimensions of Object.values(NAME_DETAILS)) {
    for (const option of dimensions.flat()) {
      const at = name.indexOf(`, ${option.text}`);
      if (at < 0 || !DETAIL_END.test(name.slice(at + option.text.length + 2))) continue;
      stated.push(...Object.entries(option.values ?? {}));
    }
  }
  return stated;
}

describe('distinguishNames (through the default catalogue)', () => {
  let catalog: SeedCatalog;
  let visible: SeedProduct[];
  let byId: Map<number, SeedProduct>;

  beforeAll(() => {
    catalog = generateCatalog({ seed: 1, productCount: 2500 });
    visible = catalog.products.filter((product) => product.visible);
    byId = new Map(catalog.products.map((product) => [product.id, product]));
  });

  it('tells apart what the issue found sharing a name by what differs', () => {
    const trousers = visible.filter((p) => p.name.startsWith('Arbeidsbukse med knelommer, '));
    expect(trousers.length).toBeGreaterThanOrEqual(4);
    for (const product of trousers) {
      expect(product.name).toMatch(
        /^Arbeidsbukse med knelommer, (herre|dame)modell, .+ – (Blåkläder|Mascot)$/,
      );
    }
    const hoses = visible.filter((p) => p.name.startsWith('Hydraulikkslange 1/2" 2500 mm, '));
    expect(hoses.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps names Norwegian and readable: the part first, then its details, then the fit or the maker', () => {
    for (const { name } of visible) {
      expect(name).not.toMatch(/ – .* – .* – /);
      expect(name).not.toMatch(/,,|, –|\s{2}/);
    }
  });

  it('sets the specification values the name states', () => {
    let checked = 0;
    for (const product of visible) {
      for (const [code, value] of statedValues(product.name)) {
        expect(product.attributeValues, product.name).toHaveProperty(code, value);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('prints the name wherever the catalogue printed it: meta title, pictures, variants and packs', () => {
    for (const product of catalog.products) {
      if (product.visible && product.metaTitle !== null)
        expect(product.metaTitle).toBe(product.name);
      for (const image of product.images) expect(image.label.startsWith(product.name)).toBe(true);
      if (product.parentId !== null) {
        expect(product.name.startsWith(`${byId.get(product.parentId)!.name}, `)).toBe(true);
      }
      for (const item of product.groupedItems) {
        const member = byId.get(item.productId)!;
        expect(product.description).toContain(`<li>${member.name} (${member.sku})</li>`);
      }
    }
  });
});
