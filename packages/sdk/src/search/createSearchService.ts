import { fetchProductList } from '../catalog/fetchProductList';
import type { CategoryLink } from '../catalog/mapCategory';
import { mapProductList, type ProductList } from '../catalog/mapProductList';
import type { ProductSummary } from '../catalog/mapProductSummary';
import type { ProductSort } from '../catalog/productSortInput';
import { categoryUrl } from '../catalog/categoryUrl';
import { shopConstants } from '../config/shopConstants';
import { QuickSearchDocument } from './quickSearch.generated';
import type { ListingFilters } from '../listing/parseListingQuery';
import { productFilterInput } from '../listing/productFilterInput';
import type { Transport } from '../transport/createTransport';

/** Options of {@link SearchService.search}. */
export interface SearchOptions {
  /** The shopper's term; one shorter than 3 characters (trimmed) counts as none. */
  term: string;
  /** The shopper's facet values (`parseListingQuery(...).filters`). */
  filters?: ListingFilters;
  /** The order; `name_ASC` by default (spec §9), `null` for Magento's relevance. */
  sort?: ProductSort | null;
  /** The page, starting at 1; 1 by default. */
  currentPage?: number;
  /** Products per page; 12 by default (spec §9), or the store's `gridPerPage`. */
  pageSize?: number;
  /** Aborts this search only (a newer one replaced it). */
  signal?: AbortSignal;
}

/** Options of {@link SearchService.quickSearch}. */
export interface QuickSearchOptions {
  /** Products to show; 10 by default. */
  pageSize?: number;
  /** Categories to show; 5 by default. */
  categoryCount?: number;
  /** Aborts this search only (the shopper typed on). */
  signal?: AbortSignal;
}

/** What the header's search overlay shows. */
export interface QuickSearchResult {
  /** The term searched, trimmed. */
  term: string;
  products: ProductSummary[];
  /** Products matching in all, for a "show all N" link to the search page. */
  totalCount: number;
  /** Categories whose name contains the term. */
  categories: CategoryLink[];
}

/** Product search: the search page (with facets) and the header's search overlay. */
export interface SearchService {
  /**
   * One page of products matching a term and the shopper's filters, with the facets of the whole
   * result. Without a term (or one shorter than 3 characters) and without filters nothing is
   * asked and the result is empty; with filters only, the filters list the products.
   *
   * @throws {@link SdkError} `invalid-argument` for a page or page size below 1; otherwise when
   *   the request fails.
   */
  search(options: SearchOptions): Promise<ProductList>;
  /**
   * A few products and the matching categories for the search overlay, in one request. A term
   * shorter than 3 characters asks nothing and finds nothing.
   *
   * @throws {@link SdkError} when the request fails or is aborted (`network`).
   */
  quickSearch(term: string, options?: QuickSearchOptions): Promise<QuickSearchResult>;
}

/**
 * Whether a term is long enough to search for: at least 3 characters after trimming (Magento's
 * default `min_query_length`). Pure.
 */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= shopConstants.search.minTermLength;
}

/** The term to send, or `null` when it is too short to search for. */
function searchableTerm(term: string): string | null {
  return isSearchableTerm(term) ? term.trim() : null;
}

function emptyList(currentPage: number, pageSize: number): ProductList {
  return mapProductList(null, { currentPage, pageSize });
}

/**
 * Creates the search service of one SDK instance (`sdk.search`). Search results are read by the
 * same listing request as category pages, so they map to the same {@link ProductList}.
 *
 * @example
 * ```ts
 * const query = parseListingQuery(location.search, { defaultItemsPerPage: 12, defaultSort: 'name_ASC' });
 * const page = await sdk.search.search({
 *   term: query.term,
 *   filters: query.filters,
 *   sort: productSortFromKey(query.sort),
 *   currentPage: query.page,
 *   pageSize: query.itemsPerPage,
 * });
 * ```
 */
export function createSearchService(transport: Transport): SearchService {
  return {
    async search({
      term,
      filters = {},
      sort = { field: 'name', direction: 'ASC' },
      currentPage = 1,
      pageSize = shopConstants.pageSizes.search,
      signal,
    }) {
      const search = searchableTerm(term);
      const filter = productFilterInput(filters);
      if (search === null && Object.keys(filter).length === 0) {
        return emptyList(currentPage, pageSize);
      }
      return fetchProductList(
        transport,
        { ...(search !== null && { search }), filter, currentPage, pageSize, sort },
        { signal },
      );
    },
    async quickSearch(term, options = {}) {
      const search = searchableTerm(term);
      if (search === null)
        return { term: term.trim(), products: [], totalCount: 0, categories: [] };
      const { products, categories } = await transport.request(
        QuickSearchDocument,
        {
          term: search,
          pageSize: options.pageSize ?? shopConstants.pageSizes.quickSearch,
          categoryCount: options.categoryCount ?? shopConstants.pageSizes.quickSearchCategories,
        },
        { signal: options.signal },
      );
      const list = mapProductList(
        { items: products?.items ?? [], total_count: products?.total_count ?? 0, page_info: null },
        { currentPage: 1, pageSize: 1 },
      );
      return {
        term: search,
        products: list.items,
        totalCount: list.totalCount,
        categories: (categories?.items ?? []).flatMap((category) =>
          category
            ? [
                {
                  uid: category.uid,
                  name: category.name,
                  url: categoryUrl(category.url_path, category.url_suffix),
                },
              ]
            : [],
        ),
      };
    },
  };
}
