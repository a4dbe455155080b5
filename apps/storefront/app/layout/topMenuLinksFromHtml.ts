import { safeHref } from '../security/safeHref';
import { plainText } from '../seo/structuredData';

/** A link of the owner's top menu block. */
export interface TopMenuLink {
  href: string;
  label: string;
}

const linkPattern = /<a [^>]*?href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g;

/**
 * The links of the top menu CMS block (`top_menu_block_identifier`, seeded as a `<ul>` of links),
 * from its already sanitised HTML, in order: each link with a text and a safe address, the first
 * of each address only.
 */
export function topMenuLinksFromHtml(html: string): TopMenuLink[] {
  const seen = new Set<string>();
  return [...html.matchAll(linkPattern)].flatMap(([, href = '', label = '']) => {
    const safe = safeHref(href);
    const text = plainText(label) ?? '';
    if (!safe || !text || seen.has(safe)) return [];
    seen.add(safe);
    return [{ href: safe, label: text }];
  });
}
