import { describe, expect, it } from 'vitest';
import { isListingSortKey, listingSortKeys, productSortFromKey } from './listingSort';

describe('listingSort', () => {
  it.each([
    ['name_ASC', { field: 'name', direction: 'ASC' }],
    ['name_DESC', { field: 'name', direction: 'DESC' }],
    ['price_ASC', { field: 'price', direction: 'ASC' }],
    ['price_DESC', { field: 'price', direction: 'DESC' }],
    ['updated_at_DESC', { field: 'updated_at', direction: 'DESC' }],
  ] as const)('reads %s as %j', (key, sort) => {
    expect(productSortFromKey(key)).toEqual(sort);
  });

  it('leaves the backend’s order for no key', () => {
    expect(productSortFromKey(null)).toBeNull();
  });

  it('knows exactly the five keys of the spec', () => {
    expect(listingSortKeys.every(isListingSortKey)).toBe(true);
    expect(isListingSortKey('updated_at_ASC')).toBe(false);
    expect(isListingSortKey('NAME_ASC')).toBe(false);
    expect(isListingSortKey(undefined)).toBe(false);
  });
});
