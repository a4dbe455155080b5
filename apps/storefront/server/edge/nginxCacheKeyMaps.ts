import {
  cacheBypassCookies,
  pageVariantCookies,
  pageVariantHeader,
} from '../../app/http/sharedCacheKey';

/** nginx variables holding each page-variant cookie's raw value. */
export function variantCookieVariable(index: number): string {
  return `$edge_cookie_${index}`;
}

/**
 * The `map` blocks of the page cache, in the `http` block (indented by two): `$edge_bypass` for
 * the session and cart cookies, one `$edge_cookie_<n>` per page-variant cookie, `$edge_encoding`
 * and `$edge_unvouched`, which compares the server block's `$edge_variant` with the storefront's
 * `X-Page-Variant`.
 */
export function nginxCacheKeyMaps(): string {
  return `  # The session or the cart: one shopper's request, never answered from or stored in the cache.
  # Any mention of the name counts (even empty, or oddly spaced): bypassing is the safe mistake.
  map $http_cookie $edge_bypass {
    default 0;
    "~(?:^|[;,\\s])(?:${cacheBypassCookies.map(regexEscape).join('|')})\\s*=" 1;
  }

${pageVariantCookies
  .map(
    (name, index) => `  # The raw value of \`${name}\` (the first one), as the storefront reads it.
  map $http_cookie ${variantCookieVariable(index)} {
    default "";
    "~(?:^|;)\\s*${regexEscape(name)}\\s*=\\s*([^;]*?)\\s*(?:;|$)" $1;
  }`,
  )
  .join('\n')}

  # One cached copy per encoding the storefront compresses in (it is asked for exactly that).
  map $http_accept_encoding $edge_encoding {
    default "";
    "~*(?:^|[\\s,])br(?:$|[\\s,;])" br;
    "~*(?:^|[\\s,])gzip(?:$|[\\s,;])" gzip;
  }

  # 0 when the storefront rendered the page from exactly the cookie values of the cache key
  # (its ${pageVariantHeader} header equals ours); a page it did not vouch for is not stored.
  map "$edge_variant;;$upstream_http_${headerVariable(pageVariantHeader)}" $edge_unvouched {
    "~^(.*);;\\1$" 0;
    default 1;
  }`;
}

/** The value of `$edge_variant`: the request's page-variant cookies as `pageVariant` writes them. */
export function edgeVariantValue(): string {
  return pageVariantCookies
    .map((name, index) => `${name}=${variantCookieVariable(index)}`)
    .join(';');
}

function regexEscape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** `X-Page-Variant` → `x_page_variant`, as nginx names a header's variable. */
function headerVariable(header: string): string {
  return header.toLowerCase().replace(/-/g, '_');
}
