#!/usr/bin/env node
/**
 * Checks the relative links of every Markdown page in the repository (READMEs, docs/, the
 * packages' guides): each must name a file or folder that exists, and a `#fragment` into a
 * Markdown page must name one of its headings (GitHub's anchors). Web links are not fetched.
 * Reference material moves between pages; this keeps a move from leaving a dead link behind.
 *
 *   node scripts/check-doc-links.mjs
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Folders of installed, generated or built files. */
const skipped = new Set(['node_modules', '.git', 'dist', 'build', '.turbo', '.data', 'coverage']);
const skippedPaths = new Set(['docs/api', 'bench/.results', 'bench/.tools']);

function markdownFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (skipped.has(entry.name) || entry.name.startsWith('storybook-static')) return [];
      if (skippedPaths.has(relative(root, path))) return [];
      return markdownFiles(path);
    }
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The page's text without fenced code blocks and inline code, line numbers kept. */
function prose(text) {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`+[^`]*`+/g, '');
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, (mark) => (mark === '_' ? '_' : ''))
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const anchors = new Set();
    const counts = new Map();
    let fenced = false;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) continue;
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      if (heading) {
        const base = slug(heading[1]);
        const seen = counts.get(base) ?? 0;
        counts.set(base, seen + 1);
        anchors.add(seen === 0 ? base : `${base}-${seen}`);
      }
      for (const html of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(html[1]);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

const problems = [];
const pages = markdownFiles(root).sort();
let checked = 0;
for (const page of pages) {
  const lines = prose(readFileSync(page, 'utf8'));
  lines.forEach((line, index) => {
    const targets = [
      ...[...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...line.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: ...
      checked += 1;
      const [pathPart, fragment] = target.split('#', 2);
      const path = decodeURIComponent(pathPart.split('?')[0]);
      const file = path === '' ? page : resolve(dirname(page), path);
      const where = `${relative(root, page)}:${index + 1}`;
      if (!existsSync(file)) {
        problems.push(`${where}: ${target} — no such file`);
        continue;
      }
      if (fragment && file.endsWith('.md') && statSync(file).isFile()) {
        if (!anchorsOf(file).has(fragment.toLowerCase())) {
          problems.push(
            `${where}: ${target} — ${relative(root, file)} has no heading #${fragment}`,
          );
        }
      }
    }
  });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`doc links: ${problems.length} broken of ${checked} on ${pages.length} pages`);
  process.exit(1);
}
console.log(`doc links: ${checked} relative links on ${pages.length} pages resolve`);
