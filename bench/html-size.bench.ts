/**
 * Benchmark: HTML bytes per page — home, the category `/traktordeler.html`, a product (the first
 * hit of the search for "filter"), the search `/search?term=filter` and the finder's parts page
 * `/parts/traktor/massey-ferguson/6480`, as an anonymous shopper gets them: raw and gzip bytes,
 * elements, and where the bytes go (`<head>`, the mega menu's `<nav>`, inline `<svg>`, React
 * Router's hydration-data scripts, the rest; `bench/htmlBreakdown.ts`), plus the class attributes
 * and the image hints (preloads, `fetchpriority="high"`, preconnects).
 *
 *   npm run bench:html                                 # after `npm run build`
 *   npm run bench:html -- --url http://localhost:3000  # a shop that is already running
 *
 * Without `--url` it starts commerce-api (a fresh embedded database, the default seed) and a copy
 * of the storefront's production build on free ports, as the other benchmarks do (`bench/shop.ts`).
 * Gzip is level 6 (the server's `compression` default). It prints figures; it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { htmlBreakdown, type HtmlBreakdown } from './htmlBreakdown';
import { requireBuilt, startShop, stopPrograms } from './shop';

const { values } = parseArgs({ options: { url: { type: 'string' } } });

const categoryPath = '/traktordeler.html';
const searchPath = '/search?term=filter';
const finderPath = '/parts/traktor/massey-ferguson/6480';

async function page(base: string, path: string): Promise<string> {
  const response = await fetch(base + path, { headers: { 'user-agent': 'html-size-bench' } });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return html;
}

/** The first product card's address on a listing's HTML. */
function firstProductPath(html: string): string {
  const match =
    /class="ap-product-card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="ap-product-card__link"/.exec(
      html,
    );
  const path = match?.[1] ?? match?.[2];
  if (!path) throw new Error('The search for "filter" shows no product.');
  return path;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)}`;

function report(rows: { name: string; path: string; html: string; parts: HtmlBreakdown }[]) {
  const columns = [
    ['page', 10],
    ['raw KB', 7],
    ['gzip KB', 8],
    ['elements', 9],
    ['head', 6],
    ['menu', 6],
    ['svg KB', 7],
    ['(svgs)', 7],
    ['hydr.', 6],
    ['rest', 6],
    ['class', 6],
  ] as const;
  console.log(columns.map(([title, width]) => title.padStart(width)).join(' '));
  for (const { name, html, parts } of rows) {
    const cells = [
      name,
      kb(parts.bytes),
      kb(gzipSync(html, { level: 6 }).length),
      String(parts.elements),
      kb(parts.head),
      kb(parts.megaMenu),
      kb(parts.svg),
      String(parts.svgCount),
      kb(parts.hydrationData),
      kb(parts.rest),
      kb(parts.classAttributes),
    ];
    console.log(cells.map((cell, index) => cell.padStart(columns[index]![1])).join(' '));
  }
  console.log(
    '\n(KB = 1000 bytes; head, menu, svg, hydr. and rest add up to raw: menu is the mega menu’s <nav>,\n' +
      ' svg the inline <svg> outside it, (svgs) every inline <svg>, hydr. React Router’s hydration-data\n' +
      ' scripts, class the class attributes wherever they are)\n',
  );
  for (const { name, path, parts } of rows) {
    console.log(
      `${name.padEnd(10)} ${path} — image preloads ${parts.imagePreloads}, ` +
        `fetchpriority=high ${parts.highPriority}, preconnect ${parts.preconnects.join(' ') || '—'}`,
    );
  }
}

const dataDir = values.url ? null : mkdtempSync(join(tmpdir(), 'agri-html-bench-'));
try {
  let base: string;
  if (values.url) {
    base = values.url.replace(/\/$/, '');
  } else {
    requireBuilt();
    ({ storefrontUrl: base } = await startShop({ dataDir: dataDir!, copyName: 'html-storefront' }));
  }
  const search = await page(base, searchPath);
  const pages: [string, string][] = [
    ['home', '/'],
    ['category', categoryPath],
    ['product', firstProductPath(search)],
    ['search', searchPath],
    ['finder', finderPath],
  ];
  const rows = [];
  for (const [name, path] of pages) {
    const html = await page(base, path);
    rows.push({ name, path, html, parts: htmlBreakdown(html) });
  }
  console.log(`HTML per page (anonymous) from ${base}\n`);
  report(rows);
} finally {
  await stopPrograms();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
