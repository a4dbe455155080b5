import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clampQuantity';

describe('clampQuantity', () => {
  it.each([
    [5, { min: 1, max: 10 }, 5],
    [0, { min: 1, max: 10 }, 1],
    [-3, { min: 1, max: 10 }, 1],
    [11, { min: 1, max: 10 }, 10],
    [1000, {}, 1000],
    [-1, {}, 0],
    ['7', { max: 10 }, 7],
    [' 3 ', {}, 3],
    ['2,5', {}, 2.5],
    ['12', { max: 10 }, 10],
  ] as const)('clamps %j within %j to %j', (value, bounds, expected) => {
    expect(clampQuantity(value, bounds).value).toBe(expected);
  });

  it.each([Number.NaN, Infinity, -Infinity, 'abc', '', '  ', null, undefined, {}, [], true])(
    'makes %j the minimum',
    (value) => {
      expect(clampQuantity(value, { min: 2, max: 10 }).value).toBe(2);
      expect(clampQuantity(value).value).toBe(0);
    },
  );

  it('disables decrease at the minimum and increase at the maximum', () => {
    expect(clampQuantity(1, { min: 1, max: 3 })).toEqual({
      value: 1,
      decreaseDisabled: true,
      increaseDisabled: false,
    });
    expect(clampQuantity(2, { min: 1, max: 3 })).toEqual({
      value: 2,
      decreaseDisabled: false,
      increaseDisabled: false,
    });
    expect(clampQuantity(3, { min: 1, max: 3 })).toEqual({
      value: 3,
      decreaseDisabled: false,
      increaseDisabled: true,
    });
  });

  it('never disables increase without a maximum', () => {
    expect(clampQuantity(1e9).increaseDisabled).toBe(false);
  });

  it('reads a maximum below the minimum as the minimum, and a NaN minimum as 0', () => {
    expect(clampQuantity(5, { min: 3, max: 1 })).toEqual({
      value: 3,
      decreaseDisabled: true,
      increaseDisabled: true,
    });
    expect(clampQuantity(-1, { min: Number.NaN }).value).toBe(0);
  });
});
