/**
 * A picture's address as the page should load it: under the proxied media origin's `/media/`, a
 * path of the shop itself (the storefront serves it, `server/mediaProxy.ts`), so it comes over
 * the page's own connection; any other address as it is. The same on the server and in the
 * browser, so hydration finds what the server rendered.
 */
export function sameOriginMediaUrl(src: string, proxiedOrigin: string | null): string {
  if (!proxiedOrigin) return src;
  const prefix = `${proxiedOrigin}/media/`;
  return src.startsWith(prefix) ? src.slice(proxiedOrigin.length) : src;
}

/** {@link sameOriginMediaUrl} for every such address in a piece of (sanitised CMS) HTML. */
export function sameOriginMediaHtml(html: string, proxiedOrigin: string | null): string {
  if (!proxiedOrigin) return html;
  return html.replaceAll(`${proxiedOrigin}/media/`, '/media/');
}
