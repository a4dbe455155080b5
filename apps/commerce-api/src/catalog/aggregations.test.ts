import { describe, expect, it } from 'vitest';
import { aggregationsFromCounts, FACET_ORDER, facetLabel, priceRanges } from './aggregations.js';
import { categoryUid } from './uid.js';

const fine = (step: number, buckets: Record<number, number>) =>
  Object.entries(buckets).map(([bucket, count]) => ({
    label: '',
    value: `${step}:${bucket}`,
    count,
  }));

describe('priceRanges', () => {
  it('uses the coarsest width (a power of ten below the dearest price) when it splits the set', () => {
    // Fine width 10 means the dearest price is in the thousands: ranges of 1000.
    expect(priceRanges(fine(10, { 5: 2, 40: 1, 150: 3 }))).toEqual([
      { label: '0-1000', value: '0_1000', count: 3 },
      { label: '1000-2000', value: '1000_2000', count: 3 },
    ]);
  });

  it('goes finer while everything would fall into one range', () => {
    expect(priceRanges(fine(10, { 5: 2, 40: 1 }))).toEqual([
      { label: '0-100', value: '0_100', count: 2 },
      { label: '400-500', value: '400_500', count: 1 },
    ]);
  });

  it('keeps a single range at the finest width', () => {
    expect(priceRanges(fine(10, { 4: 7 }))).toEqual([{ label: '40-50', value: '40_50', count: 7 }]);
  });

  it('returns nothing for no products', () => {
    expect(priceRanges([])).toEqual([]);
  });
});

describe('aggregationsFromCounts', () => {
  it('shapes the counted facets in the store order, with titles, uids and price ranges', () => {
    const facets = aggregationsFromCounts(
      new Map([
        ['manufacturer', [{ label: 'Kramp', value: '5', count: 2 }]],
        ['price', fine(10, { 5: 2 })],
        ['category_uid', [{ label: 'Filter', value: '12', count: 2 }]],
      ]),
    );
    expect(facets).toEqual([
      {
        attribute_code: 'category_uid',
        label: 'Kategori',
        count: 1,
        position: 0,
        options: [{ label: 'Filter', value: categoryUid(12), count: 2 }],
      },
      {
        attribute_code: 'price',
        label: 'Pris',
        count: 1,
        position: 1,
        options: [{ label: '50-60', value: '50_60', count: 2 }],
      },
      {
        attribute_code: 'manufacturer',
        label: 'Produsent',
        count: 1,
        position: 2,
        options: [{ label: 'Kramp', value: '5', count: 2 }],
      },
    ]);
  });

  it('leaves out facets with no options', () => {
    expect(aggregationsFromCounts(new Map([['color', []]]))).toEqual([]);
  });
});

describe('facetLabel', () => {
  it("titles an attribute facet with the attribute's own label", () => {
    expect(FACET_ORDER.map(facetLabel)).toEqual([
      'Kategori',
      'Pris',
      'Produsent',
      'Farge',
      'Produktgruppe',
      'Leveringstid',
    ]);
  });
});
