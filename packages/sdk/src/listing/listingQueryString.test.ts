import { describe, expect, it } from 'vitest';
import { listingQueryString } from './listingQueryString';
import {
  parseListingQuery,
  type ListingQuery,
  type ListingQueryOptions,
} from './parseListingQuery';

const options: ListingQueryOptions = {
  defaultItemsPerPage: 12,
  defaultSort: 'name_ASC',
  allowedItemsPerPage: [24],
};
const defaults: ListingQuery = {
  page: 1,
  itemsPerPage: 12,
  sort: 'name_ASC',
  term: '',
  filters: {},
};

describe('listingQueryString', () => {
  it('is empty when everything is default', () => {
    expect(listingQueryString(defaults, options)).toBe('');
    expect(listingQueryString({ ...defaults, sort: null }, { defaultItemsPerPage: 12 })).toBe('');
  });

  it('writes term, filters by code with sorted values, sort, itemsPerPage and page in that order', () => {
    expect(
      listingQueryString(
        {
          page: 3,
          itemsPerPage: 24,
          sort: 'price_DESC',
          term: ' olje filter ',
          filters: { manufacturer: ['7'], color: ['14', '12'], price: ['100_500'] },
        },
        options,
      ),
    ).toBe(
      'term=olje+filter&color=12&color=14&manufacturer=7&price=100_500&sort=price_DESC&itemsPerPage=24&page=3',
    );
  });

  it('gives the same link for the same state whatever order it was built in', () => {
    const a = listingQueryString({ ...defaults, filters: { b: ['2', '1'], a: ['x'] } }, options);
    const b = listingQueryString({ ...defaults, filters: { a: ['x'], b: ['1', '2'] } }, options);
    expect(a).toBe(b);
  });

  it('writes a sort when the default is the backend’s order', () => {
    expect(listingQueryString({ ...defaults, sort: 'name_ASC' }, { defaultItemsPerPage: 12 })).toBe(
      'sort=name_ASC',
    );
  });

  it('leaves out the store’s grid_per_page, the default page size', () => {
    expect(
      listingQueryString({ ...defaults, itemsPerPage: 24 }, { ...options, gridPerPage: 24 }),
    ).toBe('');
  });

  it('is read back by parseListingQuery as the same state', () => {
    const state: ListingQuery = {
      page: 2,
      itemsPerPage: 24,
      sort: 'updated_at_DESC',
      term: 'lager',
      filters: { color: ['12', '14'], price: ['_500'], category_uid: ['NA=='] },
    };
    expect(parseListingQuery(listingQueryString(state, options), options)).toEqual(state);
  });
});
