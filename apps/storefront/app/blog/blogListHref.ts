/** The address of a page of the blog: `/aktuelt`, `/aktuelt?page=2`, … */
export function blogListHref(page: number): string {
  return page > 1 ? `/aktuelt?page=${page}` : '/aktuelt';
}
