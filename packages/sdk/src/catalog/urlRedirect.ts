/** A redirect the backend asks for: answer the request with `code`, pointing at `url`. */
export interface UrlRedirect {
  /** The HTTP status of the redirect, such as 301 or 302. */
  code: number;
  /** Where to go: a storefront path with a leading slash, or an absolute URL as the backend gave it. */
  url: string;
}

/**
 * The redirect behind a `route` answer, or `null` when there is none: Magento sends
 * `redirect_code` 0 when the URL is the entity's own, and 301 or 302 with the target in
 * `relative_url` when it moved. Pure.
 */
export function urlRedirect(
  redirectCode: number | null | undefined,
  relativeUrl: string | null | undefined,
): UrlRedirect | null {
  if (!redirectCode || !relativeUrl) return null;
  const url = /^[a-z][a-z\d+.-]*:\/\//i.test(relativeUrl)
    ? relativeUrl
    : `/${relativeUrl.replace(/^\/+/, '')}`;
  return { code: redirectCode, url };
}
