import { relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { build as esbuild } from 'esbuild';
// Rolldown comes with Vite 8, a dev dependency of the UI kit and the storefront.
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';

import { repoRoot } from './publishedPackages';

/** A bundle an embedder's build would produce from our packages, to be measured. */
export interface BundleSpec {
  /** What the bundle stands for, such as `SDK core`. */
  name: string;
  /** The embedder's entry module (imports from the package names), or a stylesheet path. */
  entry: { contents: string } | { stylesheet: string };
  /** Packages the embedder already has, left out of the figure. */
  external?: string[];
  /** The most the gzip-compressed bundle may weigh, in bytes; unset = reported only. */
  gzipBudget?: number;
}

/**
 * A measured bundle: what loads up front (minified and compressed bytes, and what each input file
 * contributes to it) and what only loads on a dynamic `import()`.
 */
export interface BundleSize {
  name: string;
  /** Minified bytes of the entry and the chunks it imports statically. */
  minified: number;
  /** The same files gzip-compressed (level 9), each on its own. */
  gzip: number;
  /** The same files brotli-compressed (quality 11), each on its own. */
  brotli: number;
  /** Minified bytes of the chunks only dynamic imports load. */
  lazyMinified: number;
  gzipBudget: number | undefined;
  /** Minified bytes loaded up front per input file (paths relative to the repository). */
  inputs: Map<string, number>;
}

/** The peer dependencies every React embedder has anyway. */
const react = ['react', 'react-dom', 'react/jsx-runtime'];

/**
 * The figures `npm test` budgets or reports. "SDK core" is what every embedder loads whatever
 * features it uses: the transport, the error type and its guards, the event bus, the three
 * storages, and the session and configuration stores, imported from the package entry and
 * tree-shaken.
 */
export const packageBundles: readonly BundleSpec[] = [
  {
    name: 'SDK core',
    entry: {
      contents: `export {
        createTransport, SdkError, isSdkError, isUnansweredError, normalizeError, createEventBus,
        createMemoryStorage, createLocalStorage, createCookieStorage, createSessionStore,
        createConfigService,
      } from '@agri-parts/sdk';`,
    },
    gzipBudget: 15_000,
  },
  {
    name: 'SDK createSdk (every service)',
    entry: { contents: `export { createSdk } from '@agri-parts/sdk';` },
  },
  {
    name: 'React hooks (all)',
    entry: { contents: `export * from '@agri-parts/react-hooks';` },
    external: [...react, '@agri-parts/sdk'],
    gzipBudget: 5_000,
  },
  {
    name: 'UI kit JS (all)',
    entry: { contents: `export * from '@agri-parts/ui';` },
    external: react,
  },
  { name: 'UI kit CSS (styles.css)', entry: { stylesheet: 'packages/ui/src/styles.css' } },
];

/**
 * Bundles `spec` as an embedder's browser build would — Rolldown, the bundler of Vite 8 (the
 * storefront's own build), ES2022, minified, tree-shaken, dynamic imports split into chunks of
 * their own — from the packages' TypeScript source through the `source` export condition (no
 * build needed), and measures what loads up front: the entry and the chunks it imports
 * statically, each compressed on its own as a server sends it. Chunks only a dynamic `import()`
 * reaches are counted apart, as `lazyMinified`. A stylesheet is bundled by esbuild.
 *
 * Not esbuild for scripts: with code splitting, esbuild keeps a static import of every shared
 * chunk a package's barrel reaches, used or not, so the SDK's lazily loaded services would count
 * as loaded up front (`import { createSdk } from '@agri-parts/sdk'` gives 49 KB gzip there, 13 KB
 * when importing its module directly).
 */
export async function measureBundle(spec: BundleSpec): Promise<BundleSize> {
  if ('stylesheet' in spec.entry) return measureStylesheet(spec, spec.entry.stylesheet);
  const entryName = 'embedder-entry';
  const bundle = await rolldown({
    input: entryName,
    plugins: [virtualEntry(entryName, spec.entry.contents)],
    platform: 'browser',
    resolve: { conditionNames: ['source', 'import', 'browser', 'default'] },
    external: spec.external ?? [],
    cwd: repoRoot,
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'es', minify: true });
  await bundle.close();
  const chunks = new Map(
    output.flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
  );

  // The entry, then every chunk reached from it by static imports.
  const upFront = new Set(
    [...chunks.values()].filter((chunk) => chunk.isEntry).map((c) => c.fileName),
  );
  for (const fileName of upFront) {
    for (const imported of chunks.get(fileName)?.imports ?? []) {
      if (chunks.has(imported)) upFront.add(imported);
    }
  }

  let minified = 0;
  let gzip = 0;
  let brotli = 0;
  let lazyMinified = 0;
  const inputs = new Map<string, number>();
  for (const chunk of chunks.values()) {
    const contents = Buffer.from(chunk.code);
    if (!upFront.has(chunk.fileName)) {
      lazyMinified += contents.length;
      continue;
    }
    minified += contents.length;
    gzip += gzipSync(contents, { level: 9 }).length;
    brotli += brotliSize(contents);
    for (const [id, { renderedLength }] of Object.entries(chunk.modules)) {
      if (id.startsWith('\0') || id === entryName) continue;
      const key = relative(repoRoot, id);
      inputs.set(key, (inputs.get(key) ?? 0) + renderedLength);
    }
  }
  return {
    name: spec.name,
    minified,
    gzip,
    brotli,
    lazyMinified,
    gzipBudget: spec.gzipBudget,
    inputs,
  };
}

/** A stylesheet bundled by esbuild (its `@import`s inlined), minified. */
async function measureStylesheet(spec: BundleSpec, stylesheet: string): Promise<BundleSize> {
  const result = await esbuild({
    entryPoints: [stylesheet],
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    absWorkingDir: repoRoot,
    outdir: 'out',
    logLevel: 'silent',
  });
  const inputs = new Map<string, number>();
  let minified = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of result.outputFiles) {
    minified += file.contents.length;
    gzip += gzipSync(file.contents, { level: 9 }).length;
    brotli += brotliSize(file.contents);
  }
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      inputs.set(input, (inputs.get(input) ?? 0) + bytesInOutput);
    }
  }
  return {
    name: spec.name,
    minified,
    gzip,
    brotli,
    lazyMinified: 0,
    gzipBudget: spec.gzipBudget,
    inputs,
  };
}

function brotliSize(contents: Uint8Array): number {
  return brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** A Rolldown plugin that answers the import `name` with `contents`, resolved from the repository. */
function virtualEntry(name: string, contents: string): RolldownPlugin {
  return {
    name: 'virtual-entry',
    resolveId: (source) => (source === name ? name : null),
    load: (id) => (id === name ? { code: contents, moduleType: 'ts' } : null),
  };
}

/** The rows of a console table: figures in KB (1 KB = 1000 bytes), budget if any. */
export function sizeTable(sizes: readonly BundleSize[]) {
  const kb = (bytes: number) => Number((bytes / 1000).toFixed(1));
  return sizes.map((size) => ({
    bundle: size.name,
    'minified KB': kb(size.minified),
    'gzip KB': kb(size.gzip),
    'brotli KB': kb(size.brotli),
    'lazy chunks KB (minified)': kb(size.lazyMinified),
    'gzip budget KB': size.gzipBudget === undefined ? '—' : kb(size.gzipBudget),
  }));
}

/** Why `size` fails its budget, with the figures; undefined within budget or without one. */
export function overBudget(size: BundleSize): string | undefined {
  if (size.gzipBudget === undefined || size.gzip <= size.gzipBudget) return undefined;
  return (
    `${size.name} is ${size.gzip} bytes gzip-compressed (${size.minified} minified), ` +
    `over its budget of ${size.gzipBudget} bytes by ${size.gzip - size.gzipBudget}`
  );
}

/** The modules of the `graphql` package (parser, printer, schema ...) `size` loads up front. */
export function graphqlModules(size: BundleSize): string[] {
  return [...size.inputs.keys()].filter((path) => /(^|\/)node_modules\/graphql\//.test(path));
}
