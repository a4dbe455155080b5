import type { SearchService } from '../search/createSearchService';
import type { SearchStore } from '../search/createSearchStore';
import { initialSearchState } from '../search/initialSearchState';
import { forwardMethods, lazyStore } from './lazyStore';

/** `sdk.searchResults`: the search page's store over `search`, its code loaded with the first search. */
export function lazySearchResults(search: SearchService): SearchStore {
  const searchResultsStore = lazyStore(
    () => import('./chunks/createSearchStore').then((m) => m.createSearchStore(search)),
    {
      initialState: () => initialSearchState,
      loadMethods: ['search', 'toggleFilter', 'setSort', 'loadMore'],
    },
  );
  return {
    getSnapshot: searchResultsStore.getSnapshot,
    subscribe: searchResultsStore.subscribe,
    ...forwardMethods(searchResultsStore, ['search', 'toggleFilter', 'setSort', 'loadMore']),
    reset: () => searchResultsStore.current()?.reset(),
  };
}
