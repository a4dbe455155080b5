import { shopConstants } from '../config/shopConstants';

/**
 * One thing a pagination control renders, in order: previous, pages and ellipses, next.
 *
 * - `previous` / `next` link to `page`, and are `disabled` at the first / last page (their `page`
 *   is then the current one).
 * - `page` is a page number; `current` marks the page shown.
 * - `ellipsis` stands for pages left out between the first or last page and the window; `position`
 *   tells the two apart (a stable React key).
 */
export type PaginationItem =
  | { type: 'previous'; page: number; disabled: boolean }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; position: 'start' | 'end' }
  | { type: 'next'; page: number; disabled: boolean };

/** Input of {@link paginationWindow}. */
export interface PaginationWindowOptions {
  /** The page shown, starting at 1; clamped into `1..totalPages`. */
  currentPage: number;
  /** How many pages there are; at least 1 is assumed. */
  totalPages: number;
  /** How many page numbers the window around the current page shows; 5 by default (spec §9). */
  visiblePages?: number;
}

/**
 * What a pagination control shows (spec §4): a window of `visiblePages` page numbers around the
 * current page (shifted at the ends so it stays full), the first and last page when the window
 * does not reach them, an ellipsis where pages are left out, and previous / next, disabled at the
 * ends. An ellipsis never stands for a single page: that page is shown instead. Pure.
 *
 * @example
 * ```ts
 * paginationWindow({ currentPage: 6, totalPages: 20 });
 * // previous(5), 1, …, 4, 5, [6], 7, 8, …, 20, next(7)
 * ```
 */
export function paginationWindow(options: PaginationWindowOptions): PaginationItem[] {
  const totalPages = Math.max(1, wholeOr(options.totalPages, 1));
  const current = Math.min(totalPages, Math.max(1, wholeOr(options.currentPage, 1)));
  const visible = Math.max(
    1,
    wholeOr(options.visiblePages ?? shopConstants.pagination.visiblePages, 1),
  );

  let start = Math.max(1, current - Math.floor((visible - 1) / 2));
  const end = Math.min(totalPages, start + visible - 1);
  start = Math.max(1, end - visible + 1);

  const pages: number[] = [];
  if (start > 1) pages.push(1);
  // An ellipsis standing for one page would take the same room as the page itself.
  if (start === 3) pages.push(2);
  for (let page = start; page <= end; page++) pages.push(page);
  if (end === totalPages - 2) pages.push(totalPages - 1);
  if (end < totalPages) pages.push(totalPages);

  const items: PaginationItem[] = [
    { type: 'previous', page: Math.max(1, current - 1), disabled: current === 1 },
  ];
  pages.forEach((page, index) => {
    const before = pages[index - 1];
    if (before !== undefined && page - before > 1) {
      items.push({ type: 'ellipsis', position: page === totalPages ? 'end' : 'start' });
    }
    items.push({ type: 'page', page, current: page === current });
  });
  items.push({
    type: 'next',
    page: Math.min(totalPages, current + 1),
    disabled: current === totalPages,
  });
  return items;
}

function wholeOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.floor(value) : fallback;
}
