import xssModule from 'xss';

// xss is CommonJS: under Node's ESM its named exports are reachable through the default export
// only, while its types describe them as named exports.
const { FilterXSS, getDefaultWhiteList } = xssModule as unknown as typeof import('xss');

const allowedTags = getDefaultWhiteList();
// CMS content uses classes for its layout (buttons, columns) and ids for in-page anchors.
for (const tag of Object.keys(allowedTags)) {
  allowedTags[tag] = [...(allowedTags[tag] ?? []), 'class', 'id'];
}
allowedTags.section = ['class', 'id'];
allowedTags.picture = ['class'];
allowedTags.source = ['srcset', 'media', 'type', 'sizes'];

const filter = new FilterXSS({
  whiteList: allowedTags,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'noscript'],
});

/** Cleaned texts kept (oldest out first); texts longer than the limit are cleaned every time. */
const cache = { entries: 500, longestText: 64 * 1024 };
const cleaned = new Map<string, string>();

/**
 * Cleans HTML from the CMS before it is put into the page: only an allow-list of tags and
 * attributes survives, scripts and event handlers are removed, and `javascript:` links are
 * dropped. Runs on the server only. The same text always cleans the same way, so the result is
 * kept: the footer's and top bar's blocks are on every page, and a category's or product's texts
 * come back with each of its renders.
 */
export function sanitizeCmsHtml(html: string): string {
  const known = cleaned.get(html);
  if (known !== undefined) return known;
  const result = filter.process(html);
  if (html.length <= cache.longestText) {
    if (cleaned.size >= cache.entries) cleaned.delete(cleaned.keys().next().value as string);
    cleaned.set(html, result);
  }
  return result;
}
