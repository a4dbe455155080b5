import type { ListingFilters } from './parseListingQuery';

/**
 * The filters after the shopper clicks one facet value (spec §4: "changing a filter toggles the
 * value"): the value is removed when chosen, added otherwise; a code left without values is
 * removed. Returns a new object; `filters` is not changed. Pure.
 *
 * @example
 * ```ts
 * toggleListingFilter({ color: ['12'] }, 'color', '14'); // { color: ['12', '14'] }
 * toggleListingFilter({ color: ['12'] }, 'color', '12'); // {}
 * ```
 */
export function toggleListingFilter(
  filters: ListingFilters,
  code: string,
  value: string,
): ListingFilters {
  const current = filters[code] ?? [];
  const next = current.includes(value)
    ? current.filter((chosen) => chosen !== value)
    : [...current, value];
  const others = Object.entries(filters).filter(([other]) => other !== code);
  return Object.fromEntries(next.length > 0 ? [...others, [code, next]] : others);
}
