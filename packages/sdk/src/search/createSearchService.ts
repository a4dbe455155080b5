import { fetchProductList } from '../catalog/fetchProductList';
import type { CategoryLink } from '../catalog/mapCategory';
import { mapProductList, type ProductList } from '../catalog/mapProductList';
import type { ProductSummary } from '../catalog/mapProductSummary';
import type { ProductSort } from '../catalog/productSortInput';
import { categoryUrl } from '../catalog/categoryUrl';
import { shopConstants } from '../config/shopConstants';
import { QuickSearchDocument, SearchCategoriesDocument } from './quickSearch.generated';
import { mapSuggestions } from '../catalog/mapProductList';
import { defaultListingSort, productSortFromKey } from '../listing/listingSort';
import type { ListingFilters } from '../listing/parseListingQuery';
import { productFilterInput } from '../listing/productFilterInput';
import type { Transport } from '../transport/createTransport';
import { withRelevanceBoost } from './relevanceBoost';

/** Options of {@link SearchService.search}. */
export interface SearchOptions {
  /** The shopper's term; one shorter than 3 characters (trimmed) counts as none. */
  term: string;
  /** The shopper's facet values (`parseListingQuery(...).filters`). */
  filters?: ListingFilters;
  /**
   * The order: by default the most relevant first for a term (`relevance` DESC), name A–Å for
   * filters alone (`defaultListingSort`); `null` leaves the backend's order (relevance for a
   * search).
   */
  sort?: ProductSort | null;
  /**
   * The part-finder model whose parts rank higher under the relevance sort (the shop's
   * `wm_boost_pf_model_id`: a boost, never a filter). By default the model of the shopper's
   * active tractor when the instance knows it (`SearchServiceOptions.activeModelId`); `null`
   * for none.
   */
  boostModelId?: number | null;
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
  /** As {@link SearchOptions.boostModelId}: the active tractor's model by default. */
  boostModelId?: number | null;
  /** Aborts this search only (the shopper typed on). */
  signal?: AbortSignal;
}

/** Options of {@link SearchService.searchCategories}. */
export interface SearchCategoriesOptions {
  /** Categories to return at most; 5 by default. */
  pageSize?: number;
  /** Aborts this request only. */
  signal?: AbortSignal;
}

/** What a search service needs besides the transport. */
export interface SearchServiceOptions {
  /**
   * The part-finder model of the shopper's active tractor ("My tractors"), or `null`: read at
   * each search, its parts rank higher under the relevance sort. `createSdk` reads the
   * instance's `tractors` store, which knows the list once it is loaded (a browser; a server
   * render knows a guest's list only if the page hands it over).
   */
  activeModelId?: () => number | null;
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
  /** Terms the API suggests instead ("Mente du …?"); usually empty. */
  suggestions: string[];
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
  /**
   * The categories whose name matches a term, in one request: what the search page offers when
   * a search finds nothing. A term shorter than 3 characters asks nothing and finds nothing.
   *
   * @throws {@link SdkError} when the request fails or is aborted (`network`).
   */
  searchCategories(term: string, options?: SearchCategoriesOptions): Promise<CategoryLink[]>;
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

type CategoryLinkData = {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
};

function categoryLinks(
  categories: { items: ReadonlyArray<CategoryLinkData | null> | null } | null | undefined,
): CategoryLink[] {
  return (categories?.items ?? []).flatMap((category) =>
    category
      ? [
          {
            uid: category.uid,
            name: category.name,
            url: categoryUrl(category.url_path, category.url_suffix),
          },
        ]
      : [],
  );
}

/**
 * Creates the search service of one SDK instance (`sdk.search`). Search results are read by the
 * same listing request as category pages, so they map to the same {@link ProductList}. A search
 * with a term is ordered by relevance unless asked otherwise, and under that order the parts of
 * the shopper's active tractor rank higher (`options.activeModelId`).
 *
 * @example
 * ```ts
 * const query = parseListingQuery(location.search, { defaultItemsPerPage: 12, defaultSort: 'relevance_DESC' });
 * const page = await sdk.search.search({
 *   term: query.term,
 *   filters: query.filters,
 *   sort: productSortFromKey(query.sort),
 *   currentPage: query.page,
 *   pageSize: query.itemsPerPage,
 * });
 * ```
 */
export function createSearchService(
  transport: Transport,
  serviceOptions: SearchServiceOptions = {},
): SearchService {
  const boostModel = (asked: number | null | undefined): number | null =>
    asked !== undefined ? asked : (serviceOptions.activeModelId?.() ?? null);

  return {
    async search({
      term,
      filters = {},
      sort,
      currentPage = 1,
      pageSize = shopConstants.pageSizes.search,
      boostModelId,
      signal,
    }) {
      const search = searchableTerm(term);
      const filter = productFilterInput(filters);
      if (search === null && Object.keys(filter).length === 0) {
        return emptyList(currentPage, pageSize);
      }
      const order =
        sort === undefined ? productSortFromKey(defaultListingSort(search ?? '')) : sort;
      return fetchProductList(
        transport,
        {
          ...(search !== null && { search }),
          filter: withRelevanceBoost(filter, {
            search,
            sort: order,
            modelId: boostModel(boostModelId),
          }),
          currentPage,
          pageSize,
          sort: order,
        },
        { signal },
      );
    },
    async quickSearch(term, options = {}) {
      const search = searchableTerm(term);
      if (search === null) {
        return { term: term.trim(), products: [], totalCount: 0, categories: [], suggestions: [] };
      }
      const boosted = withRelevanceBoost(
        {},
        { search, sort: null, modelId: boostModel(options.boostModelId) },
      );
      const { products, categories } = await transport.request(
        QuickSearchDocument,
        {
          term: search,
          pageSize: options.pageSize ?? shopConstants.pageSizes.quickSearch,
          categoryCount: options.categoryCount ?? shopConstants.pageSizes.quickSearchCategories,
          filter: Object.keys(boosted).length > 0 ? boosted : null,
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
        categories: categoryLinks(categories),
        suggestions: mapSuggestions(products?.suggestions),
      };
    },
    async searchCategories(term, options = {}) {
      const search = searchableTerm(term);
      if (search === null) return [];
      const { categories } = await transport.request(
        SearchCategoriesDocument,
        {
          term: search,
          pageSize: options.pageSize ?? shopConstants.pageSizes.quickSearchCategories,
        },
        { signal: options.signal },
      );
      return categoryLinks(categories);
    },
  };
}
