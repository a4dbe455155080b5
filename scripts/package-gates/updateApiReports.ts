import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { currentApiReports } from './currentApiReports';
import { publishedPackages, repoRoot } from './publishedPackages';

/**
 * `npm run api:update`: rewrites each published package's API report (`packages/<name>/etc/`)
 * from its source. Review the diff: it is the change to the package's public API.
 */
const reports = await currentApiReports();
for (const pkg of publishedPackages) {
  writeFileSync(join(repoRoot, pkg.apiReport), reports.get(pkg.name) ?? '');
  console.log(`wrote ${pkg.apiReport}`);
}
