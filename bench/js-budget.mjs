// First-load JavaScript per route, from the storefront's client build alone (no browser): the
// entry, the root route and the page's route module with every chunk they import (React
// Router's build manifest lists them; the page preloads them all with <link rel=modulepreload>),
// raw, gzip (level 6, the server's) and brotli (quality 4, the server's on-the-fly default; 11 as
// precompressed files would be). Chunks loaded later (lazy components, other routes) are not in
// it. `npm run bench:js-budget` after `npm run build`; `-- --top 15` lists more chunks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const { values } = parseArgs({
  options: {
    build: { type: 'string', default: 'apps/storefront/build/client' },
    top: { type: 'string', default: '10' },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const clientDirectory = join(root, values.build);
const assets = join(clientDirectory, 'assets');

/** The pages of the Lighthouse bench and the route that renders each. */
const pages = [
  ['home', 'routes/home'],
  ['category / product', 'routes/catchAll'],
  ['search', 'routes/search'],
  ['finder parts', 'part-finder-parts'],
];

let manifestFile;
try {
  manifestFile = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
} catch {
  // Reported below.
}
if (!manifestFile) {
  console.error(`No React Router manifest in ${assets}: run \`npm run build\` first.`);
  process.exit(1);
}
const source = readFileSync(manifestFile, 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));

const sizes = new Map();
function sizeOf(url) {
  if (!sizes.has(url)) {
    const body = readFileSync(join(clientDirectory, url));
    sizes.set(url, {
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      brotli4: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
      }).length,
      brotli11: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizes.get(url);
}

function firstLoadScripts(routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in ${manifestFile}`);
    chain.unshift(route);
  }
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain)
    for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  return [...urls];
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`First-load JavaScript (${manifestFile.slice(root.length)}):\n`);
console.log('| page               | chunks | raw KB | gzip KB | brotli-4 KB | brotli-11 KB |');
console.log('| ------------------ | ------ | ------ | ------- | ----------- | ------------ |');
const everyUrl = new Set();
for (const [page, routeId] of pages) {
  const urls = firstLoadScripts(routeId);
  const total = { raw: 0, gzip: 0, brotli4: 0, brotli11: 0 };
  for (const url of urls) {
    everyUrl.add(url);
    const size = sizeOf(url);
    for (const key of Object.keys(total)) total[key] += size[key];
  }
  console.log(
    `| ${page.padEnd(18)} | ${String(urls.length).padEnd(6)} | ${kb(total.raw).padEnd(6)} | ${kb(total.gzip).padEnd(7)} | ${kb(total.brotli4).padEnd(11)} | ${kb(total.brotli11).padEnd(12)} |`,
  );
}
console.log(`\nLargest first-load chunks (gzip):\n`);
for (const url of [...everyUrl]
  .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)
  .slice(0, Number(values.top))) {
  const size = sizeOf(url);
  console.log(`  ${kb(size.gzip).padStart(6)} KB gz  ${kb(size.raw).padStart(7)} KB raw  ${url}`);
}
