/** The wishlist page's address (spec §2: `/onskeliste`). */
export const wishlistPath = '/onskeliste';

/**
 * The address of a page of the wishlist (page 1 without a parameter); the SDK's
 * `wishlistPageSlice` cuts the page. Pure.
 */
export function wishlistPageHref(page: number): string {
  return page > 1 ? `${wishlistPath}?page=${page}` : wishlistPath;
}
