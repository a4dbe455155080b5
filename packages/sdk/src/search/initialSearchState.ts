import { shopConstants } from '../config/shopConstants';
import type { SearchState } from './searchStateReducer';

/** The state before any search. */
export const initialSearchState: SearchState = {
  status: 'idle',
  term: '',
  filters: {},
  sort: 'name_ASC',
  pageSize: shopConstants.pageSizes.search,
  page: 1,
  items: [],
  totalCount: 0,
  facets: [],
  hasMore: false,
  error: null,
};
