import { shopConstants } from '../config/shopConstants';
import type { SearchState } from './searchStateReducer';

/** The state before any search. */
export const initialSearchState: SearchState = {
  status: 'idle',
  term: '',
  filters: {},
  // The most relevant first (`relevanceSortKey`; issue 19 overrides the spec's name A–Å). A
  // literal: this module is in every page's bundle, the sort rules are not.
  sort: 'relevance_DESC',
  pageSize: shopConstants.pageSizes.search,
  page: 1,
  items: [],
  totalCount: 0,
  facets: [],
  suggestions: [],
  hasMore: false,
  error: null,
};
