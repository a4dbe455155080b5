import { describe, expect, it } from 'vitest';

import { productBreadcrumbs } from './productBreadcrumbs';

describe('productBreadcrumbs', () => {
  it('leads through the deepest category and the ones above it, then the product', () => {
    const categories = [
      { uid: '2', name: 'Filter', url: '/deler/filter.html' },
      { uid: '9', name: 'Tilbud', url: '/tilbud.html' },
      { uid: '1', name: 'Deler', url: '/deler.html' },
    ];
    expect(productBreadcrumbs(categories, 'Hydraulikkfilter')).toEqual([
      { text: 'Deler', link: '/deler.html' },
      { text: 'Filter', link: '/deler/filter.html' },
      { text: 'Hydraulikkfilter', link: null },
    ]);
  });

  it('fills the trail from the category breadcrumbs when the product is only in the leaf', () => {
    const leaf = [{ uid: '3', name: 'Oljefilter', url: '/deler/filter/oljefilter.html' }];
    const ancestors = [
      { uid: '1', name: 'Deler', url: '/deler.html' },
      { uid: '2', name: 'Filter', url: '/deler/filter.html' },
      // An ancestor of another, shallower category of the product is not on this trail.
      { uid: '8', name: 'Kampanjer', url: '/kampanjer.html' },
    ];
    expect(productBreadcrumbs(leaf, 'Oljefilter MF', ancestors)).toEqual([
      { text: 'Deler', link: '/deler.html' },
      { text: 'Filter', link: '/deler/filter.html' },
      { text: 'Oljefilter', link: '/deler/filter/oljefilter.html' },
      { text: 'Oljefilter MF', link: null },
    ]);
    // Ancestors alone choose no trail: the deepest category is one the product is in.
    expect(productBreadcrumbs([], 'Oljefilter MF', ancestors)).toEqual([
      { text: 'Oljefilter MF', link: null },
    ]);
  });

  it('is the product alone without categories', () => {
    expect(productBreadcrumbs([], 'Hydraulikkfilter')).toEqual([
      { text: 'Hydraulikkfilter', link: null },
    ]);
  });

  it('skips categories without an address or a name, and doubles', () => {
    const categories = [
      { uid: '1', name: 'Deler', url: '/deler.html' },
      { uid: '1b', name: 'Deler', url: '/deler.html' },
      { uid: '3', name: null, url: '/deler/olje.html' },
      { uid: '4', name: 'Uten adresse', url: null },
    ];
    expect(productBreadcrumbs(categories, 'Olje')).toEqual([
      { text: 'Deler', link: '/deler.html' },
      { text: 'Olje', link: null },
    ]);
  });
});
