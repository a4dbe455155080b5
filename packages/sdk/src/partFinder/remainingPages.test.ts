import { describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { remainingPages } from './remainingPages';

describe('remainingPages', () => {
  it.each([
    [0, 100, []],
    [1, 100, []],
    [99, 100, []],
    [100, 100, []],
    [101, 100, [2]],
    [200, 100, [2]],
    [201, 100, [2, 3]],
    [1000, 300, [2, 3, 4]],
    [1200, 300, [2, 3, 4]],
    [1201, 300, [2, 3, 4, 5]],
    [3, 1, [2, 3]],
    [2.5, 1, [2, 3]],
  ])('total %s, page size %s: %j', (totalCount, pageSize, expected) => {
    expect(remainingPages(totalCount, pageSize)).toEqual(expected);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY, -1, -500])(
    'loads nothing more for a total of %s',
    (totalCount) => {
      expect(remainingPages(totalCount, 100)).toEqual([]);
    },
  );

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses a page size of %s',
    (pageSize) => {
      let caught: unknown;
      try {
        remainingPages(10, pageSize);
      } catch (error) {
        caught = error;
      }
      expect(isSdkError(caught, 'invalid-argument')).toBe(true);
    },
  );

  it('returns a new array each call', () => {
    expect(remainingPages(500, 100)).not.toBe(remainingPages(500, 100));
  });
});
