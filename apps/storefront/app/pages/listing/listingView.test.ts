import type { ProductList } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { categoryQueryOptions, categorySortLabels, listingItemsPerPage } from './listingSettings';
import { listingView } from './listingView';

const list: ProductList = {
  items: [],
  totalCount: 30,
  pageInfo: { currentPage: 1, pageSize: 12, totalPages: 3 },
  facets: [],
};
const options = {
  path: '/deler.html',
  queryOptions: categoryQueryOptions(null),
  sortLabels: categorySortLabels,
  itemsPerPageOptions: listingItemsPerPage,
  now: new Date('2026-01-01T00:00:00Z'),
};

describe('listingView and the active tractor’s narrowing', () => {
  it('shows no chip for the model filter, and keeps it when the other filters are cleared', () => {
    const view = listingView(
      list,
      {
        page: 1,
        itemsPerPage: 12,
        sort: null,
        term: '',
        filters: { manufacturer: ['12'], wm_pf_model_id: ['77'] },
      },
      options,
    );

    expect(view.appliedFilters.map((filter) => filter.id)).toEqual(['manufacturer:12']);
    expect(view.clearFiltersHref).toBe('/deler.html?wm_pf_model_id=77');
    // The pages keep the narrowing.
    expect(view.pageHrefs[2]).toContain('wm_pf_model_id=77');
  });

  it('offers no clearing when the model filter is the only one', () => {
    const view = listingView(
      list,
      { page: 1, itemsPerPage: 12, sort: null, term: '', filters: { wm_pf_model_id: ['77'] } },
      options,
    );
    expect(view.appliedFilters).toEqual([]);
    expect(view.clearFiltersHref).toBeNull();
  });
});
