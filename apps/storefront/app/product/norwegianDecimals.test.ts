import { describe, expect, it } from 'vitest';

import { norwegianDecimals } from './norwegianDecimals';

describe('norwegianDecimals', () => {
  it.each([
    ['4.43', '4,43'],
    ['1.2 kg', '1,2 kg'],
    ['-0.5', '-0,5'],
    ['12', '12'],
    ['RE504.836', 'RE504.836'],
    ['120x40.5', '120x40.5'],
    ['Støpejern', 'Støpejern'],
  ])('writes %s as %s', (value, expected) => {
    expect(norwegianDecimals(value)).toBe(expected);
  });
});
