import { join } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { createApiReports, readCompilerOptions, relativizeImportPaths } from './apiReport';
import { publishedPackages, repoRoot } from './publishedPackages';

/**
 * The API reports of the published packages as their source stands, keyed by package name:
 * each package's `src/index.ts` under the compiler options of the UI kit's tsconfig (all three
 * packages extend the same base, with the `source` condition), formatted by Prettier as the
 * checked-in files are.
 */
export async function currentApiReports(): Promise<Map<string, string>> {
  const reports = createApiReports(
    publishedPackages.map((pkg) => ({
      packageName: pkg.name,
      entry: join(repoRoot, pkg.dir, 'src/index.ts'),
    })),
    readCompilerOptions(join(repoRoot, 'packages/ui/tsconfig.json')),
  );
  const formatted = new Map<string, string>();
  for (const pkg of publishedPackages) {
    const file = join(repoRoot, pkg.apiReport);
    const report = relativizeImportPaths(reports.get(pkg.name) ?? '', repoRoot);
    const options = (await resolveConfig(file)) ?? {};
    formatted.set(pkg.name, await format(report, { ...options, filepath: file }));
  }
  return formatted;
}
