/** An internal link to what may be a CMS page: one path segment, no suffix, no query. */
const cmsPageHref = /href="\/([a-z0-9][a-z0-9_-]*)"/gi;

/**
 * The identifiers of CMS pages a CMS block links to (`<a href="/om-oss">` → `om-oss`), in order
 * and once each. Magento has no query that lists CMS pages, so the sitemap takes the pages the
 * shop links from its menu and footer blocks; the caller checks that each one exists. Pure.
 */
export function cmsPageLinks(html: string): string[] {
  return [...new Set([...html.matchAll(cmsPageHref)].map(([, identifier = '']) => identifier))];
}
