/** Schemes a link from the API or the CMS may have; anything else (`javascript:`, `data:`…) is dropped. */
const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * `href` when it is safe to put in a link: a path or fragment on this site, or an `http(s)`,
 * `mailto:` or `tel:` URL; otherwise `null`. The scheme is judged as a browser would, after
 * dropping the control characters and whitespace browsers ignore (`java\tscript:`,
 * ` JaVaScRiPt:`), so no spelling of `javascript:` gets through.
 *
 * @example
 * ```ts
 * safeHref('/kontakt-oss'); // '/kontakt-oss'
 * safeHref('JaVaScRiPt:alert(1)'); // null
 * ```
 */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  // eslint-disable-next-line no-control-regex
  const normalised = href.replace(/[\u0000-\u0020\u007f]/g, '');
  if (normalised === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalised)?.[1];
  if (scheme === undefined) return href.trim();
  return allowedSchemes.has(`${scheme.toLowerCase()}:`) ? href.trim() : null;
}
