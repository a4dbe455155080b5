import {
  defaultListingItemsPerPage,
  type ListingQuery,
  type ListingQueryOptions,
} from './parseListingQuery';

/**
 * The query string of a listing's state, for links: the inverse of `parseListingQuery` with the
 * same options. Pure.
 *
 * The order is stable, so the same state always gives the same link (one URL per page for caches
 * and search engines): `term`, then the filters by attribute code with their values sorted (a
 * filter with several values repeats its parameter), then `sort`, `itemsPerPage` and `page`.
 * Defaults are left out: page 1, the default page size and sort, an empty term.
 *
 * @returns The query without `?`, such as `term=filter&color=12&color=14&page=2`; empty when
 *   everything is default.
 *
 * @example
 * ```ts
 * const query = listingQueryString({ ...state, page: state.page + 1 }, options);
 * const href = query ? `/search?${query}` : '/search';
 * ```
 */
export function listingQueryString(query: ListingQuery, options: ListingQueryOptions): string {
  const params = new URLSearchParams();
  if (query.term.trim() !== '') params.append('term', query.term.trim());
  for (const code of Object.keys(query.filters).sort()) {
    for (const value of [...(query.filters[code] ?? [])].sort()) params.append(code, value);
  }
  if (query.sort !== null && query.sort !== (options.defaultSort ?? null)) {
    params.append('sort', query.sort);
  }
  if (query.itemsPerPage !== defaultListingItemsPerPage(options)) {
    params.append('itemsPerPage', String(query.itemsPerPage));
  }
  if (query.page > 1) params.append('page', String(query.page));
  return params.toString();
}
