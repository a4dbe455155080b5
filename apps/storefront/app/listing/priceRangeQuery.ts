import { formatPriceRange, type ListingQuery, type ListingQueryOptions } from '@agri-parts/sdk';

import { listingHref } from './listingView';

/** The price form's fields, which a browser without JavaScript sends (`price_from`, `price_to`). */
export const priceFormFields = { from: 'price_from', to: 'price_to' } as const;

function bound(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.replace(',', '.'));
  return Number.isFinite(number) && number >= 0 ? Math.round(number) : null;
}

/**
 * Where a price form submitted without JavaScript leads: the listing's own address with the range
 * as its `price` filter (page 1), or without a price filter when both fields are empty or wrong.
 * `null` when the address carries no price form fields. Pure.
 */
export function priceFormRedirect(
  url: URL,
  query: ListingQuery,
  options: ListingQueryOptions,
): string | null {
  const params = url.searchParams;
  if (!params.has(priceFormFields.from) && !params.has(priceFormFields.to)) return null;
  let from = bound(params.get(priceFormFields.from));
  let to = bound(params.get(priceFormFields.to));
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const filters = Object.fromEntries(
    Object.entries(query.filters).filter(([code]) => code !== 'price'),
  );
  const price = from === null && to === null ? null : formatPriceRange({ from, to });
  return listingHref(
    url.pathname,
    { ...query, page: 1, filters: price ? { ...filters, price: [price] } : filters },
    options,
  );
}
