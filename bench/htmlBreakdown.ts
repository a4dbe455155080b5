/**
 * Where the bytes of a server-rendered page go: a small scanner over the HTML string (the shop's
 * own markup, not arbitrary HTML), used by `html-size.bench.ts`. Every byte is counted in exactly
 * one part — the first that holds it of `<head>`, the mega menu's `<nav>`, inline `<svg>`, React
 * Router's hydration-data scripts, everything else — so the parts add up to the page.
 */

/** Bytes of each part of a page (UTF-8), and how many elements it has. */
export interface HtmlBreakdown {
  bytes: number;
  /** Start tags in the markup (scripts' and styles' contents are not markup). */
  elements: number;
  head: number;
  megaMenu: number;
  /** Inline `<svg>` elements outside the head and the mega menu. */
  svg: number;
  /** Inline `<svg>` elements in the whole page (the mega menu's too). */
  svgCount: number;
  /** `<script>` elements that carry React Router's hydration data (`__reactRouterContext`). */
  hydrationData: number;
  rest: number;
  /** Bytes of every `class="…"` attribute (inside the parts above; not a part of its own). */
  classAttributes: number;
  /** `<link rel="preload" as="image">` elements. */
  imagePreloads: number;
  /** Elements with `fetchpriority="high"` (images and preloads). */
  highPriority: number;
  /** Origins of `<link rel="preconnect">` elements. */
  preconnects: string[];
}

interface Range {
  start: number;
  end: number;
}

const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;

/** The end (exclusive) of the element whose start tag begins at `start`, matching nested ones. */
function elementEnd(html: string, start: number, tag: string): number {
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
  pattern.lastIndex = start;
  let depth = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return match.index + match[0].length;
  }
  return html.length;
}

/** Outermost elements with `tag` whose start tag matches `startTag`, in document order. */
function elementRanges(html: string, tag: string, startTag: RegExp = /./): Range[] {
  const ranges: Range[] = [];
  const pattern = new RegExp(`<${tag}\\b[^>]*>`, 'gi');
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    if (!startTag.test(match[0])) continue;
    const end = elementEnd(html, match.index, tag);
    ranges.push({ start: match.index, end });
    pattern.lastIndex = end;
  }
  return ranges;
}

/** Script and style contents and comments: text that is not markup. */
function rawTextRanges(html: string): Range[] {
  const ranges: Range[] = [];
  const pattern = /<!--[\s\S]*?-->|<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges;
}

function inside(ranges: readonly Range[], index: number): boolean {
  return ranges.some((range) => index >= range.start && index < range.end);
}

/** Breaks a page's HTML down into the parts of {@link HtmlBreakdown}. */
export function htmlBreakdown(html: string): HtmlBreakdown {
  const rawText = rawTextRanges(html);
  const markupOnly = (ranges: Range[]) => ranges.filter((range) => !inside(rawText, range.start));

  const head = elementRanges(html, 'head');
  const megaMenu = markupOnly(elementRanges(html, 'nav', /class="[^"]*\bap-mega-menu\b/));
  const svgAll = markupOnly(elementRanges(html, 'svg'));
  const scripts = elementRanges(html, 'script').filter((range) =>
    html.slice(range.start, range.end).includes('__reactRouterContext'),
  );

  // Each byte belongs to the first part that holds it.
  const owner = new Uint8Array(html.length);
  const claim = (ranges: readonly Range[], part: number) => {
    for (const range of ranges) {
      for (let index = range.start; index < range.end; index += 1) {
        if (owner[index] === 0) owner[index] = part;
      }
    }
  };
  claim(head, 1);
  claim(megaMenu, 2);
  claim(svgAll, 3);
  claim(scripts, 4);
  const parts = [0, 0, 0, 0, 0];
  for (let index = 0; index < html.length; index += 1) {
    // Characters outside the BMP take two string positions and four bytes: two each.
    const code = html.charCodeAt(index);
    const bytes = code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code < 0xe000 ? 2 : 3;
    parts[owner[index]!]! += bytes;
  }

  let elements = 0;
  for (const match of html.matchAll(/<[a-zA-Z][\w:-]*/g)) {
    if (!inside(rawText, match.index)) elements += 1;
  }
  const markup = (pattern: RegExp) =>
    [...html.matchAll(pattern)].filter((match) => !inside(rawText, match.index));

  return {
    bytes: byteLength(html),
    elements,
    head: parts[1]!,
    megaMenu: parts[2]!,
    svg: parts[3]!,
    svgCount: svgAll.length,
    hydrationData: parts[4]!,
    rest: parts[0]!,
    classAttributes: markup(/\sclass="[^"]*"/g).reduce(
      (sum, match) => sum + byteLength(match[0]),
      0,
    ),
    imagePreloads: markup(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="image")[^>]*>/g).length,
    highPriority: markup(/<(?:img|link)\b[^>]*\bfetchpriority="high"/gi).length,
    preconnects: markup(/<link\b(?=[^>]*\brel="preconnect")[^>]*>/g).map(
      (match) => /\bhref="([^"]*)"/.exec(match[0])?.[1] ?? '',
    ),
  };
}
