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

/**
 * Cleans HTML from the CMS before it is put into the page: only an allow-list of tags and
 * attributes survives, scripts and event handlers are removed, and `javascript:` links are
 * dropped. Runs on the server only.
 */
export function sanitizeCmsHtml(html: string): string {
  return filter.process(html);
}
