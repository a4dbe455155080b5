#!/usr/bin/env node
/**
 * Type-checks the code samples of the packages' guides, so a guide cannot show an export that no
 * longer exists or a call with the wrong arguments. It takes every Markdown page under
 * `packages/*\/docs/` that opts in with the comment `<!-- doc-samples: typecheck -->`, writes each of
 * its `ts` / `tsx` code blocks to a module of its own (in `node_modules/.cache/doc-samples/`, where
 * the workspace packages resolve through their `source` condition as in the tests), and runs `tsc`
 * over them with the repository's strict settings. Errors are reported at the page's line.
 *
 *   node scripts/check-doc-samples.mjs
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = join(root, 'node_modules/.cache/doc-samples');
const marker = '<!-- doc-samples: typecheck';
const started = performance.now();

/** Markdown files under `dir`, recursively. */
async function markdownFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(path);
      return entry.name.endsWith('.md') ? [path] : [];
    }),
  );
  return nested.flat();
}

/** The `ts` / `tsx` fenced blocks of a page, with the page line their code starts on. */
function codeBlocks(text) {
  const blocks = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^```(tsx?)\s*$/.exec(lines[index] ?? '');
    if (!open) continue;
    const end = lines.findIndex((line, at) => at > index && line.startsWith('```'));
    if (end === -1) throw new Error(`unclosed code block at line ${index + 1}`);
    blocks.push({
      lang: open[1],
      firstLine: index + 2,
      code: lines.slice(index + 1, end).join('\n'),
    });
    index = end;
  }
  return blocks;
}

const packages = await readdir(join(root, 'packages'));
const pages = (
  await Promise.all(packages.map((name) => markdownFiles(join(root, 'packages', name, 'docs'))))
)
  .flat()
  .sort();

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
const samples = new Map();
for (const page of pages) {
  const text = await readFile(page, 'utf8');
  if (!text.includes(marker)) continue;
  const blocks = codeBlocks(text);
  if (blocks.length === 0)
    throw new Error(`${relative(root, page)} opts in but has no ts/tsx block`);
  for (const [index, block] of blocks.entries()) {
    const file = `${relative(root, page).replace(/[\\/]/g, '__').replace(/\.md$/, '')}__${index + 1}.${block.lang}`;
    // Every block is a module of its own, even one without imports.
    await writeFile(join(outDir, file), `${block.code}\nexport {};\n`);
    samples.set(file, { page: relative(root, page), firstLine: block.firstLine });
  }
}
if (samples.size === 0)
  throw new Error('no page under packages/*/docs opts in to the sample check');

await writeFile(
  join(outDir, 'tsconfig.json'),
  JSON.stringify({
    extends: relative(outDir, join(root, 'tsconfig.base.json')),
    compilerOptions: { types: ['node'], noEmit: true },
    include: ['*.ts', '*.tsx'],
  }),
);

const tsc = join(root, 'node_modules/typescript/bin/tsc');
try {
  await promisify(execFile)(
    process.execPath,
    [tsc, '-p', join(outDir, 'tsconfig.json'), '--pretty', 'false'],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
} catch (error) {
  const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
  // "node_modules/.cache/doc-samples/<file>(line,col): error ..." → "<page>:<line>:<col>: error ..."
  const mapped = output.replace(
    /^(?:.*doc-samples[\\/])?([^\s(]+)\((\d+),(\d+)\)/gm,
    (whole, file, line, col) => {
      const sample = samples.get(file);
      return sample ? `${sample.page}:${sample.firstLine + Number(line) - 1}:${col}` : whole;
    },
  );
  console.error(mapped.trim() || String(error));
  console.error(`doc samples: type errors in ${samples.size} samples`);
  process.exit(1);
}
const pageCount = new Set([...samples.values()].map((sample) => sample.page)).size;
console.log(
  `doc samples: ${samples.size} samples on ${pageCount} pages type-check (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
