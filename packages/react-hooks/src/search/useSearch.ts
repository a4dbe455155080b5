import type { SearchState, SearchStore } from '@agri-parts/sdk';
import { useSyncExternalStore } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/** What {@link useSearch} returns: the search state and the store's stable actions. */
export type UseSearchResult = SearchState &
  Pick<SearchStore, 'search' | 'toggleFilter' | 'setSort' | 'loadMore' | 'reset'>;

/**
 * The search page's results with "load more", over `sdk.searchResults`: the state (`status`,
 * `items`, `facets`, `hasMore`, ...) and stable actions. Searching again from page 1 on a filter
 * or sort change, appending on "load more" and resetting are the SDK store's rules.
 *
 * @example
 * ```tsx
 * const { items, facets, hasMore, status, toggleFilter, loadMore } = useSearch();
 * useEffect(() => void search({ term }), [term]); // or from the route's query string
 * ```
 */
export function useSearch(): UseSearchResult {
  const { searchResults: store } = useSdk();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const { search, toggleFilter, setSort, loadMore, reset } = store;
  return { ...state, search, toggleFilter, setSort, loadMore, reset };
}
