import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clampQuantity';

describe('clampQuantity', () => {
  it('keeps a whole number inside the range', () => {
    expect(clampQuantity(3, 0, 10)).toBe(3);
  });

  it('raises a number below min to min and lowers one above max to max', () => {
    expect(clampQuantity(-2, 1, 10)).toBe(1);
    expect(clampQuantity(12, 1, 10)).toBe(10);
  });

  it('turns anything that is not a number into min', () => {
    expect(clampQuantity(Number.NaN, 1, 10)).toBe(1);
    expect(clampQuantity(Number('abc'), 0)).toBe(0);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 2, 5)).toBe(2);
  });

  it('drops fractions and leaves max open when not given', () => {
    expect(clampQuantity(2.7, 0)).toBe(2);
    expect(clampQuantity(5000, 0)).toBe(5000);
  });
});
