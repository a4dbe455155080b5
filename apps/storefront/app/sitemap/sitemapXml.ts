/**
 * Builders of sitemap XML (sitemaps.org 0.9). Pure: they take absolute URLs and dates and return
 * the document as a string.
 */

/** One address in a sitemap or a sitemap index. */
export interface SitemapEntry {
  /** Absolute. */
  url: string;
  /** W3C datetime (see {@link sitemapLastmod}); left out when `null` or missing. */
  lastmod?: string | null;
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for XML content or an attribute: the five special characters as entities. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entriesXml(element: 'url' | 'sitemap', entries: readonly SitemapEntry[]): string {
  return entries
    .map((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
      return `<${element}><loc>${escapeXml(entry.url)}</loc>${lastmod}</${element}>\n`;
    })
    .join('');
}

/** A sitemap: `<urlset>` with one `<url>` per page. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${namespace}">\n` +
    `${entriesXml('url', entries)}</urlset>\n`
  );
}

/** A sitemap index: `<sitemapindex>` with one `<sitemap>` per part file. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${namespace}">\n` +
    `${entriesXml('sitemap', entries)}</sitemapindex>\n`
  );
}

/**
 * A time from the backend as a sitemap's `<lastmod>` (W3C datetime, UTC, whole seconds).
 * Magento sends `YYYY-MM-DD HH:MM:SS` in UTC without a zone; ISO 8601 with a zone passes too.
 * `null` for nothing or something that is not a time.
 *
 * @example
 * ```ts
 * sitemapLastmod('2025-01-01 10:00:00'); // '2025-01-01T10:00:00Z'
 * ```
 */
export function sitemapLastmod(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const withZone = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(trimmed)
    ? `${trimmed.replace(' ', 'T')}Z`
    : trimmed;
  if (!/^\d{4}-\d{2}-\d{2}/.test(withZone)) return null;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
