/**
 * At most this many pages show at once on the search page: beyond them the first ones give way
 * (with a link back to them), so an address like `?page=500` costs a bounded number of requests.
 */
export const maxLoadedPages = 10;

/** The pages a search address shows, first to last, both included. */
export interface LoadedPages {
  first: number;
  last: number;
}

/**
 * Which pages the search page shows for its `page` parameter (spec §4: loading more increments
 * the page and appends results): every page up to it, or the last {@link maxLoadedPages} of them.
 * The address holds the loaded state, so Back and a reload show the same results. Pure.
 */
export function loadedPages(page: number, max = maxLoadedPages): LoadedPages {
  const last = Math.max(1, Math.floor(page));
  return { first: Math.max(1, last - max + 1), last };
}

/** The page numbers of a {@link LoadedPages}, in order. Pure. */
export function loadedPageNumbers({ first, last }: LoadedPages): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
