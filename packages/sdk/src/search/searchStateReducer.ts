import type { ProductList } from '../catalog/mapProductList';
import type { ProductSummary } from '../catalog/mapProductSummary';
import type { SdkError } from '../errors/SdkError';
import type { Facet } from '../listing/mapFacets';
import type { ListingSortKey } from '../listing/listingSort';
import type { ListingFilters } from '../listing/parseListingQuery';
import { initialSearchState } from './initialSearchState';

export { initialSearchState };

/**
 * The search page's state, with "load more" (spec §4).
 *
 * - `status`: `idle` before any search and after a reset; `loading` while page 1 of a search is
 *   asked for; `loading-more` while a further page is; `success` / `error` once it settled.
 * - `term`, `filters`, `sort`: what is searched for. `page`: the last page loaded (results hold
 *   pages 1 to `page`).
 * - `items`: the products of every page loaded, in order; `hasMore` when there are further pages.
 * - `suggestions`: terms the API suggests instead ("Mente du …?"), from page 1.
 */
export interface SearchState {
  status: 'idle' | 'loading' | 'loading-more' | 'success' | 'error';
  term: string;
  filters: ListingFilters;
  sort: ListingSortKey | null;
  /** Products per page and per "load more". */
  pageSize: number;
  page: number;
  items: ProductSummary[];
  totalCount: number;
  facets: Facet[];
  suggestions: string[];
  hasMore: boolean;
  error: SdkError | null;
}

/** What is searched for: the part of the state a new search sets. */
export interface SearchCriteria {
  term: string;
  filters: ListingFilters;
  sort: ListingSortKey | null;
  /** 12 by default (spec §9); pass the store's `gridPerPage` to follow the store. */
  pageSize: number;
}

/**
 * Everything that can happen to a {@link SearchState}:
 * - `search-started`: a search from page 1 (new term, filter toggled, sort changed);
 * - `more-started`: the next page is asked for;
 * - `page-loaded`: a page arrived (page 1 replaces the results, a further one is appended);
 * - `failed`: the last request failed (results so far are kept);
 * - `reset`: back to the start (spec §4: closing search clears term, results, filters, page 1).
 */
export type SearchAction =
  | { type: 'search-started'; criteria: SearchCriteria }
  | { type: 'more-started' }
  | { type: 'page-loaded'; list: ProductList }
  | { type: 'failed'; error: SdkError }
  | { type: 'reset' };

/** The one place a {@link SearchState} changes. Pure. */
export function searchStateReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'search-started':
      return {
        ...initialSearchState,
        ...action.criteria,
        status: 'loading',
        // Keep the facets on screen while the new results load, so the filter list does not jump.
        facets: state.facets,
      };
    case 'more-started':
      return { ...state, status: 'loading-more', error: null };
    case 'page-loaded': {
      const { list } = action;
      const page = list.pageInfo.currentPage;
      return {
        ...state,
        status: 'success',
        page,
        items: page === 1 ? list.items : [...state.items, ...list.items],
        totalCount: list.totalCount,
        facets: list.facets,
        suggestions: page === 1 ? list.suggestions : state.suggestions,
        hasMore: page < list.pageInfo.totalPages,
        error: null,
      };
    }
    case 'failed':
      return { ...state, status: 'error', error: action.error };
    case 'reset':
      return state === initialSearchState ? state : initialSearchState;
  }
}
