import { paginationWindow, type PaginationItem } from '@agri-parts/sdk';

/** The wishlist page's address (spec §2: `/onskeliste`). */
export const wishlistPath = '/onskeliste';

/** Items per page on the wishlist page: four rows of a three-column grid. */
export const wishlistPageSize = 12;

/** One page of the wishlist: its items, the page shown, and the pagination window. */
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

/** The address of a page of the wishlist (page 1 without a parameter). Pure. */
export function wishlistPageHref(page: number): string {
  return page > 1 ? `${wishlistPath}?page=${page}` : wishlistPath;
}

/**
 * One page of the loaded wishlist: the SDK loads the whole list (spec §9: 100 items), so the page
 * pages in the browser. A page past the end shows the last one (an item removed on the last page
 * leaves the shopper on a page with items). Pure.
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
