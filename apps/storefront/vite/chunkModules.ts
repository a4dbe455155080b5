import { writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import type { Plugin } from 'vite';

/** One chunk of the browser build: what it imports, and how many bytes each module put in it. */
export interface ChunkModules {
  imports: string[];
  dynamicImports: string[];
  /** Rendered (tree-shaken, not yet minified) bytes per module, by path from the repository. */
  modules: Record<string, number>;
}

/**
 * A Vite plugin for the browser build that writes `build/chunk-modules.json` (beside the client
 * build, not in it, so it is not served): each chunk's imports and the modules it holds, for
 * `npm run bench:js-budget` to split a page's first-load JavaScript into framework, SDK, UI kit
 * and shop code.
 */
export function chunkModules(repositoryRoot: string): Plugin {
  return {
    name: 'agri-parts:chunk-modules',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const chunks: Record<string, ChunkModules> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[fileName] = {
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.fromEntries(
            Object.entries(output.modules).map(([id, module]) => [
              relative(repositoryRoot, id.replace(/^\0/, '')),
              module.renderedLength,
            ]),
          ),
        };
      }
      // Beside the client build (build/client → build/), not in what the server serves.
      const outputDirectory = options.dir ?? dirname(options.file ?? '');
      writeFileSync(join(outputDirectory, '..', 'chunk-modules.json'), JSON.stringify(chunks));
    },
  };
}
