import { describe, expect, it } from 'vitest';

import { buildPrice, buildProduct, buildVariant } from './buildProduct';
import { galleryWithOfferImage, productOffer, variantOffer } from './productOffer';

const images = [
  { src: '/media/a.svg', alt: 'A' },
  { src: '/media/b.svg', alt: 'B' },
];

describe('productOffer', () => {
  it('gives raw amounts, the special price only when it is lower', () => {
    const product = buildProduct({
      priceRange: { minimum: buildPrice(399, 499), maximum: buildPrice(399, 499) },
    });
    expect(productOffer(product).price).toEqual({ regular: 499, special: 399 });
    expect(productOffer(buildProduct()).price).toEqual({ regular: 499, special: null });
  });

  it('carries stock and "only x left"', () => {
    expect(
      productOffer(buildProduct({ stockStatus: 'out-of-stock', onlyXLeftInStock: null })),
    ).toMatchObject({ inStock: false, onlyLeft: null });
    expect(productOffer(buildProduct({ onlyXLeftInStock: 2 }))).toMatchObject({
      inStock: true,
      onlyLeft: 2,
    });
  });

  it('carries the backorder flag and the supplier lead time', () => {
    const backordered = buildProduct({ backorders: true, supplierLeadDays: 12 });
    expect(productOffer(backordered)).toMatchObject({ backorders: true, supplierLeadDays: 12 });
  });

  it('counts a product whose stock the backend does not give as in stock', () => {
    expect(productOffer(buildProduct({ stockStatus: null })).inStock).toBe(true);
  });
});

describe('variantOffer', () => {
  it('shows the variant’s part number, price, stock and picture', () => {
    const variant = buildVariant({
      sku: 'AD-1-ROD',
      stockStatus: 'out-of-stock',
      thumbnail: { url: '/media/rod.svg', label: null },
    });
    expect(variantOffer(variant, 'Arbeidsbukse')).toEqual({
      sku: 'AD-1-ROD',
      price: { regular: 609, special: null },
      inStock: false,
      onlyLeft: null,
      backorders: false,
      supplierLeadDays: null,
      image: { src: '/media/rod.svg', alt: 'Arbeidsbukse' },
    });
  });
});

describe('galleryWithOfferImage', () => {
  it('keeps the gallery as it is without a variant picture', () => {
    expect(galleryWithOfferImage(images, null, 20)).toEqual({ images, selectedIndex: 0 });
  });

  it('chooses the variant’s picture when the gallery has it', () => {
    expect(galleryWithOfferImage(images, { src: '/media/b.svg', alt: 'B' }, 20)).toEqual({
      images,
      selectedIndex: 1,
    });
  });

  it('puts a picture the gallery lacks first, within the limit', () => {
    const red = { src: '/media/red.svg', alt: 'Rød' };
    expect(galleryWithOfferImage(images, red, 2)).toEqual({
      images: [red, images[0]],
      selectedIndex: 0,
    });
  });
});
