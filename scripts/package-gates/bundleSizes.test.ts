import { beforeAll, describe, expect, it } from 'vitest';

import {
  type BundleSize,
  graphqlModules,
  measureBundle,
  overBudget,
  packageBundles,
  sizeTable,
} from './bundleSizes';

describe('bundle sizes (browser, minified, from source)', () => {
  const sizes = new Map<string, BundleSize>();
  beforeAll(async () => {
    for (const size of await Promise.all(packageBundles.map(measureBundle))) {
      sizes.set(size.name, size);
    }
    console.table(sizeTable([...sizes.values()]));
  });

  for (const spec of packageBundles.filter((bundle) => bundle.gzipBudget !== undefined)) {
    it(`${spec.name} stays within ${spec.gzipBudget} bytes gzip-compressed`, () => {
      const size = sizes.get(spec.name);

      expect(size && overBudget(size)).toBeUndefined();
    });
  }

  it('SDK core loads no module of the graphql package up front (printing an AST document is a lazy chunk)', () => {
    const core = sizes.get('SDK core');
    if (!core) throw new Error('SDK core was not measured');
    const modules = graphqlModules(core);

    expect(
      modules.length,
      `SDK core loads ${modules.length} modules of graphql up front, such as ${modules.slice(0, 3).join(', ')}`,
    ).toBe(0);
  });
});

describe('the size checks', () => {
  it('fail a bundle over its budget with its figures, and name the graphql modules it brings', async () => {
    const size = await measureBundle({
      name: 'graphql parse',
      entry: { contents: `export { parse } from 'graphql';` },
      gzipBudget: 1_000,
    });

    expect(overBudget(size)).toMatch(
      /^graphql parse is \d+ bytes gzip-compressed \(\d+ minified\), over its budget of 1000 bytes by \d+$/,
    );
    expect(graphqlModules(size)).toContain('node_modules/graphql/language/parser.mjs');
  });
});
