import type { ProductSort } from '../catalog/productSortInput';

/** The sort orders a listing offers, as the query string spells them (spec §3). */
export const listingSortKeys = [
  'name_ASC',
  'name_DESC',
  'price_ASC',
  'price_DESC',
  'updated_at_DESC',
] as const;

/** One of {@link listingSortKeys}, such as `price_ASC`. */
export type ListingSortKey = (typeof listingSortKeys)[number];

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
