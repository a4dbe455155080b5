/** React Router's `<link rel="modulepreload">`, one per script of the page's first render. */
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const href = /\bhref="([^"]+)"/;
/** How many preloads the page adds per task after its first paint. */
const PRELOADS_PER_TASK = 6;

/**
 * The page with its `<link rel="modulepreload">` flood moved behind the first paint. React Router
 * lists every script of the first render as a preload (49–56 on a catalogue page, ~200 KB) and
 * React hoists them into the head ahead of the stylesheets, so a slow line spent its first seconds
 * on scripts before it could paint. They go; in their place, at the end of the body, a small
 * script adds the same preloads once the page has painted its first frame (a few per task), so the modules the
 * page imports (its inline module script still starts with the entry and route modules) arrive
 * side by side instead of one import level after another. Hydration does not mind: React looks
 * preloads up by address. The script carries `nonce` (the render's), so the policy allows it by
 * hash like the page's other scripts. Pure.
 *
 * @example
 * ```ts
 * deferModulePreloads('<head><link rel="modulepreload" href="/a.js"/></head><body></body>', 'n');
 * // '<head></head><body><script nonce="n">requestAnimationFrame(…["/a.js"]…)</script></body>'
 * ```
 */
export function deferModulePreloads(html: string, nonce: string): string {
  const files = new Set<string>();
  const without = html.replace(modulePreload, (link) => {
    const file = href.exec(link)?.[1];
    if (file) files.add(file);
    return '';
  });
  const end = without.lastIndexOf('</body>');
  if (files.size === 0 || end === -1) return without;
  // After the first frame, and a few per task: each preload starts a fetch and a compile, and
  // fifty in one task were one long task on a phone.
  const script =
    `<script nonce="${nonce}">requestAnimationFrame(function(){var f=${JSON.stringify([...files])};` +
    `(function a(){setTimeout(function(){f.splice(0,${PRELOADS_PER_TASK}).forEach(function(h){` +
    `var l=document.createElement("link");l.rel="modulepreload";l.href=h;` +
    `document.head.appendChild(l)});if(f.length)a()})})()})</script>`;
  return without.slice(0, end) + script + without.slice(end);
}
