import { paginationWindow, type PaginationItem } from '../listing/paginationWindow';

/** Items per page of a wish list page: four rows of a three-column grid. */
export const wishlistPageSize = 12;

/** One page of the wish list: its items, the page shown, and the pagination window. */
export interface WishlistPageSlice<T> {
  items: T[];
  /** The page shown: the one asked for, kept within 1 and the last page. */
  page: number;
  totalPages: number;
  pagination: PaginationItem[];
}

/** The page number in a `page` query parameter; 1 when it is missing or not a whole number. Pure. */
export function parseWishlistPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * One page of the loaded wish list: the SDK loads the whole list (spec §9: 100 items), so a page
 * is cut from it. A page past the end shows the last one (an item removed on the last page
 * leaves the shopper on a page with items). Pure.
 *
 * @example
 * ```ts
 * const page = wishlistPageSlice(state.wishlist.items, parseWishlistPage(params.get('page')));
 * ```
 */
export function wishlistPageSlice<T>(
  items: readonly T[],
  page: number,
  pageSize: number = wishlistPageSize,
): WishlistPageSlice<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const start = (current - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    page: current,
    totalPages,
    pagination: paginationWindow({ currentPage: current, totalPages }),
  };
}
