import { describe, expect, it } from 'vitest';
import type { SeedProduct } from '../types.js';
import { blankProduct } from './productContext.js';
import { productImages } from './productImages.js';
import { renameProduct } from './renameProduct.js';

function buildProduct(
  fields: Partial<SeedProduct> & Pick<SeedProduct, 'id' | 'name'>,
): SeedProduct {
  const product = blankProduct({
    id: fields.id,
    sku: `SKU-${fields.id}`,
    type: 'simple',
    name: fields.name,
    urlKey: `product-${fields.id}`,
    description: '<p>Om delen.</p>',
    shortDescription: '<p>Kort.</p>',
    price: 100,
  });
  return {
    ...product,
    metaTitle: fields.name,
    metaDescription: `${fields.name}. Kvalitetsdel.`,
    images: productImages(`part-${fields.id}`, 2, fields.name),
    ...fields,
  };
}

describe('renameProduct', () => {
  it('prints the new name in the meta texts and picture labels', () => {
    const product = buildProduct({ id: 1, name: 'Oljefilter – Valtra N-serien' });
    renameProduct(product, 'Oljefilter Fleetguard – Valtra N-serien');
    expect(product).toMatchObject({
      name: 'Oljefilter Fleetguard – Valtra N-serien',
      metaTitle: 'Oljefilter Fleetguard – Valtra N-serien',
      metaDescription: 'Oljefilter Fleetguard – Valtra N-serien. Kvalitetsdel.',
    });
    expect(product.images.map((image) => image.label)).toEqual([
      'Oljefilter Fleetguard – Valtra N-serien',
      'Oljefilter Fleetguard – Valtra N-serien – bilde 2',
    ]);
  });

  it('keeps a cut meta description within 160 characters', () => {
    const name = 'Hydraulikkslange 1/2" 2500 mm – Sparex';
    const product = buildProduct({
      id: 1,
      name,
      metaDescription: `${name}. ${'x'.repeat(200)}`.slice(0, 157) + '...',
    });
    renameProduct(product, 'Hydraulikkslange 1/2" 2500 mm, M22x1,5, rett/90° – Sparex');
    expect(product.metaDescription).toHaveLength(160);
    expect(product.metaDescription).toMatch(
      /^Hydraulikkslange 1\/2" 2500 mm, M22x1,5, rett\/90° – Sparex\. x+\.\.\.$/,
    );
  });

  it('renames the colour variants and the grouped products that list the product', () => {
    const parent = buildProduct({ id: 1, name: 'Arbeidsbukse stretch – Mascot' });
    const child = buildProduct({
      id: 2,
      name: 'Arbeidsbukse stretch – Mascot, svart',
      visible: false,
      parentId: 1,
    });
    const pack = buildProduct({
      id: 3,
      name: 'Pakke',
      description: '<ul><li>Arbeidsbukse stretch – Mascot (SKU-1)</li><li>Annet (SKU-9)</li></ul>',
    });
    renameProduct(parent, 'Arbeidsbukse stretch, damemodell – Mascot', [child], [pack]);
    expect(child.name).toBe('Arbeidsbukse stretch, damemodell – Mascot, svart');
    expect(child.images[0]?.label).toBe('Arbeidsbukse stretch, damemodell – Mascot, svart');
    expect(pack.description).toBe(
      '<ul><li>Arbeidsbukse stretch, damemodell – Mascot (SKU-1)</li><li>Annet (SKU-9)</li></ul>',
    );
  });
});
