import { relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { build, type Plugin } from 'esbuild';

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
 * Bundles `spec` as an embedder's browser build would (esbuild, ES2022, minified, tree-shaken,
 * dynamic imports split into chunks of their own) from the packages' TypeScript source through
 * the `source` export condition — the same esbuild transform tsup applies to build dist, without
 * needing a build — and measures what loads up front: the entry and the chunks it imports
 * statically, each compressed on its own as a server sends it. Chunks only a dynamic `import()`
 * reaches are counted apart, as `lazyMinified`.
 */
export async function measureBundle(spec: BundleSpec): Promise<BundleSize> {
  const entryName = 'embedder-entry';
  const result = await build({
    entryPoints: 'stylesheet' in spec.entry ? [spec.entry.stylesheet] : [entryName],
    plugins: 'stylesheet' in spec.entry ? [] : [virtualEntry(entryName, spec.entry.contents)],
    bundle: true,
    splitting: 'contents' in spec.entry,
    minify: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    conditions: ['source'],
    external: spec.external ?? [],
    absWorkingDir: repoRoot,
    outdir: 'out',
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const files = new Map(
    result.outputFiles.map((file) => [relative(repoRoot, file.path), file.contents]),
  );

  // The entry, then every chunk reached from it by static imports. (Each chunk a dynamic import
  // starts is an entry point of esbuild's too, named after the module imported.)
  const entryPoint =
    'stylesheet' in spec.entry ? spec.entry.stylesheet : `${entryName}:${entryName}`;
  const upFront = new Set(
    Object.keys(outputs).filter((path) => outputs[path]?.entryPoint === entryPoint),
  );
  for (const path of upFront) {
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) upFront.add(imported.path);
    }
  }

  let minified = 0;
  let gzip = 0;
  let brotli = 0;
  let lazyMinified = 0;
  const inputs = new Map<string, number>();
  for (const [path, contents] of files) {
    if (!upFront.has(path)) {
      lazyMinified += contents.length;
      continue;
    }
    minified += contents.length;
    gzip += gzipSync(contents, { level: 9 }).length;
    brotli += brotliCompressSync(contents, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path]?.inputs ?? {})) {
      const key = relative(repoRoot, input.replace(/^[a-z-]+:/, ''));
      inputs.set(key, (inputs.get(key) ?? 0) + bytesInOutput);
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

/** An esbuild plugin that answers the import `name` with `contents`, resolved from the repository. */
function virtualEntry(name: string, contents: string): Plugin {
  return {
    name: 'virtual-entry',
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^${name}$`) }, () => ({
        path: name,
        namespace: name,
      }));
      builder.onLoad({ filter: /.*/, namespace: name }, () => ({
        contents,
        loader: 'ts',
        resolveDir: repoRoot,
      }));
    },
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
