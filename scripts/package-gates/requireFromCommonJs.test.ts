import { execFileSync } from 'node:child_process';

import { describe, expect, it } from 'vitest';

import { publishedPackages, repoRoot } from './publishedPackages';

/**
 * Every workspace package with a `require` condition, loaded as a CommonJS consumer loads it:
 * `require()` from a script outside any ES module, on the built `dist/index.cjs`.
 */
const commonJsPackages = [...publishedPackages.map((pkg) => pkg.name), '@agri-parts/schema'];

/** Runs `script` as CommonJS in a fresh Node from the repository root, without `--conditions`. */
function runCommonJs(script: string): string {
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  return execFileSync(process.execPath, ['--input-type=commonjs', '--eval', script], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
  });
}

describe('require() from CommonJS', () => {
  for (const name of commonJsPackages) {
    it(`loads ${name} and finds its named exports`, () => {
      const exported = runCommonJs(
        `process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(name)}))))`,
      );

      expect(JSON.parse(exported)).not.toEqual([]);
    });
  }

  it('reads both SDL files through @agri-parts/schema (its build uses import.meta.url)', () => {
    const lengths = JSON.parse(
      runCommonJs(
        `const { loadTypeDefs } = require('@agri-parts/schema');` +
          `process.stdout.write(JSON.stringify(loadTypeDefs().map((sdl) => sdl.length)))`,
      ),
    ) as number[];

    expect(lengths).toHaveLength(2);
    expect(Math.min(...lengths)).toBeGreaterThan(1000);
  });
});
