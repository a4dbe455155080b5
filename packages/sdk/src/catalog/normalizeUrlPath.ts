/** The URL suffix of category and product pages when the caller names none (Magento's default). */
export const defaultUrlSuffix = '.html';

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A storefront URL as the backend stores URL paths: without origin, query, fragment and leading or
 * trailing slashes, percent-decoded (a malformed escape is kept as it is). Pure.
 *
 * @example
 * ```ts
 * normalizeUrlPath('https://shop.example/traktordeler/filter.html?page=2'); // 'traktordeler/filter.html'
 * normalizeUrlPath('/%C3%B8nskeliste/'); // 'ønskeliste'
 * ```
 */
export function normalizeUrlPath(url: string): string {
  const path = url
    .trim()
    .replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '')
    .split(/[?#]/)[0];
  return decodeSafely(path ?? '').replace(/^\/+|\/+$/g, '');
}

function withoutSuffix(path: string, suffix: string): string {
  return suffix !== '' && path.endsWith(suffix) ? path.slice(0, -suffix.length) : path;
}

/**
 * The `url_path` of the category page at `url` (linked as `/{url_path}{url_suffix}`), accepting it
 * with or without origin, leading slash and suffix. Empty when the URL has no path. Pure.
 *
 * @example
 * ```ts
 * categoryUrlPathFromUrl('/traktordeler/filter.html'); // 'traktordeler/filter'
 * categoryUrlPathFromUrl('traktordeler/filter'); // 'traktordeler/filter'
 * ```
 */
export function categoryUrlPathFromUrl(url: string, suffix: string = defaultUrlSuffix): string {
  return withoutSuffix(normalizeUrlPath(url), suffix).replace(/\/+$/, '');
}

/**
 * The `url_key` of the product page at `urlKeyOrPath`: its last path segment without the suffix,
 * so a bare URL key, `/{url_key}.html` and a category-prefixed product URL all work. Empty when the
 * URL has no path. Pure.
 *
 * @example
 * ```ts
 * productUrlKeyFromUrl('/oljefilter-mf-3080.html'); // 'oljefilter-mf-3080'
 * productUrlKeyFromUrl('traktordeler/filter/oljefilter-mf-3080.html'); // 'oljefilter-mf-3080'
 * ```
 */
export function productUrlKeyFromUrl(
  urlKeyOrPath: string,
  suffix: string = defaultUrlSuffix,
): string {
  const segments = normalizeUrlPath(urlKeyOrPath).split('/');
  return withoutSuffix(segments[segments.length - 1] ?? '', suffix);
}
