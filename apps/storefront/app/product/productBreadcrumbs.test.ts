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
