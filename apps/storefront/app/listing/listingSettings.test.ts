import { listingQueryString, parseListingQuery } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import {
  categorySortLabels,
  collectionQueryOptions,
  collectionSortLabels,
  searchQueryOptions,
  searchSortLabels,
} from './listingSettings';

const search = searchQueryOptions(null);

describe('the search page’s sort', () => {
  it('is "Mest relevant" by default, first among the choices', () => {
    expect(parseListingQuery('term=oljefilter', search).sort).toBe('relevance_DESC');
    expect(searchSortLabels[0]).toEqual(['relevance_DESC', 'Mest relevant']);
    expect(searchSortLabels.map(([key]) => key)).toEqual([
      'relevance_DESC',
      'name_ASC',
      'name_DESC',
      'price_ASC',
      'price_DESC',
      'updated_at_DESC',
    ]);
  });

  it('leaves the default out of the address, so it stays clean', () => {
    const query = parseListingQuery('term=oljefilter&sort=relevance_DESC', search);
    expect(listingQueryString(query, search)).toBe('term=oljefilter');
  });

  it('keeps another order in the address, so it survives a reload', () => {
    const query = parseListingQuery('term=oljefilter&sort=price_ASC', search);
    expect(query.sort).toBe('price_ASC');
    const address = listingQueryString(query, search);
    expect(address).toBe('term=oljefilter&sort=price_ASC');
    expect(parseListingQuery(address, search).sort).toBe('price_ASC');
  });
});

describe('listings without a term', () => {
  it('offer no "Mest relevant": categories keep their own order first', () => {
    expect(categorySortLabels.map(([key]) => key)).toEqual([
      '',
      'name_ASC',
      'name_DESC',
      'price_ASC',
      'price_DESC',
      'updated_at_DESC',
    ]);
    expect(collectionSortLabels.map(([key]) => key)).not.toContain('relevance_DESC');
  });

  it('sort collections and the part finder’s parts by name A–Å by default', () => {
    const options = collectionQueryOptions(null);
    expect(parseListingQuery('', options).sort).toBe('name_ASC');
    expect(parseListingQuery('sort=relevance_DESC', options).sort).toBe('name_ASC');
  });
});
