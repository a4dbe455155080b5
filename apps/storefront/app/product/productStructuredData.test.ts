import { describe, expect, it } from 'vitest';

import { buildPrice, buildProduct } from './buildProduct';
import { productMetaDescription, productStructuredData } from './productStructuredData';

const url = 'https://agrideler.no/hydraulikkfilter-va-1001.html';

describe('productStructuredData', () => {
  it('names the brand from the manufacturer specification', () => {
    const product = buildProduct({
      specifications: [
        { code: 'wm_thread', label: 'Gjenger', value: 'M20x1,5' },
        { code: 'manufacturer', label: 'Produsent', value: 'Valtra' },
      ],
    });
    expect(
      productStructuredData(product, { name: 'Hydraulikkfilter', url, pricesIncludeTax: true }),
    ).toMatchObject({ brand: { '@type': 'Brand', name: 'Valtra' } });
  });

  it('leaves brand and rating out when there are none', () => {
    const jsonLd = productStructuredData(buildProduct({ ratingSummary: 80 }), {
      name: 'Hydraulikkfilter',
      url,
      pricesIncludeTax: true,
    });
    expect(jsonLd).not.toHaveProperty('brand');
    expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('gives the rating in stars when there are reviews', () => {
    const jsonLd = productStructuredData(buildProduct({ ratingSummary: 87, reviewCount: 11 }), {
      name: 'Hydraulikkfilter',
      url,
      pricesIncludeTax: true,
    });
    expect(jsonLd).toMatchObject({
      aggregateRating: { ratingValue: '4.4', reviewCount: 11, bestRating: 5 },
    });
  });

  it('quotes the lowest final price including VAT, whatever the catalogue holds', () => {
    const product = buildProduct({
      priceRange: { minimum: buildPrice(400, 500), maximum: buildPrice(800) },
    });
    const including = { name: 'Filter', url, pricesIncludeTax: true };
    expect(productStructuredData(product, including)).toMatchObject({
      offers: { price: '400.00', priceCurrency: 'NOK' },
    });
    expect(productStructuredData(product, { ...including, pricesIncludeTax: false })).toMatchObject(
      { offers: { price: '500.00' } },
    );
  });

  it('gives a quote product no offer: its price is given on request', () => {
    const jsonLd = productStructuredData(buildProduct({ orderOnRequest: true }), {
      name: 'Slåmaskin',
      url,
      pricesIncludeTax: true,
    });
    expect(jsonLd).not.toHaveProperty('offers');
    expect(jsonLd).toMatchObject({ '@type': 'Product', sku: 'VA-1001' });
  });
});

describe('productMetaDescription', () => {
  it('prefers the product’s own meta description', () => {
    expect(
      productMetaDescription(
        buildProduct({ metaDescription: 'Eget', shortDescription: '<p>Kort</p>' }),
      ),
    ).toBe('Eget');
  });

  it('falls back to the short description as plain text, cut at a word within 160 characters', () => {
    const long = `<p>${'Filter for hydraulikk '.repeat(20)}</p>`;
    const description = productMetaDescription(buildProduct({ shortDescription: long }));
    expect(description?.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/hydraulikk…$|Filter…$|for…$/);
  });

  it('is null without any description', () => {
    expect(productMetaDescription(buildProduct())).toBeNull();
  });
});
