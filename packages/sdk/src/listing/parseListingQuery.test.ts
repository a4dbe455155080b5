import { describe, expect, it } from 'vitest';
import { parseListingQuery, type ListingQueryOptions } from './parseListingQuery';

const options: ListingQueryOptions = { defaultItemsPerPage: 12, defaultSort: 'name_ASC' };

describe('parseListingQuery', () => {
  it('reads an empty query as the defaults', () => {
    expect(parseListingQuery('', options)).toEqual({
      page: 1,
      itemsPerPage: 12,
      sort: 'name_ASC',
      term: '',
      filters: {},
    });
  });

  it('takes a URLSearchParams as well as a string with or without ?', () => {
    const expected = parseListingQuery('page=3', options);
    expect(parseListingQuery('?page=3', options)).toEqual(expected);
    expect(parseListingQuery(new URLSearchParams({ page: '3' }), options)).toEqual(expected);
    expect(expected.page).toBe(3);
  });

  describe('page', () => {
    it.each([
      ['1', 1],
      ['2', 2],
      [' 7 ', 7],
      ['0', 1],
      ['-2', 1],
      ['2.5', 1],
      ['abc', 1],
      ['2abc', 1],
      ['', 1],
      ['1e3', 1],
      ['99999999999', 1],
    ])('reads page=%j as %i', (value, page) => {
      expect(parseListingQuery(`page=${encodeURIComponent(value)}`, options).page).toBe(page);
    });
  });

  describe('itemsPerPage', () => {
    const sizes: ListingQueryOptions = { ...options, gridPerPage: 24, allowedItemsPerPage: [48] };

    it('uses the store’s grid_per_page as the default when it has one', () => {
      expect(parseListingQuery('', sizes).itemsPerPage).toBe(24);
      expect(parseListingQuery('', { ...options, gridPerPage: null }).itemsPerPage).toBe(12);
    });

    it.each([
      ['48', 48],
      ['24', 24],
      ['12', 24],
      ['1000', 24],
      ['0', 24],
      ['abc', 24],
      ['48.0', 24],
    ])('reads itemsPerPage=%s as %i', (value, itemsPerPage) => {
      expect(parseListingQuery(`itemsPerPage=${value}`, sizes).itemsPerPage).toBe(itemsPerPage);
    });

    it('never lets a page size of 0 through, even when allowed', () => {
      expect(
        parseListingQuery('itemsPerPage=0', { ...options, allowedItemsPerPage: [0] }).itemsPerPage,
      ).toBe(12);
    });
  });

  describe('sort', () => {
    it.each(['name_ASC', 'name_DESC', 'price_ASC', 'price_DESC', 'updated_at_DESC'])(
      'keeps %s',
      (sort) => {
        expect(parseListingQuery(`sort=${sort}`, options).sort).toBe(sort);
      },
    );

    it('keeps relevance_DESC for a search with a term', () => {
      expect(parseListingQuery('term=filter&sort=relevance_DESC', options).sort).toBe(
        'relevance_DESC',
      );
    });

    it('replaces relevance_DESC by the default without a term: nothing to be relevant to', () => {
      expect(parseListingQuery('sort=relevance_DESC', options).sort).toBe('name_ASC');
      expect(parseListingQuery('term=%20&sort=relevance_DESC', options).sort).toBe('name_ASC');
      expect(parseListingQuery('sort=relevance_DESC', { defaultItemsPerPage: 12 }).sort).toBeNull();
    });

    it.each(['price_asc', 'relevance', 'relevance_ASC', 'updated_at_ASC', ''])(
      'replaces %j by the default',
      (sort) => {
        expect(parseListingQuery(`sort=${sort}`, options).sort).toBe('name_ASC');
        expect(parseListingQuery(`sort=${sort}`, { defaultItemsPerPage: 12 }).sort).toBeNull();
      },
    );
  });

  it('trims the term', () => {
    expect(parseListingQuery('term=%20oljefilter%20', options).term).toBe('oljefilter');
  });

  describe('filters', () => {
    it('reads every other parameter, a repeated one as several values', () => {
      expect(
        parseListingQuery('color=12&manufacturer=7&color=14&category_uid=NA%3D%3D', options)
          .filters,
      ).toEqual({ color: ['12', '14'], manufacturer: ['7'], category_uid: ['NA=='] });
    });

    it('keeps a comma inside a value: several values repeat the parameter', () => {
      expect(parseListingQuery('ag_produktgruppe=a,b', options).filters).toEqual({
        ag_produktgruppe: ['a,b'],
      });
    });

    it('leaves out the listing’s own parameters and tracking and campaign ones', () => {
      const query = [
        'page=2',
        'sort=price_ASC',
        'term=filter',
        'itemsPerPage=12',
        'utm_source=newsletter',
        'utm_medium=email',
        'UTM_CAMPAIGN=vaar',
        'fbclid=x',
        'gclid=x',
        'srsltid=x',
        'nyhetsbrev=1',
        'gbraid=x',
        'wbraid=x',
        'msclkid=x',
        'dclid=x',
        'yclid=x',
        'mc_cid=x',
        'mc_eid=x',
        '_ga=x',
        '_gl=x',
        'igshid=x',
        'ttclid=x',
        'li_fat_id=x',
        'ref=x',
        'color=12',
      ].join('&');
      expect(parseListingQuery(query, options).filters).toEqual({ color: ['12'] });
    });

    it('drops empty and repeated values and names that cannot be attribute codes', () => {
      expect(
        parseListingQuery('color=&color=12&color=12&color=%20&1abc=2&a-b=3&%C3%A6=4', options)
          .filters,
      ).toEqual({ color: ['12'] });
    });

    it('keeps at most 50 values of one filter', () => {
      const query = Array.from({ length: 150 }, (_, index) => `manufacturer=${index}`).join('&');
      expect(parseListingQuery(query, options).filters['manufacturer']).toHaveLength(50);
    });

    it('keeps the first valid price range only', () => {
      expect(
        parseListingQuery('price=abc&price=100_500&price=_200&price=900_100', options).filters,
      ).toEqual({ price: ['100_500'] });
      expect(parseListingQuery('price=oops', options).filters).toEqual({});
    });

    it('reads only the given filter codes when there are some', () => {
      expect(
        parseListingQuery('color=12&foo=bar&manufacturer=7', {
          ...options,
          filterCodes: ['color', 'manufacturer'],
        }).filters,
      ).toEqual({ color: ['12'], manufacturer: ['7'] });
    });
  });
});
