import type { PriceRange } from '../catalog/mapPriceRange';

/** The badge of a product card: `offer` (on special) or `new`. */
export type ProductBadge = 'offer' | 'new';

/** What {@link productBadge} looks at. */
export interface ProductBadgeInput {
  priceRange: PriceRange;
  /** Magento's `new_from_date` ("Set Product as New from"), such as `2025-03-01 00:00:00`. */
  newFromDate: string | null;
  /** Magento's `new_to_date`. */
  newToDate: string | null;
}

/** The moment to judge "new" at, and the shop's calendar. */
export interface ProductBadgeOptions {
  now: Date;
  /** The time zone the dates are days in; `Europe/Oslo` by default. */
  timeZone?: string;
}

/**
 * The badge of a product card; `null` for none. Pure.
 *
 * - `offer` when the product is on special: its lowest final price is below its regular price.
 *   An offer wins over "new": a price cut is what sells.
 * - `new` when today (in the shop's time zone) lies within the product's "Set Product as New"
 *   dates, `new_from_date` to `new_to_date` (both days included; either may be open, not both).
 *   These are the dates a merchant sets for this purpose; `updated_at` is not used, since every
 *   price or stock import touches it (and Magento deprecates it for storefronts).
 *
 * @example
 * ```ts
 * productBadge(product, { now: new Date() }); // 'offer' | 'new' | null
 * ```
 */
export function productBadge(
  product: ProductBadgeInput,
  options: ProductBadgeOptions,
): ProductBadge | null {
  const { minimum } = product.priceRange;
  if (minimum.final.value < minimum.regular.value) return 'offer';
  const from = dayOf(product.newFromDate);
  const to = dayOf(product.newToDate);
  if (from === null && to === null) return null;
  const today = calendarDay(options.now, options.timeZone ?? 'Europe/Oslo');
  return (from === null || from <= today) && (to === null || today <= to) ? 'new' : null;
}

/** The `YYYY-MM-DD` a Magento date starts with; `null` when it does not. */
function dayOf(date: string | null): string | null {
  const day = date?.trim().slice(0, 10) ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : null;
}

function calendarDay(now: Date, timeZone: string): string {
  // `en-CA` formats dates as YYYY-MM-DD, which compare as strings.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
