/** The search page's address for a term. */
export function searchHref(term: string): string {
  return `/search?term=${encodeURIComponent(term.trim())}`;
}
