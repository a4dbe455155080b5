import { isSdkError, SdkError } from '../errors/SdkError';
import { productSortFromKey, type ListingSortKey } from '../listing/listingSort';
import { toggleListingFilter } from '../listing/toggleListingFilter';
import { createStore } from '../store/createStore';
import type { SearchService } from './createSearchService';
import {
  initialSearchState,
  searchStateReducer,
  type SearchAction,
  type SearchCriteria,
  type SearchState,
} from './searchStateReducer';

/**
 * The search page's results with "load more" as an observable store, shaped for
 * `useSyncExternalStore` (spec §4). Only the latest request counts: starting a search aborts the
 * one under way, and a reset aborts everything.
 */
export interface SearchStore {
  /** The current state; the same object until something changes. */
  getSnapshot(): SearchState;
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Searches from page 1. What is not given is kept from the current search (so
   * `search({ term })` keeps the filters and sort). Resolves once the page is in the state;
   * never rejects (a failure is `status: 'error'`).
   */
  search(criteria: Partial<SearchCriteria>): Promise<void>;
  /** Toggles one facet value (adds it, or removes it when chosen) and searches from page 1. */
  toggleFilter(code: string, value: string): Promise<void>;
  /** Changes the order and searches from page 1. */
  setSort(sort: ListingSortKey | null): Promise<void>;
  /** Loads the next page and appends it; does nothing while loading or on the last page. */
  loadMore(): Promise<void>;
  /** Clears term, results and filters, back to page 1, and aborts any request. */
  reset(): void;
}

/**
 * Creates a search store over a search service (`sdk.searchResults` is the instance's one).
 *
 * @example
 * ```ts
 * const store = sdk.searchResults;
 * await store.search({ term: 'oljefilter' });
 * await store.toggleFilter('manufacturer', '7');
 * await store.loadMore();
 * store.getSnapshot().items; // pages 1 and 2 of the filtered search
 * ```
 */
export function createSearchStore(service: SearchService): SearchStore {
  const store = createStore(initialSearchState);
  let pending: AbortController | null = null;

  function dispatch(action: SearchAction): void {
    store.setState((state) => searchStateReducer(state, action), true);
  }

  /** Asks for one page; the answer counts only if no other request started meanwhile. */
  async function load(page: number): Promise<void> {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const state = store.getSnapshot();
    try {
      const list = await service.search({
        term: state.term,
        filters: state.filters,
        sort: productSortFromKey(state.sort),
        currentPage: page,
        pageSize: state.pageSize,
        signal: controller.signal,
      });
      if (pending === controller) dispatch({ type: 'page-loaded', list });
    } catch (error) {
      if (pending !== controller) return;
      dispatch({
        type: 'failed',
        error: isSdkError(error)
          ? error
          : new SdkError('network', 'The search failed', { cause: error }),
      });
    } finally {
      if (pending === controller) pending = null;
    }
  }

  function search(criteria: Partial<SearchCriteria>): Promise<void> {
    const state = store.getSnapshot();
    const next: SearchCriteria = {
      term: (criteria.term ?? state.term).trim(),
      filters: criteria.filters ?? state.filters,
      sort: criteria.sort === undefined ? state.sort : criteria.sort,
      pageSize: criteria.pageSize ?? state.pageSize,
    };
    dispatch({ type: 'search-started', criteria: next });
    return load(1);
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    search,
    toggleFilter: (code, value) =>
      search({ filters: toggleListingFilter(store.getSnapshot().filters, code, value) }),
    setSort: (sort) => search({ sort }),
    async loadMore() {
      const state = store.getSnapshot();
      if (!state.hasMore || state.status === 'loading' || state.status === 'loading-more') return;
      const nextPage = state.page + 1;
      dispatch({ type: 'more-started' });
      await load(nextPage);
    },
    reset() {
      pending?.abort();
      pending = null;
      dispatch({ type: 'reset' });
    },
  };
}
