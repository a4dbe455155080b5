import { describe, expect, it } from 'vitest';
import {
  defaultListingSort,
  isListingSortKey,
  listingSortKeys,
  productSortFromKey,
} from './listingSort';

describe('listingSort', () => {
  it.each([
    ['relevance_DESC', { field: 'relevance', direction: 'DESC' }],
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

  it('knows exactly the five keys of the spec and the search’s relevance', () => {
    expect(listingSortKeys).toHaveLength(6);
    expect(listingSortKeys.every(isListingSortKey)).toBe(true);
    expect(isListingSortKey('relevance_ASC')).toBe(false);
    expect(isListingSortKey('relevance')).toBe(false);
    expect(isListingSortKey('updated_at_ASC')).toBe(false);
    expect(isListingSortKey('NAME_ASC')).toBe(false);
    expect(isListingSortKey(undefined)).toBe(false);
  });

  describe('defaultListingSort', () => {
    it.each(['oljefilter', ' 3595854M1 ', 'og'])('orders a search for %j by relevance', (term) => {
      expect(defaultListingSort(term)).toBe('relevance_DESC');
    });

    it.each(['', '   '])('orders a listing without a term (%j) by name A–Å', (term) => {
      expect(defaultListingSort(term)).toBe('name_ASC');
    });
  });
});
