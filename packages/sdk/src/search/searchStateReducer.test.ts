import { describe, expect, it } from 'vitest';
import type { ProductList } from '../catalog/mapProductList';
import type { ProductSummary } from '../catalog/mapProductSummary';
import { SdkError } from '../errors/SdkError';
import { initialSearchState, searchStateReducer, type SearchState } from './searchStateReducer';

function product(sku: string): ProductSummary {
  return { sku } as ProductSummary;
}

function list(page: number, totalPages: number, skus: string[]): ProductList {
  return {
    items: skus.map(product),
    totalCount: totalPages * 2,
    pageInfo: { currentPage: page, pageSize: 2, totalPages },
    facets: [{ type: 'options', code: 'color', label: 'Farge', options: [] }],
    suggestions: page === 1 ? ['filter'] : [],
  };
}

const criteria = {
  term: 'filter',
  filters: { color: ['12'] },
  sort: 'price_ASC' as const,
  pageSize: 2,
};

describe('searchStateReducer', () => {
  it('starts a search from page 1 without results, keeping the facets on screen', () => {
    const before: SearchState = {
      ...initialSearchState,
      status: 'success',
      page: 3,
      items: [product('A')],
      facets: list(1, 1, []).facets,
    };
    expect(searchStateReducer(before, { type: 'search-started', criteria })).toEqual({
      ...initialSearchState,
      ...criteria,
      status: 'loading',
      facets: before.facets,
    });
  });

  it('replaces the results with page 1 and appends further pages', () => {
    let state = searchStateReducer(initialSearchState, { type: 'search-started', criteria });
    state = searchStateReducer(state, { type: 'page-loaded', list: list(1, 3, ['A', 'B']) });
    expect(state).toMatchObject({ status: 'success', page: 1, hasMore: true, totalCount: 6 });
    expect(state.suggestions).toEqual(['filter']);

    state = searchStateReducer(state, { type: 'more-started' });
    expect(state.status).toBe('loading-more');
    state = searchStateReducer(state, { type: 'page-loaded', list: list(2, 3, ['C', 'D']) });
    state = searchStateReducer(state, { type: 'page-loaded', list: list(3, 3, ['E']) });

    expect(state.items.map((item) => item.sku)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(state).toMatchObject({ page: 3, hasMore: false, term: 'filter' });
    // The suggestions are the search's, from its first page.
    expect(state.suggestions).toEqual(['filter']);
  });

  it('keeps the results so far when a request fails, and clears the error on the next', () => {
    const loaded = searchStateReducer(
      searchStateReducer(initialSearchState, { type: 'search-started', criteria }),
      { type: 'page-loaded', list: list(1, 2, ['A']) },
    );
    const error = new SdkError('network', 'offline');
    const failed = searchStateReducer(loaded, { type: 'failed', error });
    expect(failed).toMatchObject({ status: 'error', error, items: [product('A')] });
    expect(searchStateReducer(failed, { type: 'more-started' }).error).toBeNull();
  });

  it('resets term, results, filters and page', () => {
    const loaded = searchStateReducer(
      searchStateReducer(initialSearchState, { type: 'search-started', criteria }),
      { type: 'page-loaded', list: list(2, 2, ['A']) },
    );
    expect(searchStateReducer(loaded, { type: 'reset' })).toBe(initialSearchState);
  });
});
