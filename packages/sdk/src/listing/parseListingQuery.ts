import { isIgnoredListingParameter } from './ignoredListingParameters';
import { isListingSortKey, relevanceSortKey, type ListingSortKey } from './listingSort';
import { parsePriceRange } from './priceRange';

/**
 * A listing's selected filters: attribute code → the option values chosen (at least one each).
 * `price` holds ranges as `from_to` (`100_500`, open ends allowed).
 */
export type ListingFilters = Readonly<Record<string, readonly string[]>>;

/** The state of a listing page (category, search, collection) as its query string carries it. */
export interface ListingQuery {
  /** The page, starting at 1. */
  page: number;
  itemsPerPage: number;
  /** `null` when the listing keeps the backend's order (a category page with no default sort). */
  sort: ListingSortKey | null;
  /** The search term, trimmed; empty when there is none. */
  term: string;
  filters: ListingFilters;
}

/** How a listing reads and writes its query string; shared by the parser and its inverse. */
export interface ListingQueryOptions {
  /**
   * Products per page when the store sets no `grid_per_page` and the query asks for none it
   * allows (12 for category pages and the search page, see `shopConstants.pageSizes`).
   */
  defaultItemsPerPage: number;
  /**
   * The store config's `gridPerPage`: the default page size when given (spec §9), and always
   * allowed.
   */
  gridPerPage?: number | null;
  /** Other page sizes the shopper may choose (a "show 24 / 48" select); none by default. */
  allowedItemsPerPage?: readonly number[];
  /** The sort when the query has none it knows; `null` (the backend's order) by default. */
  defaultSort?: ListingSortKey | null;
  /**
   * The only parameters read as filters, such as the listing's facet codes. Magento refuses a
   * filter on an attribute it does not know, so a storefront should pass the codes it offers;
   * without it every parameter that is not ignored and looks like an attribute code is a filter.
   */
  filterCodes?: readonly string[];
}

/** Magento attribute codes: a letter, then letters, digits and underscores (at most 60). */
const attributeCodePattern = /^[a-z][a-z0-9_]{0,59}$/i;
const wholeNumberPattern = /^\d{1,9}$/;
/** Values one filter keeps from a query string; the rest are dropped. */
export const maxFilterValues = 50;

/** The page size a listing uses when the query does not choose one: `gridPerPage`, else the default. */
export function defaultListingItemsPerPage(options: ListingQueryOptions): number {
  return options.gridPerPage ?? options.defaultItemsPerPage;
}

/**
 * Reads a listing's state from its query string (spec §2, §5, §9). Pure.
 *
 * - `page` is a whole number of at least 1; anything else is page 1.
 * - `itemsPerPage` is kept only when it is `gridPerPage` or one of `allowedItemsPerPage`;
 *   otherwise it is {@link defaultListingItemsPerPage}.
 * - `sort` is one of the `listingSortKeys`, otherwise `defaultSort`; `relevance_DESC` only
 *   with a term (without one there is nothing to be relevant to).
 * - `term` is trimmed.
 * - Every other parameter is a filter, except the ignored ones (tracking, campaign and newsletter
 *   parameters: {@link isIgnoredListingParameter}) and names that cannot be attribute codes.
 *   **A filter with several values repeats its parameter** (`color=12&color=14`): option values
 *   are passed through as written, so a comma inside one is never mistaken for a separator.
 *   Empty and repeated values are dropped; `price` keeps only its first valid range (`100_500`,
 *   `_500`, `100_`); any other filter keeps at most {@link maxFilterValues} values.
 *
 * @example
 * ```ts
 * parseListingQuery('?page=2&color=12&color=14&price=100_500&utm_source=nyhetsbrev', {
 *   defaultItemsPerPage: 12,
 *   defaultSort: 'name_ASC',
 * });
 * // { page: 2, itemsPerPage: 12, sort: 'name_ASC', term: '',
 * //   filters: { color: ['12', '14'], price: ['100_500'] } }
 * ```
 */
export function parseListingQuery(
  searchParams: URLSearchParams | string,
  options: ListingQueryOptions,
): ListingQuery {
  const params =
    typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const term = (params.get('term') ?? '').trim();
  return {
    page: parsePage(params.get('page')),
    itemsPerPage: parseItemsPerPage(params.get('itemsPerPage'), options),
    sort: parseSort(params.get('sort'), term, options.defaultSort ?? null),
    term,
    filters: parseFilters(params, options.filterCodes),
  };
}

function parsePage(value: string | null): number {
  const page = value !== null && wholeNumberPattern.test(value.trim()) ? Number(value) : 0;
  return page >= 1 ? page : 1;
}

function parseItemsPerPage(value: string | null, options: ListingQueryOptions): number {
  const fallback = defaultListingItemsPerPage(options);
  if (value === null || !wholeNumberPattern.test(value.trim())) return fallback;
  const asked = Number(value);
  const allowed = asked === options.gridPerPage || options.allowedItemsPerPage?.includes(asked);
  return allowed && asked >= 1 ? asked : fallback;
}

function parseSort(
  value: string | null,
  term: string,
  fallback: ListingSortKey | null,
): ListingSortKey | null {
  if (value === relevanceSortKey && term === '') return fallback;
  return isListingSortKey(value) ? value : fallback;
}

function parseFilters(
  params: URLSearchParams,
  filterCodes: readonly string[] | undefined,
): ListingFilters {
  const filters: Record<string, string[]> = {};
  for (const [name, rawValue] of params) {
    if (isIgnoredListingParameter(name) || !attributeCodePattern.test(name)) continue;
    if (filterCodes && !filterCodes.includes(name)) continue;
    const value = rawValue.trim();
    if (value === '' || (name === 'price' && parsePriceRange(value) === null)) continue;
    const values = (filters[name] ??= []);
    // Price is one range; other filters keep at most `maxFilterValues` (a shopper never picks
    // more, and Magento refuses long `in` lists).
    const limit = name === 'price' ? 1 : maxFilterValues;
    if (!values.includes(value) && values.length < limit) values.push(value);
  }
  return filters;
}
