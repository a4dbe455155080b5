import { remainingPages } from './remainingPages';

/** One page of a paged list, as the part-finder queries answer. */
export interface ListPage<Item> {
  items: readonly Item[];
  /** Items over all pages; `null` when the backend does not say. */
  totalCount: number | null;
}

/**
 * Loads a whole paged list in two sequential round trips: page 1, then every remaining page at
 * once (spec §7: "fetch page 1, then every remaining page at once — never one after another").
 * The items come back in page order, so a list the backend sorts stays sorted. One failed page
 * fails the whole load (a partial list would look complete to the shopper).
 *
 * @param loadPage - Asks for one page (1-based) of `pageSize` items.
 *
 * @example
 * ```ts
 * const brands = await loadAllPages(300, (currentPage, pageSize) =>
 *   fetchBrandsPage({ finderId, currentPage, pageSize }),
 * );
 * ```
 */
export async function loadAllPages<Item>(
  pageSize: number,
  loadPage: (currentPage: number, pageSize: number) => Promise<ListPage<Item>>,
): Promise<Item[]> {
  const first = await loadPage(1, pageSize);
  const rest = await Promise.all(
    remainingPages(first.totalCount, pageSize).map((page) => loadPage(page, pageSize)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}
