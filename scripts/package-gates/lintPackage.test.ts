import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createPackageFromTarballData } from '@arethetypeswrong/core';
import { beforeAll, describe, expect, it } from 'vitest';

import { lintPackage } from './lintPackage';
import { packTarballs } from './packTarballs';
import { publishedPackages, repoRoot } from './publishedPackages';

describe('what npm would publish', () => {
  let tarballs = new Map<string, Uint8Array>();
  beforeAll(() => {
    tarballs = packTarballs(publishedPackages.map((pkg) => join(repoRoot, pkg.dir)));
  });

  for (const pkg of publishedPackages) {
    it(`${pkg.name} passes publint and are-the-types-wrong`, async () => {
      const tarball = tarballs.get(pkg.name);
      if (!tarball) throw new Error(`npm pack made no tarball for ${pkg.name}`);

      const problems = await lintPackage(tarball);

      expect(problems, `${pkg.name} as packed by npm:\n${problems.join('\n')}`).toEqual([]);
    });

    it(`${pkg.name} publishes no source maps (they were half of the SDK's tarball)`, () => {
      const tarball = tarballs.get(pkg.name);
      if (!tarball) throw new Error(`npm pack made no tarball for ${pkg.name}`);

      const files = createPackageFromTarballData(tarball).listFiles();

      expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    });
  }

  it('refuses a package with misordered conditions, a missing file and ESM types for require', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agri-broken-package-'));
    try {
      mkdirSync(join(dir, 'dist'));
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({
          name: 'broken-package',
          version: '1.0.0',
          type: 'module',
          files: ['dist'],
          exports: {
            '.': {
              import: './dist/index.js',
              require: './dist/index.cjs',
              types: './dist/index.d.ts',
            },
            './extra': './dist/extra.js',
          },
        }),
      );
      writeFileSync(join(dir, 'dist/index.js'), 'export const answer = 42;\n');
      writeFileSync(join(dir, 'dist/index.cjs'), 'exports.answer = 42;\n');
      writeFileSync(join(dir, 'dist/index.d.ts'), 'export declare const answer: number;\n');

      const tarball = packTarballs([dir]).get('broken-package');
      if (!tarball) throw new Error('npm pack made no tarball for the broken package');

      const problems = await lintPackage(tarball);

      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^publint error: .*types.*first/i),
          expect.stringMatching(/^publint error: .*extra\.js.*does not exist/i),
          expect.stringMatching(
            /^are-the-types-wrong FalseESM: Types are ESM, but implementation is CJS/,
          ),
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
