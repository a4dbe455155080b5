import { describe, expect, it } from 'vitest';

import { unmovedLinesNotice } from './unmovedLinesNotice';

describe('unmovedLinesNotice', () => {
  it('is null when every line moved and lists each line otherwise', () => {
    expect(unmovedLinesNotice([])).toBeNull();
    expect(
      unmovedLinesNotice([
        {
          sku: 'A',
          name: 'Oljefilter',
          quantity: 1,
          message: 'This product is out of stock.',
          refusal: { kind: 'out_of_stock', availableQuantity: 0 },
        },
        {
          sku: 'B',
          name: 'Hanske',
          quantity: 2,
          message: 'Something else',
          refusal: { kind: 'invalid_input', code: null, message: 'Something else' },
        },
      ])?.message,
    ).toBe(
      'Disse varene kunne ikke flyttes til handlekurven på kontoen din: Oljefilter (1 stk.) – Varen er ikke på lager.; Hanske (2 stk.) – Something else',
    );
  });
});
