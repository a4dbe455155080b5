import { describe, expect, it } from 'vitest';
import { listingQueryString } from './listingQueryString';
import { listingItemsPerPageOptions, listingQueryOptions } from './listingQueryOptions';
import { parseListingQuery } from './parseListingQuery';

const search = listingQueryOptions('search', null);

describe('the search page’s sort', () => {
  it('is "Mest relevant" by default', () => {
    expect(parseListingQuery('term=oljefilter', search).sort).toBe('relevance_DESC');
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
  it('keep a category’s own order by default', () => {
    expect(parseListingQuery('', listingQueryOptions('category', null)).sort).toBeNull();
  });

  it('sort collections and the part finder’s parts by name A–Å by default', () => {
    const options = listingQueryOptions('collection', null);
    expect(parseListingQuery('', options).sort).toBe('name_ASC');
    expect(parseListingQuery('sort=relevance_DESC', options).sort).toBe('name_ASC');
  });
});

describe('listingQueryOptions', () => {
  it('reads no category filter on a category page (the page is its category)', () => {
    const query = 'category_uid=NQ%3D%3D&color=3&utm_source=x&unknown=1';
    expect(parseListingQuery(query, listingQueryOptions('category', null)).filters).toEqual({
      color: ['3'],
    });
    expect(parseListingQuery(query, search).filters).toEqual({
      category_uid: ['NQ=='],
      color: ['3'],
    });
  });

  it('reads the active tractor’s model filter on every kind', () => {
    for (const kind of ['category', 'search', 'collection'] as const) {
      const { filters } = parseListingQuery('wm_pf_model_id=77', listingQueryOptions(kind, null));
      expect(filters).toEqual({ wm_pf_model_id: ['77'] });
    }
  });

  it('shows 12 a page, or the store’s grid_per_page, and offers 12, 24 and 48', () => {
    expect(listingItemsPerPageOptions).toEqual([12, 24, 48]);
    expect(parseListingQuery('', search).itemsPerPage).toBe(12);
    expect(parseListingQuery('', listingQueryOptions('category', 9)).itemsPerPage).toBe(9);
    expect(parseListingQuery('itemsPerPage=48', search).itemsPerPage).toBe(48);
    expect(parseListingQuery('itemsPerPage=30', search).itemsPerPage).toBe(12);
  });
});
