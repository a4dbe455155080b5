import { describe, expect, it } from 'vitest';

import {
  collectionHref,
  collectionOverviewHref,
  collectionSlug,
  namesCollectionAttribute,
} from './collectionPaths';

const manufacturer = { code: 'manufacturer', label: 'Produsent' };
const productGroup = { code: 'ag_produktgruppe', label: 'Produktgruppe' };

describe('collectionSlug', () => {
  it.each([
    ['massey-ferguson.html', 'massey-ferguson'],
    ['John-Deere.html', 'John-Deere'],
  ])('reads %j as %j', (segment, slug) => {
    expect(collectionSlug(segment)).toBe(slug);
  });

  it.each([undefined, '', '.html', 'massey-ferguson', 'massey-ferguson.htm', 'a/b.html'])(
    'refuses %j',
    (segment) => {
      expect(collectionSlug(segment)).toBeNull();
    },
  );
});

describe('namesCollectionAttribute', () => {
  it.each(['manufacturer', 'produsent', 'Produsent'])('knows the manufacturer as %j', (slug) => {
    expect(namesCollectionAttribute(slug, manufacturer)).toBe(true);
  });

  it.each(['massey-ferguson', '', '---', 'manufacturers'])('does not take %j', (slug) => {
    expect(namesCollectionAttribute(slug, manufacturer)).toBe(false);
  });
});

describe('collectionHref', () => {
  it('is the short form for a manufacturer and the nested form for other attributes', () => {
    expect(collectionHref(manufacturer, 'massey-ferguson')).toBe(
      '/collection/massey-ferguson.html',
    );
    expect(collectionHref(productGroup, 'filter')).toBe('/collection/produktgruppe/filter.html');
  });
});

describe('collectionOverviewHref', () => {
  it('names the attribute by its label', () => {
    expect(collectionOverviewHref(manufacturer)).toBe('/collection/produsent.html');
  });
});
