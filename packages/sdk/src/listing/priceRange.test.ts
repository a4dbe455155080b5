import { describe, expect, it } from 'vitest';
import { formatPriceRange, parsePriceRange, spanPriceRanges } from './priceRange';

describe('parsePriceRange', () => {
  it.each([
    ['100_500', { from: 100, to: 500 }],
    ['0_100', { from: 0, to: 100 }],
    ['99.5_100.25', { from: 99.5, to: 100.25 }],
    ['_500', { from: null, to: 500 }],
    ['100_', { from: 100, to: null }],
    ['100_*', { from: 100, to: null }],
    ['*_100', { from: null, to: 100 }],
    [' 100_200 ', { from: 100, to: 200 }],
    ['200_200', { from: 200, to: 200 }],
  ])('reads %j as %j', (value, range) => {
    expect(parsePriceRange(value)).toEqual(range);
  });

  it.each(['', '_', '*_*', '100', '100-500', 'abc', '-1_5', '500_100', '1e3_', '100_200_300'])(
    'refuses %j',
    (value) => {
      expect(parsePriceRange(value)).toBeNull();
    },
  );
});

describe('formatPriceRange', () => {
  it('writes ends, leaving open ones empty', () => {
    expect(formatPriceRange({ from: 100, to: 500 })).toBe('100_500');
    expect(formatPriceRange({ from: null, to: 500 })).toBe('_500');
    expect(formatPriceRange({ from: 100, to: null })).toBe('100_');
  });
});

describe('spanPriceRanges', () => {
  it('spans from the lowest start to the highest end', () => {
    expect(
      spanPriceRanges([
        { from: 200, to: 300 },
        { from: 0, to: 100 },
      ]),
    ).toEqual({ from: 0, to: 300 });
  });

  it('stays open at an end any range leaves open', () => {
    expect(
      spanPriceRanges([
        { from: 200, to: null },
        { from: 0, to: 100 },
      ]),
    ).toEqual({ from: 0, to: null });
    expect(
      spanPriceRanges([
        { from: null, to: 50 },
        { from: 10, to: 100 },
      ]),
    ).toEqual({ from: null, to: 100 });
  });

  it('is null for no ranges and the range itself for one', () => {
    expect(spanPriceRanges([])).toBeNull();
    expect(spanPriceRanges([{ from: 1, to: 2 }])).toEqual({ from: 1, to: 2 });
  });
});
