import { describe, expect, it } from 'vitest';
import {
  categoryFacetScope,
  filtersCountedFor,
  finestPriceStep,
  listingFilters,
  orderFacetOptions,
  singleCategory,
  type ListingFilterBuilders,
} from './facetRules.js';
import { emptyCriteria } from './productCriteria.js';

/** Builds each filter as a readable description. */
const describeFilter: ListingFilterBuilders<string> = {
  skus: (skus) => `sku in ${skus.join(',')}`,
  urlKeys: (urlKeys) => `url key in ${urlKeys.join(',')}`,
  nameContains: (text) => `name contains ${text}`,
  fitsModels: (modelIds) => `fits ${modelIds.join(',')}`,
  fitsModelsOrUniversal: (modelIds) => `fits or universal ${modelIds.join(',')}`,
  inCategories: (categoryIds) => `in categories ${categoryIds.join(',')}`,
  priceBetween: ({ from, to }) => `price ${from}–${to}`,
  withOptions: (code, optionIds) => `${code} in ${optionIds.join(',')}`,
};

describe('singleCategory', () => {
  it('is the category when exactly one is filtered', () => {
    expect(singleCategory({ categoryIds: [12] })).toBe(12);
    expect(singleCategory({ categoryIds: [12, 13] })).toBeNull();
    expect(singleCategory({ categoryIds: [] })).toBeNull();
    expect(singleCategory({ categoryIds: null })).toBeNull();
  });
});

describe('listingFilters', () => {
  it('applies sku, url key, name and fitment filters always, and a single category too', () => {
    const filters = listingFilters(
      emptyCriteria({
        skus: ['A'],
        urlKeys: ['a'],
        nameMatch: 'filter',
        modelIds: [7],
        categoryIds: [12],
      }),
      describeFilter,
    );
    expect(filters.fixed).toEqual([
      'sku in A',
      'url key in a',
      'name contains filter',
      'fits 7',
      'in categories 12',
    ]);
    expect([...filters.toggled]).toEqual([]);
  });

  it('makes several categories, the price and each attribute facet filters, in facet order', () => {
    const filters = listingFilters(
      emptyCriteria({
        categoryIds: [12, 13],
        price: { from: 100, to: null },
        attributes: { wm_delivery_time: [40], manufacturer: [1, 2], color: [] },
      }),
      describeFilter,
    );
    expect(filters.fixed).toEqual([]);
    expect([...filters.toggled]).toEqual([
      ['category', 'in categories 12,13'],
      ['price', 'price 100–null'],
      ['manufacturer', 'manufacturer in 1,2'],
      ['color', 'color in '],
      ['wm_delivery_time', 'wm_delivery_time in 40'],
    ]);
  });

  it('has no filters for empty criteria', () => {
    expect(listingFilters(emptyCriteria(), describeFilter)).toEqual({
      fixed: [],
      toggled: new Map(),
    });
  });
});

describe('filtersCountedFor', () => {
  it('counts a facet with every filter but its own, and the listing with all', () => {
    const filters = ['category', 'price', 'color'] as const;
    expect(filtersCountedFor(filters, 'color')).toEqual(['category', 'price']);
    expect(filtersCountedFor(filters, 'manufacturer')).toEqual(filters);
    expect(filtersCountedFor(filters, null)).toEqual(filters);
  });
});

describe('categoryFacetScope', () => {
  it('lists the categories below the filtered one, or its direct children when asked', () => {
    expect(categoryFacetScope(12, { categoryDirectChildrenOnly: false })).toEqual({
      kind: 'descendants',
      of: 12,
    });
    expect(categoryFacetScope(12, { categoryDirectChildrenOnly: true })).toEqual({
      kind: 'children',
      of: 12,
    });
  });

  it("lists the categories below the store's root when none is filtered", () => {
    expect(categoryFacetScope(null, { categoryDirectChildrenOnly: false })).toEqual({
      kind: 'level',
      level: 2,
      andDeeper: true,
    });
    expect(categoryFacetScope(null, { categoryDirectChildrenOnly: true })).toEqual({
      kind: 'level',
      level: 2,
      andDeeper: false,
    });
  });
});

describe('finestPriceStep', () => {
  it.each([
    [0, 10],
    [999, 10],
    [1000, 10],
    [9999, 10],
    [12_000, 100],
    [150_000, 1000],
  ])('is a hundredth of the power of ten at or below %d, at least 10: %d', (top, step) => {
    expect(finestPriceStep(top)).toBe(step);
  });
});

describe('orderFacetOptions', () => {
  it('orders by rank, then by value in code-point order, and drops the rank', () => {
    const option = (value: string, rank: [number, number]) => ({
      label: value,
      value,
      count: 1,
      rank,
    });
    expect(
      orderFacetOptions([
        option('9', [2, 1]),
        option('10', [2, 1]),
        option('3', [2, 0]),
        option('4', [1, 5]),
      ]).map((entry) => entry.value),
    ).toEqual(['4', '3', '10', '9']);
    expect(orderFacetOptions([option('1', [0, 0])])).toEqual([
      { label: '1', value: '1', count: 1 },
    ]);
  });
});
