/**
 * The canonical address of a page: the shop's public URL, the path, and only the query parameters
 * that change what the page shows (`keep`), in a stable order. Tracking parameters, sorting and
 * anything else are left out, and so is `page=1`.
 */
export function canonicalUrl(
  publicUrl: string,
  url: URL,
  keep: readonly string[] = ['page'],
): string {
  const params = new URLSearchParams();
  for (const name of [...keep].sort()) {
    if (name === 'page') {
      // One page number, as the listing reads it: a whole number from 2 (page 1 has none).
      const page = url.searchParams.get('page') ?? '';
      if (/^\d{1,9}$/.test(page) && Number(page) >= 2) params.append('page', String(Number(page)));
      continue;
    }
    for (const value of url.searchParams.getAll(name)) params.append(name, value);
  }
  const query = params.toString();
  return `${publicUrl}${url.pathname}${query ? `?${query}` : ''}`;
}
