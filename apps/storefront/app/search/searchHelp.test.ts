import type { ListingQuery } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { showsSearchHelp, suggestedSearch } from './searchHelp';

describe('suggestedSearch', () => {
  it('offers the first suggestion with its search page', () => {
    expect(suggestedSearch('termostatt', ['termostat', 'termostater'])).toEqual({
      term: 'termostat',
      href: '/search?term=termostat',
    });
  });

  it('encodes the suggested term in the address', () => {
    expect(suggestedSearch('glodeplug', ['gløde plugg'])?.href).toBe(
      '/search?term=gl%C3%B8de%20plugg',
    );
  });

  it('skips a suggestion that is the term itself, case and spaces aside, and blanks', () => {
    expect(
      suggestedSearch('Massey  Ferguson', ['massey ferguson', ' ', 'massey fergusons']),
    ).toEqual({ term: 'massey fergusons', href: '/search?term=massey%20fergusons' });
    expect(suggestedSearch('filter', ['FILTER'])).toBeNull();
  });

  it('offers nothing without suggestions', () => {
    expect(suggestedSearch('xqzzy', [])).toBeNull();
  });
});

describe('showsSearchHelp', () => {
  const query = (filters: ListingQuery['filters'] = {}): ListingQuery => ({
    page: 1,
    itemsPerPage: 12,
    sort: 'relevance_DESC',
    term: 'xqzzy',
    filters,
  });

  it('shows the help when nothing is found', () => {
    expect(showsSearchHelp({ totalCount: 0, query: query() })).toBe(true);
  });

  it('shows the results when something is found', () => {
    expect(showsSearchHelp({ totalCount: 1, query: query() })).toBe(false);
  });

  it('keeps the listing (and its chips) when filters the shopper chose leave nothing', () => {
    expect(showsSearchHelp({ totalCount: 0, query: query({ color: ['12'] }) })).toBe(false);
  });

  it('keeps the listing (and its switch) when the active tractor narrows the search', () => {
    expect(showsSearchHelp({ totalCount: 0, query: query({ wm_pf_model_id: ['40'] }) })).toBe(
      false,
    );
  });
});
