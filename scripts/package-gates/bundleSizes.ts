import { relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { build, type BuildOptions } from 'esbuild';

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

/** A measured bundle: minified bytes, compressed bytes and what each input file contributes. */
export interface BundleSize {
  name: string;
  minified: number;
  gzip: number;
  brotli: number;
  gzipBudget: number | undefined;
  /** Minified bytes in the bundle per input file (paths relative to the repository). */
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
 * Bundles `spec` as an embedder's browser build would (esbuild, ES2022, minified, tree-shaken)
 * from the packages' TypeScript source through the `source` export condition — the same
 * esbuild transform tsup applies to build dist, without needing a build — and measures it.
 */
export async function measureBundle(spec: BundleSpec): Promise<BundleSize> {
  const shared: BuildOptions = {
    bundle: true,
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
  };
  const result =
    'stylesheet' in spec.entry
      ? await build({ ...shared, entryPoints: [spec.entry.stylesheet] })
      : await build({
          ...shared,
          stdin: { contents: spec.entry.contents, resolveDir: repoRoot, loader: 'ts' },
        });
  if (!result.outputFiles || !result.metafile) throw new Error(`esbuild wrote no ${spec.name}`);
  const code = Buffer.concat(
    result.outputFiles.filter((file) => !file.path.endsWith('.map')).map((file) => file.contents),
  );
  const inputs = new Map<string, number>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const key = relative(repoRoot, path.replace(/^[a-z-]+:/, ''));
      inputs.set(key, (inputs.get(key) ?? 0) + bytesInOutput);
    }
  }
  return {
    name: spec.name,
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    brotli: brotliCompressSync(code, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
    gzipBudget: spec.gzipBudget,
    inputs,
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

/** The modules of the `graphql` package (parser, printer, schema ...) bundled into `size`. */
export function graphqlModules(size: BundleSize): string[] {
  return [...size.inputs.keys()].filter((path) => /(^|\/)node_modules\/graphql\//.test(path));
}
