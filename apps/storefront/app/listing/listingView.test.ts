import { listingItemsPerPageOptions, listingQueryOptions, type ProductList } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { listingSortLabels } from './listingSettings';
import { hasChosenFilters, listingData, listingView } from './listingView';

const list: ProductList = {
  items: [],
  totalCount: 30,
  pageInfo: { currentPage: 1, pageSize: 12, totalPages: 3 },
  facets: [],
  suggestions: [],
};
const now = new Date('2026-01-01T00:00:00Z');
const settings = {
  queryOptions: listingQueryOptions('category', null),
  sortLabels: listingSortLabels('category'),
  itemsPerPageOptions: listingItemsPerPageOptions,
};
const query = (filters: Record<string, string[]> = {}) => ({
  page: 1,
  itemsPerPage: 12,
  sort: null,
  term: '',
  filters,
});
const view = (data: ProductList, filters: Record<string, string[]> = {}) =>
  listingView(listingData(data, query(filters), { path: '/deler.html', now }), settings);

const faceted: ProductList = {
  ...list,
  facets: [
    {
      type: 'price',
      code: 'price',
      label: 'Pris',
      options: [
        { value: '0_100', label: '0-100', count: 4, range: { from: 0, to: 100 } },
        { value: '100_300', label: '100-300', count: 2, range: { from: 100, to: 300 } },
      ],
    },
    {
      type: 'options',
      code: 'color',
      label: 'Farge',
      options: [
        { value: '3', label: 'Rød', count: 5 },
        { value: '4', label: 'Grønn', count: 1 },
      ],
    },
    {
      type: 'options',
      code: 'category_uid',
      label: 'Kategori',
      options: [{ value: 'NQ==', label: 'Filter', count: 9 }],
    },
  ],
};

describe('listingData', () => {
  it('holds the cards, the facets offered and the state, but no links or choices that follow from them', () => {
    const data = listingData(faceted, query({ color: ['3'] }), {
      path: '/deler.html',
      colorSwatches: { '3': '#c00' },
      hiddenFacets: ['category_uid'],
      now,
    });
    expect(data).toEqual({
      path: '/deler.html',
      query: query({ color: ['3'] }),
      products: [],
      totalCount: 30,
      totalPages: 3,
      facets: [
        {
          type: 'price',
          code: 'price',
          label: 'Pris',
          options: [
            { value: '0_100', label: '0-100', count: 4 },
            { value: '100_300', label: '100-300', count: 2 },
          ],
        },
        {
          type: 'options',
          code: 'color',
          label: 'Farge',
          options: [
            { value: '3', label: 'Rød', count: 5, color: '#c00' },
            { value: '4', label: 'Grønn', count: 1 },
          ],
        },
      ],
    });
  });
});

describe('listingView', () => {
  it('links each facet option to the listing with it toggled, on page 1', () => {
    const colors = view(faceted, { color: ['3'] }).facets.find((facet) => facet.code === 'color');
    expect(colors?.options).toEqual([
      { value: '3', label: 'Rød', count: 5, selected: true, href: '/deler.html' },
      {
        value: '4',
        label: 'Grønn',
        count: 1,
        selected: false,
        href: '/deler.html?color=3&color=4',
      },
    ]);
    // One price range at a time.
    const prices = view(faceted, { price: ['0_100'] }).facets[0];
    expect(prices?.options.map((option) => option.href)).toEqual([
      '/deler.html',
      '/deler.html?price=100_300',
    ]);
  });

  it('bounds the free price form by the highest range and keeps the other parameters in it', () => {
    expect(view(faceted, { color: ['3'] }).priceFilter).toEqual({
      min: 0,
      max: 300,
      from: null,
      to: null,
      hiddenFields: [{ name: 'color', value: '3' }],
    });
    expect(view(list).priceFilter).toBeNull();
  });

  it('offers the sort choices, the page sizes and the pages around the current one', () => {
    const result = view(list);
    expect(result.sort.options[0]).toEqual({ value: '', label: settings.sortLabels[0]![1] });
    expect(result.itemsPerPage).toEqual({ value: 12, options: [12, 24, 48] });
    expect(result.pagination.filter((item) => item.type === 'page')).toHaveLength(3);
  });
});

describe('listingView and the active tractor’s narrowing', () => {
  it('shows no chip for the model filter, and keeps it when the other filters are cleared', () => {
    const result = view(list, { manufacturer: ['12'], wm_pf_model_id: ['77'] });

    expect(result.appliedFilters.map((filter) => filter.id)).toEqual(['manufacturer:12']);
    expect(result.clearFiltersHref).toBe('/deler.html?wm_pf_model_id=77');
    expect(hasChosenFilters(result.query)).toBe(true);
  });

  it('offers no clearing when the model filter is the only one', () => {
    const result = view(list, { wm_pf_model_id: ['77'] });
    expect(result.appliedFilters).toEqual([]);
    expect(result.clearFiltersHref).toBeNull();
    expect(hasChosenFilters(result.query)).toBe(false);
  });
});
