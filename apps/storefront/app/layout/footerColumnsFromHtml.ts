import { safeHref } from '../security/safeHref';
import { plainText } from '../seo/structuredData';

/** A titled column of footer links. */
export interface FooterColumnData {
  title: string;
  links: { label: string; href: string }[];
}

const columnPattern = /<div class="footer-column">([\s\S]*?)<\/div>/g;
const titlePattern = /<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>/;
const linkPattern = /<a [^>]*?href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g;

function text(html: string): string {
  return plainText(html) ?? '';
}

/**
 * The link columns of the footer, read from the CMS block's already sanitised HTML: each
 * `<div class="footer-column">` with a heading and its links. Columns without a title or links
 * are left out; HTML of another shape gives no columns.
 */
export function footerColumnsFromHtml(html: string): FooterColumnData[] {
  return [...html.matchAll(columnPattern)].flatMap(([, body = '']) => {
    const title = text(titlePattern.exec(body)?.[1] ?? '');
    // Sanitised HTML has no `javascript:` links; dropping unsafe ones again costs nothing.
    const links = [...body.matchAll(linkPattern)].flatMap(([, href = '', label = '']) => {
      const safe = safeHref(href);
      return safe ? [{ href: safe, label: text(label) }] : [];
    });
    return title && links.length > 0 ? [{ title, links }] : [];
  });
}
