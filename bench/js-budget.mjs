// First-load JavaScript per page, from the storefront's client build alone (no browser): the
// entry, the root route and the page's route module with every chunk they import statically
// (React Router's manifest; the page adds them as module preloads after its first paint), and —
// for the catch-all's category and product pages — the page's own chunk, which hydration loads.
// Each page's bytes are split into framework (React, React DOM, React Router), SDK, hooks, UI kit
// and shop code, by the modules each chunk holds (build/chunk-modules.json, written by the build);
// the shop's texts are inlined into the modules that show them, so there is no messages chunk.
// Raw, gzip (level 6, the storefront server's) and brotli (quality 11, as the precompressed files
// are). Chunks loaded later (a panel, a store's code, another route) are not in it.
// `npm run bench:js-budget` after `npm run build`; `-- --top 15` lists more chunks.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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
const chunkModulesFile = join(clientDirectory, '..', 'chunk-modules.json');

/** The pages of the Lighthouse bench, the route that renders each and its own lazy page chunk. */
const pages = [
  { page: 'home', route: 'routes/home' },
  { page: 'category', route: 'routes/catchAll', pageModule: 'category/CategoryPage.tsx' },
  { page: 'product', route: 'routes/catchAll', pageModule: 'product/ProductPage.tsx' },
  { page: 'search', route: 'routes/search' },
  { page: 'finder parts', route: 'part-finder-parts' },
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
if (!manifestFile || !existsSync(chunkModulesFile)) {
  console.error(
    `No client build with its chunk map in ${clientDirectory}: run \`npm run build\` first.`,
  );
  process.exit(1);
}
const source = readFileSync(manifestFile, 'utf8');
const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, ''));
/** @type {Record<string, { imports: string[]; dynamicImports: string[]; modules: Record<string, number> }>} */
const chunkMap = JSON.parse(readFileSync(chunkModulesFile, 'utf8'));

const sizes = new Map();
function sizeOf(url) {
  if (!sizes.has(url)) {
    const body = readFileSync(join(clientDirectory, url));
    sizes.set(url, {
      raw: body.length,
      gzip: gzipSync(body, { level: 6 }).length,
      brotli: brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    });
  }
  return sizes.get(url);
}

/** `url` and every chunk it imports statically, by the build's chunk map. */
function withStaticImports(url, into = new Set()) {
  if (into.has(url)) return into;
  into.add(url);
  for (const imported of chunkMap[url.replace(/^\//, '')]?.imports ?? []) {
    withStaticImports(`/${imported}`, into);
  }
  return into;
}

function firstLoadScripts({ route: routeId, pageModule }) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in ${manifestFile}`);
    chain.unshift(route);
  }
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain)
    for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  if (pageModule) {
    const chunk = Object.keys(chunkMap).find((file) =>
      Object.keys(chunkMap[file].modules).some((id) => id.endsWith(`app/${pageModule}`)),
    );
    if (!chunk) throw new Error(`No chunk holds ${pageModule}`);
    withStaticImports(`/${chunk}`, urls);
  }
  return [...urls];
}

/** Which part of the code a module is. */
function partOf(id) {
  if (/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser)\//.test(id))
    return 'framework';
  if (id.startsWith('packages/sdk/')) return 'sdk';
  if (id.startsWith('packages/react-hooks/')) return 'hooks';
  if (id.startsWith('packages/ui/')) return 'ui';
  if (id.startsWith('apps/storefront/')) return 'shop';
  return 'other';
}
const parts = ['framework', 'sdk', 'hooks', 'ui', 'shop', 'other'];

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`First-load JavaScript (${manifestFile.slice(root.length)}), KB:\n`);
console.log(
  '| page         | chunks | raw   | gzip  | brotli | gzip: framework | sdk  | hooks | ui   | shop | other | all but framework |',
);
console.log(
  '| ------------ | ------ | ----- | ----- | ------ | --------------- | ---- | ----- | ---- | ---- | ----- | ----------------- |',
);
const everyUrl = new Set();
for (const page of pages) {
  const urls = firstLoadScripts(page);
  const total = { raw: 0, gzip: 0, brotli: 0 };
  const gzipByPart = Object.fromEntries(parts.map((part) => [part, 0]));
  for (const url of urls) {
    everyUrl.add(url);
    const size = sizeOf(url);
    for (const key of Object.keys(total)) total[key] += size[key];
    // A chunk's compressed bytes shared out by its modules' rendered bytes.
    const modules = Object.entries(chunkMap[url.replace(/^\//, '')]?.modules ?? {});
    const rendered = modules.reduce((sum, [, length]) => sum + length, 0) || 1;
    for (const [id, length] of modules) gzipByPart[partOf(id)] += (size.gzip * length) / rendered;
  }
  const shop = total.gzip - gzipByPart.framework;
  console.log(
    `| ${page.page.padEnd(12)} | ${String(urls.length).padEnd(6)} | ${kb(total.raw).padEnd(5)} | ${kb(total.gzip).padEnd(5)} | ${kb(total.brotli).padEnd(6)} | ${kb(gzipByPart.framework).padEnd(15)} | ${kb(gzipByPart.sdk).padEnd(4)} | ${kb(gzipByPart.hooks).padEnd(5)} | ${kb(gzipByPart.ui).padEnd(4)} | ${kb(gzipByPart.shop).padEnd(4)} | ${kb(gzipByPart.other).padEnd(5)} | ${kb(shop).padEnd(17)} |`,
  );
}
console.log(`\nLargest first-load chunks (gzip):\n`);
for (const url of [...everyUrl]
  .sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)
  .slice(0, Number(values.top))) {
  const size = sizeOf(url);
  console.log(`  ${kb(size.gzip).padStart(6)} KB gz  ${kb(size.raw).padStart(7)} KB raw  ${url}`);
}
