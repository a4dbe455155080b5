import { describe, expect, it } from 'vitest';
import { withPriceRange } from './withPriceRange';

describe('withPriceRange', () => {
  it('sets one range, replacing the one chosen, after the other filters', () => {
    const filters = { price: ['0_100'], color: ['12'] };
    const next = withPriceRange(filters, { from: 200, to: 500 });
    expect(next).toEqual({ color: ['12'], price: ['200_500'] });
    expect(Object.keys(next)).toEqual(['color', 'price']);
    expect(withPriceRange({}, { from: null, to: 300 })).toEqual({ price: ['_300'] });
    expect(withPriceRange({}, { from: 50, to: null })).toEqual({ price: ['50_'] });
  });

  it('removes the price filter for no range, or one open at both ends', () => {
    expect(withPriceRange({ price: ['0_100'], color: ['12'] }, null)).toEqual({ color: ['12'] });
    expect(withPriceRange({ price: ['0_100'] }, { from: null, to: null })).toEqual({});
  });

  it('leaves the filters passed in unchanged', () => {
    const filters = { price: ['0_100'] };
    withPriceRange(filters, { from: 1, to: 2 });
    expect(filters).toEqual({ price: ['0_100'] });
  });
});
