import { describe, expect, it } from 'vitest';

import {
  breadcrumbListJsonLd,
  itemListJsonLd,
  organizationJsonLd,
  plainText,
  productJsonLd,
} from './structuredData';

const base = 'https://shop.example';

describe('organizationJsonLd', () => {
  it('describes the shop with its logo and customer-service phone', () => {
    expect(
      organizationJsonLd({
        name: 'Agri Deler',
        url: base,
        logoUrl: `${base}/logo.svg`,
        telephone: '+4762000000',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Agri Deler',
      url: base,
      logo: `${base}/logo.svg`,
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+4762000000',
        contactType: 'customer service',
        areaServed: 'NO',
        availableLanguage: 'Norwegian',
      },
    });
  });

  it('leaves out what it does not know', () => {
    const shop = organizationJsonLd({ name: 'A', url: base, logoUrl: null, telephone: null });
    expect(shop).not.toHaveProperty('logo');
    expect(shop).not.toHaveProperty('contactPoint');
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the steps and makes their links absolute; the last step is the page itself', () => {
    const list = breadcrumbListJsonLd(
      [
        { text: 'Traktordeler', link: '/traktordeler.html' },
        { text: 'Motor', link: null },
      ],
      `${base}/traktordeler/motor.html`,
      base,
    );
    expect(list?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Traktordeler', item: `${base}/traktordeler.html` },
      { '@type': 'ListItem', position: 2, name: 'Motor', item: `${base}/traktordeler/motor.html` },
    ]);
  });

  it('is null for a trail of one step', () => {
    expect(breadcrumbListJsonLd([{ text: 'Motor', link: null }], base, base)).toBeNull();
  });
});

describe('productJsonLd', () => {
  const product = {
    name: 'Oljefilter',
    sku: '4950139M1',
    url: `${base}/oljefilter.html`,
    imageUrls: [`${base}/media/a.svg`],
    description: 'Filter til MF 35',
    brand: 'Massey Ferguson',
    price: 249,
    inStock: true,
    rating: { value: 4.25, count: 3 },
  };

  it('gives one offer in NOK with availability and the rating', () => {
    expect(productJsonLd(product)).toMatchObject({
      '@type': 'Product',
      sku: '4950139M1',
      image: [`${base}/media/a.svg`],
      brand: { '@type': 'Brand', name: 'Massey Ferguson' },
      offers: {
        priceCurrency: 'NOK',
        price: '249.00',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { ratingValue: '4.3', reviewCount: 3, bestRating: 5 },
    });
  });

  it('says out of stock, and leaves out a rating without reviews and a missing brand', () => {
    const data = productJsonLd({
      ...product,
      inStock: false,
      brand: null,
      rating: { value: 0, count: 0 },
    });
    expect(data['offers']).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('brand');
  });
});

describe('plainText', () => {
  it('drops tags and entities and collapses space', () => {
    expect(plainText('<p>Filter &amp; <b>pakning</b></p>\n<p>til MF</p>')).toBe(
      'Filter & pakning til MF',
    );
  });

  it('is null for nothing', () => {
    expect(plainText(null)).toBeNull();
    expect(plainText('<p> </p>')).toBeNull();
  });
});

describe('itemListJsonLd', () => {
  it('lists a page of products with absolute addresses, counting from the page’s first', () => {
    const items = [
      { name: 'Oljefilter', url: '/oljefilter.html' },
      { name: null, url: '/uten-navn.html' },
      { name: 'Luftfilter', url: '/luftfilter.html' },
    ];
    const parsed = JSON.parse(JSON.stringify(itemListJsonLd(items, 'https://shop.example', 24)));
    expect(parsed).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 25,
          name: 'Oljefilter',
          url: 'https://shop.example/oljefilter.html',
        },
        {
          '@type': 'ListItem',
          position: 26,
          name: 'Luftfilter',
          url: 'https://shop.example/luftfilter.html',
        },
      ],
    });
    expect(itemListJsonLd([], 'https://shop.example')).toBeNull();
  });
});
