import { describe, expect, it } from 'vitest';
import { buildProductData } from './buildCatalogData';
import { mapProductList, mapSuggestions } from './mapProductList';

const requested = { currentPage: 2, pageSize: 12 };

describe('mapProductList', () => {
  it('maps the items, the total and the paging data', () => {
    const list = mapProductList(
      {
        items: [buildProductData(), null, buildProductData({ sku: null })],
        total_count: 25,
        page_info: { current_page: 2, page_size: 12, total_pages: 3 },
      },
      requested,
    );

    expect(list.items.map((item) => item.sku)).toEqual(['AP-10001']);
    expect(list.totalCount).toBe(25);
    expect(list.pageInfo).toEqual({ currentPage: 2, pageSize: 12, totalPages: 3 });
  });

  it('takes missing paging data from the request and counts the pages itself', () => {
    expect(
      mapProductList({ items: [], total_count: 25, page_info: null }, requested).pageInfo,
    ).toEqual({ currentPage: 2, pageSize: 12, totalPages: 3 });
  });

  it('is one empty page when nothing matches or the backend sends nothing', () => {
    expect(
      mapProductList(
        {
          items: [],
          total_count: 0,
          page_info: { current_page: 1, page_size: 12, total_pages: 0 },
        },
        { currentPage: 1, pageSize: 12 },
      ),
    ).toEqual({
      items: [],
      totalCount: 0,
      pageInfo: { currentPage: 1, pageSize: 12, totalPages: 1 },
      facets: [],
      suggestions: [],
    });
    expect(mapProductList(null, requested)).toEqual({
      items: [],
      totalCount: 0,
      pageInfo: { currentPage: 2, pageSize: 12, totalPages: 1 },
      facets: [],
      suggestions: [],
    });
  });
});

describe('mapSuggestions', () => {
  it('keeps the suggested terms trimmed, without blanks and repeats, in order', () => {
    expect(
      mapSuggestions([
        { search: ' termostat ' },
        null,
        { search: '' },
        { search: 'termostat' },
        { search: 'termostater' },
      ]),
    ).toEqual(['termostat', 'termostater']);
  });

  it('is empty when the backend sends none', () => {
    expect(mapSuggestions(null)).toEqual([]);
    expect(mapSuggestions(undefined)).toEqual([]);
    expect(mapSuggestions([])).toEqual([]);
  });
});
