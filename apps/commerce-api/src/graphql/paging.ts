import { Refusal } from '../errors/refusal.js';

const invalid = (message: string, field: 'currentPage' | 'pageSize') =>
  new Refusal('INVALID_PARAMETER_VALUE', message, { field });

export interface PageRequest {
  pageSize: number;
  currentPage: number;
}

/**
 * Checks `pageSize` and `currentPage` the way Magento does, plus an upper bound on the page size
 * so no request can ask the database for everything at once.
 */
export function validatePage(
  pageSize: number | null | undefined,
  currentPage: number | null | undefined,
  defaults: PageRequest & { maxPageSize: number },
): PageRequest {
  const size = pageSize ?? defaults.pageSize;
  const page = currentPage ?? defaults.currentPage;
  if (page < 1) throw invalid('currentPage value must be greater than 0.', 'currentPage');
  if (size < 1) throw invalid('pageSize value must be greater than 0.', 'pageSize');
  if (size > defaults.maxPageSize) {
    throw invalid(`pageSize value must be ${defaults.maxPageSize} or less.`, 'pageSize');
  }
  return { pageSize: size, currentPage: page };
}

/** Magento refuses a page past the last one, but not page 1 of an empty result. */
export function assertPageExists(page: PageRequest, totalCount: number): void {
  const totalPages = Math.ceil(totalCount / page.pageSize);
  if (totalCount > 0 && page.currentPage > totalPages) {
    throw invalid(
      `currentPage value ${page.currentPage} specified is greater than the ${totalPages} page(s) available.`,
      'currentPage',
    );
  }
}

export function pageInfo(page: PageRequest, totalCount: number) {
  return {
    current_page: page.currentPage,
    page_size: page.pageSize,
    total_pages: Math.ceil(totalCount / page.pageSize),
  };
}
