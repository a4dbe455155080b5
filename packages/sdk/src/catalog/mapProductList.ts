import type { ProductListQuery } from '../generated/graphql';
import { mapFacets, type Facet } from '../listing/mapFacets';
import { mapProductSummary, type ProductSummary } from './mapProductSummary';

/** Where a page sits in a paged list. */
export interface PageInfo {
  /** The page returned, starting at 1. */
  currentPage: number;
  pageSize: number;
  /** At least 1, so an empty list still has the one page it is on. */
  totalPages: number;
}

/** One page of a product listing. */
export interface ProductList {
  items: ProductSummary[];
  /** Products matching, on all pages. */
  totalCount: number;
  pageInfo: PageInfo;
  /** The listing's facets (layered navigation) over all its products, by position. */
  facets: Facet[];
  /**
   * Terms the API suggests instead of a search's own (Magento's `suggestions`, from its typo
   * reading: "Mente du …?"), without blanks and repeats; empty for other listings.
   */
  suggestions: string[];
}

/**
 * Maps the backend's `products` (with or without `aggregations`) to a {@link ProductList}. What the backend leaves out of the
 * paging data is taken from the request. Products without a SKU are left out.
 */
export function mapProductList(
  data:
    | (Omit<NonNullable<ProductListQuery['products']>, 'aggregations' | 'suggestions'> &
        Partial<Pick<NonNullable<ProductListQuery['products']>, 'aggregations' | 'suggestions'>>)
    | null
    | undefined,
  requested: { currentPage: number; pageSize: number },
): ProductList {
  const totalCount = data?.total_count ?? 0;
  const pageSize = data?.page_info?.page_size ?? requested.pageSize;
  return {
    items: (data?.items ?? []).flatMap((item) => {
      const summary = item && mapProductSummary(item);
      return summary ? [summary] : [];
    }),
    totalCount,
    pageInfo: {
      currentPage: data?.page_info?.current_page ?? requested.currentPage,
      pageSize,
      totalPages: Math.max(1, data?.page_info?.total_pages ?? Math.ceil(totalCount / pageSize)),
    },
    facets: mapFacets(data?.aggregations),
    suggestions: mapSuggestions(data?.suggestions),
  };
}

/** The suggested terms of a search, trimmed, without blanks and repeats. Pure. */
export function mapSuggestions(
  suggestions: ReadonlyArray<{ search: string } | null> | null | undefined,
): string[] {
  const terms = (suggestions ?? []).flatMap((suggestion) => suggestion?.search.trim() || []);
  return [...new Set(terms)];
}
