/**
 * The storefront link of a category page: `/{url_path}{url_suffix}`, or `null` when the category
 * has no URL path. Pure.
 */
export function categoryUrl(
  urlPath: string | null | undefined,
  urlSuffix: string | null | undefined,
): string | null {
  return urlPath ? `/${urlPath}${urlSuffix ?? ''}` : null;
}
