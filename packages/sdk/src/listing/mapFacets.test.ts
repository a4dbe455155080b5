import { describe, expect, it } from 'vitest';
import { mapFacets } from './mapFacets';

describe('mapFacets', () => {
  it('maps facets by position, price options with their ranges', () => {
    expect(
      mapFacets([
        {
          attribute_code: 'manufacturer',
          label: 'Produsent',
          position: 2,
          options: [{ label: 'John Deere', value: '7', count: 3 }],
        },
        {
          attribute_code: 'price',
          label: 'Pris',
          position: 1,
          options: [
            { label: '0-100', value: '0_100', count: 4 },
            { label: '100-200', value: '100_200', count: 1 },
          ],
        },
      ]),
    ).toEqual([
      {
        type: 'price',
        code: 'price',
        label: 'Pris',
        options: [
          { label: '0-100', value: '0_100', count: 4, range: { from: 0, to: 100 } },
          { label: '100-200', value: '100_200', count: 1, range: { from: 100, to: 200 } },
        ],
      },
      {
        type: 'options',
        code: 'manufacturer',
        label: 'Produsent',
        options: [{ label: 'John Deere', value: '7', count: 3 }],
      },
    ]);
  });

  it('drops options without a value, price values that are no range, and empty facets', () => {
    expect(
      mapFacets([
        null,
        { attribute_code: 'color', label: null, position: null, options: [null] },
        {
          attribute_code: 'price',
          label: 'Pris',
          position: 0,
          options: [{ label: 'x', value: 'oops', count: 1 }],
        },
        {
          attribute_code: 'ag_produktgruppe',
          label: null,
          position: 3,
          options: [
            { label: null, value: '31', count: null },
            { label: 'Tom', value: '', count: 2 },
          ],
        },
      ]),
    ).toEqual([
      {
        type: 'options',
        code: 'ag_produktgruppe',
        label: 'ag_produktgruppe',
        options: [{ label: '31', value: '31', count: 0 }],
      },
    ]);
    expect(mapFacets(null)).toEqual([]);
  });
});
