/** What {@link productUrl} needs of a product. */
export interface ProductUrlSource {
  sku: string;
  urlKey: string | null | undefined;
  urlSuffix: string | null | undefined;
  /** The product's URL rewrites (paths relative to the store), in the backend's order. */
  urlRewrites: ReadonlyArray<{ url: string | null } | null> | null | undefined;
}

/**
 * The storefront link of a product page (spec §2): `/{url_key}{url_suffix}`; without a URL key the
 * first URL rewrite; without either `/p/{sku}`, which the storefront resolves by SKU. Pure.
 *
 * @example
 * ```ts
 * productUrl({ sku: 'MF-3080', urlKey: 'oljefilter', urlSuffix: '.html', urlRewrites: [] }); // '/oljefilter.html'
 * productUrl({ sku: 'MF 3080/A', urlKey: null, urlSuffix: null, urlRewrites: [] }); // '/p/MF%203080%2FA'
 * ```
 */
export function productUrl({ sku, urlKey, urlSuffix, urlRewrites }: ProductUrlSource): string {
  if (urlKey) return `/${urlKey}${urlSuffix ?? ''}`;
  const rewrite = urlRewrites?.find((entry) => entry?.url)?.url;
  if (rewrite) return `/${rewrite.replace(/^\/+/, '')}`;
  return `/p/${encodeURIComponent(sku)}`;
}
