/** React Router's `<link rel="modulepreload">`, one per script of the page's first render. */
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * The page without its `<link rel="modulepreload">` flood. React Router lists every script of the
 * first render as a preload (49–56 on a catalogue page, ~200 KB) and React hoists them into the
 * head ahead of the stylesheets, so a slow line spent its first seconds on scripts before it could
 * paint; the inline module script at the end of the body still imports the page's modules, and
 * they import the rest. (Hydration does not mind: React looks preloads up by address and adds
 * none that a module already loaded.) The stylesheets come first by the order `root.tsx` renders
 * the head in, not by moving them here: React hydrates the head's elements in order. Pure.
 *
 * @example
 * ```ts
 * withoutModulePreloads('<head><link rel="modulepreload" href="/a.js"/><title>X</title></head>');
 * // '<head><title>X</title></head>'
 * ```
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(modulePreload, '');
}
