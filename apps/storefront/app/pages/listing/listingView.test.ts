import type { ProductList } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { categoryQueryOptions, categorySortLabels, listingItemsPerPage } from './listingSettings';
import { buildProduct } from '../product/buildProduct';
import { cardCartAction, listingView, productCardView } from './listingView';

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

describe('productCardView', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('keeps what the wishlist and the cart need: the SKU, the type and how the card adds it', () => {
    const card = productCardView(buildProduct(), now);
    expect(card).toMatchObject({
      sku: 'VA-1001',
      type: 'simple',
      inStock: true,
      cartAction: 'add',
    });
    expect(productCardView(buildProduct({ stockStatus: 'out-of-stock' }), now)).toMatchObject({
      inStock: false,
      cartAction: 'out-of-stock',
    });
  });
});

describe('cardCartAction', () => {
  it('adds simple, virtual and downloadable products in stock (or of unknown stock) from the card', () => {
    for (const type of ['simple', 'virtual', 'downloadable'] as const) {
      expect(cardCartAction({ type, stockStatus: 'in-stock' })).toBe('add');
      expect(cardCartAction({ type, stockStatus: null })).toBe('add');
    }
  });

  it('leads to the product page for a configurable, bundle or grouped product', () => {
    expect(cardCartAction({ type: 'configurable', stockStatus: 'in-stock' })).toBe(
      'choose-variant',
    );
    expect(cardCartAction({ type: 'bundle', stockStatus: 'in-stock' })).toBe('see-options');
    expect(cardCartAction({ type: 'grouped', stockStatus: null })).toBe('see-options');
  });

  it('says out of stock for any type that is', () => {
    for (const type of ['simple', 'configurable', 'bundle', 'grouped'] as const) {
      expect(cardCartAction({ type, stockStatus: 'out-of-stock' })).toBe('out-of-stock');
    }
  });
});
