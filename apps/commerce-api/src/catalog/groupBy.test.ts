import { describe, expect, it } from 'vitest';
import { groupBy } from './groupBy.js';

describe('groupBy', () => {
  const rows = [
    { product: 2, image: 'a' },
    { product: 1, image: 'b' },
    { product: 2, image: 'c' },
  ];

  it('gives one group per key, in the order of the keys, rows in their order', () => {
    expect(groupBy([1, 2], rows, (row) => row.product)).toEqual([
      [{ product: 1, image: 'b' }],
      [
        { product: 2, image: 'a' },
        { product: 2, image: 'c' },
      ],
    ]);
  });

  it('gives an empty group for a key without rows and leaves out rows of no key', () => {
    expect(groupBy([3, 1], rows, (row) => row.product)).toEqual([[], [{ product: 1, image: 'b' }]]);
  });
});
