/** React Router's `<link rel="modulepreload">`, one per script of the page's first render. */
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const viewport = /<meta\b[^>]*\bname="viewport"[^>]*>/;

/**
 * The page's `<head>` in the order a phone needs it for the first paint: the stylesheets right
 * after the charset and viewport (before image preloads, title and meta), and no
 * `<link rel="modulepreload">` at all. React Router lists every script of the first render as a
 * preload (49–56 on a catalogue page, ~200 KB) and React hoists them ahead of the stylesheets, so
 * a slow line spent its first seconds on scripts before it could paint; the inline module script
 * at the end of the body still imports the page's modules, and they import the rest. Pure.
 *
 * @example
 * ```ts
 * prioritiseHead('<head><meta name="viewport" content="…"/><link rel="modulepreload" href="/a.js"/>' +
 *   '<title>X</title><link rel="stylesheet" href="/s.css"/></head>');
 * // '<head><meta name="viewport" content="…"/><link rel="stylesheet" href="/s.css"/><title>X</title></head>'
 * ```
 */
export function prioritiseHead(html: string): string {
  const start = html.indexOf('<head>');
  const end = html.indexOf('</head>', start);
  if (start === -1 || end === -1) return html.replace(modulePreload, '');
  const head = html.slice(start, end);
  const sheets = head.match(stylesheet) ?? [];
  let rest = head.replace(modulePreload, '').replace(stylesheet, '');
  const anchor = viewport.exec(rest);
  const at = anchor ? anchor.index + anchor[0].length : '<head>'.length;
  rest = rest.slice(0, at) + sheets.join('') + rest.slice(at);
  return html.slice(0, start) + rest + html.slice(end).replace(modulePreload, '');
}
