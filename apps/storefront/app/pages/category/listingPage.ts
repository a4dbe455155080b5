/**
 * The listing page a URL asks for: its `page` parameter as a whole number from 1; anything else
 * (missing, not a number, below 1) is page 1 (spec §5).
 */
export function listingPage(searchParams: URLSearchParams): number {
  const page = Number.parseInt(searchParams.get('page') ?? '', 10);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The URL of another page of the same listing, keeping its other parameters. */
export function listingPageHref(url: URL, page: number): string {
  const params = new URLSearchParams(url.search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
