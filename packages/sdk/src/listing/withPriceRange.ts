import type { ListingFilters } from './parseListingQuery';
import { formatPriceRange, type PriceFilterRange } from './priceRange';

/**
 * The filters with the price filter set to one range (Magento filters price with a single
 * range), or without a price filter for `null` or a range open at both ends: the free price form
 * of a listing. Returns a new object; `filters` is not changed. Pure.
 *
 * @example
 * ```ts
 * withPriceRange({ price: ['0_100'], color: ['12'] }, { from: 200, to: null });
 * // { color: ['12'], price: ['200_'] }
 * withPriceRange({ price: ['0_100'] }, null); // {}
 * ```
 */
export function withPriceRange(
  filters: ListingFilters,
  range: PriceFilterRange | null,
): ListingFilters {
  const others = Object.fromEntries(Object.entries(filters).filter(([code]) => code !== 'price'));
  const open = range === null || (range.from === null && range.to === null);
  return open ? others : { ...others, price: [formatPriceRange(range)] };
}
