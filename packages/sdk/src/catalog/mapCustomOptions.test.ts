import { describe, expect, it } from 'vitest';
import { mapCustomOptions } from './mapCustomOptions';

describe('mapCustomOptions', () => {
  it('maps text options by sort order and leaves out other kinds', () => {
    expect(
      mapCustomOptions([
        {
          __typename: 'CustomizableAreaOption',
          uid: 'note',
          title: 'Merknad til verkstedet',
          required: false,
          sort_order: 2,
          value: { max_characters: 200, price: 0, price_type: 'FIXED' },
        },
        {
          __typename: 'CustomizableFieldOption',
          uid: 'len',
          title: 'Lengde (cm)',
          required: true,
          sort_order: 1,
          value: {
            max_characters: 5,
            price: 149,
            price_type: 'FIXED',
            wm_number_range: { min: 10, max: 500 },
          },
        },
        {
          __typename: 'CustomizableDateOption',
          uid: 'd',
          title: 'Dato',
          required: false,
          sort_order: 0,
        },
        null,
      ] as Parameters<typeof mapCustomOptions>[0]),
    ).toEqual([
      {
        uid: 'len',
        kind: 'field',
        title: 'Lengde (cm)',
        required: true,
        maxCharacters: 5,
        price: 149,
        priceType: 'FIXED',
        numberRange: { min: 10, max: 500 },
      },
      {
        uid: 'note',
        kind: 'area',
        title: 'Merknad til verkstedet',
        required: false,
        maxCharacters: 200,
        price: 0,
        priceType: 'FIXED',
        numberRange: null,
      },
    ]);
  });
});
