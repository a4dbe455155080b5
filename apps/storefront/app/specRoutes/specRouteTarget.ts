/**
 * Where the spec's generic catalogue routes go (spec §2 "/catalog/Category, /catalog/Product"):
 * the shop has no page at those addresses — categories live at `/{url_path}{url_suffix}` and
 * products at their URL key or `/p/{sku}` — so they redirect permanently to the real page:
 * `/catalog/Product?sku=X` to `/p/X`, anything else to the search listing (the whole catalogue
 * with filters), the query kept (its names are the listing's: term, page, sort, filters). Pure.
 */
export function catalogRouteTarget(url: URL): string {
  const sku = url.searchParams.get('sku')?.trim();
  if (url.pathname.toLowerCase() === '/catalog/product' && sku) {
    return `/p/${encodeURIComponent(sku)}`;
  }
  const query = new URLSearchParams(url.search);
  query.delete('sku');
  const search = query.toString();
  return search ? `/search?${search}` : '/search';
}

/**
 * The design showcase (spec §2 "/design-system/design-system") is the UI kit's Storybook: the
 * address redirects there when `STORYBOOK_URL` is an http(s) address; otherwise `null` (the
 * page then says where the showcase is). Pure.
 */
export function storybookTarget(configured: string | undefined): string | null {
  const value = configured?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
