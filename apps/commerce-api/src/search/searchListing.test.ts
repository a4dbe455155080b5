import { describe, expect, it } from 'vitest';
import { firstInOrder } from './searchListing.js';

describe('firstInOrder', () => {
  const byValue = (a: number, b: number) => a - b;

  it('gives the first items in order, as a full sort would', () => {
    const items = Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000);
    for (const count of [1, 5, 24, 100, 999, 1000, 2000]) {
      expect(firstInOrder(items, count, byValue)).toEqual([...items].sort(byValue).slice(0, count));
    }
  });

  it('keeps the order of ties as the comparator says', () => {
    const items = [3, 1, 2, 1, 3, 2].map((value, id) => ({ value, id }));
    const order = (a: { value: number; id: number }, b: { value: number; id: number }) =>
      a.value - b.value || a.id - b.id;
    expect(firstInOrder(items, 3, order).map((item) => item.id)).toEqual([1, 3, 2]);
  });

  it('gives nothing for no items or a count of zero', () => {
    expect(firstInOrder([], 5, byValue)).toEqual([]);
    expect(firstInOrder([1, 2], 0, byValue)).toEqual([]);
  });
});
