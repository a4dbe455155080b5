import type { ProductSort } from '../catalog/productSortInput';

/**
 * The sort orders a listing offers, as the query string spells them (spec §3), and the search's
 * "most relevant" (Magento's `relevance` sort field), which orders a search only.
 */
export const listingSortKeys = [
  'relevance_DESC',
  'name_ASC',
  'name_DESC',
  'price_ASC',
  'price_DESC',
  'updated_at_DESC',
] as const;

/** One of {@link listingSortKeys}, such as `price_ASC`. */
export type ListingSortKey = (typeof listingSortKeys)[number];

/** The search's "most relevant" order: the default of a search with a term (issue 19). */
export const relevanceSortKey = 'relevance_DESC' satisfies ListingSortKey;

/** Whether `value` is one of the {@link listingSortKeys}. Pure. */
export function isListingSortKey(value: unknown): value is ListingSortKey {
  return (listingSortKeys as readonly unknown[]).includes(value);
}

/**
 * The {@link ProductSort} the catalogue's services take for a sort key; `null` (the backend's own
 * order) for `null`. Pure.
 *
 * @example
 * ```ts
 * productSortFromKey('price_DESC'); // { field: 'price', direction: 'DESC' }
 * ```
 */
export function productSortFromKey(key: ListingSortKey | null): ProductSort | null {
  if (key === null) return null;
  const separator = key.lastIndexOf('_');
  return {
    field: key.slice(0, separator) as ProductSort['field'],
    direction: key.slice(separator + 1) as ProductSort['direction'],
  };
}

/**
 * The order a listing shows when the shopper chose none: the most relevant first for a search
 * with a term, else name A–Å (spec §9, the search area's default). The issue "Search that finds
 * the part" overrides the spec for searches: name order put 599 products sharing 221 names
 * side by side and the part asked for anywhere among them. Pure.
 *
 * @example
 * ```ts
 * defaultListingSort('oljefilter'); // 'relevance_DESC'
 * defaultListingSort('');           // 'name_ASC'
 * ```
 */
export function defaultListingSort(term: string): ListingSortKey {
  return term.trim() === '' ? 'name_ASC' : relevanceSortKey;
}
