// Bundle sizes of the published packages as an embedder's browser build would ship them (Rolldown,
// ES2022, minified, tree-shaken, dynamic imports split off, from the packages' source through the
// `source` condition) — what loads up front, and the lazily loaded chunks apart: the
// bundles `npm test` budgets (SDK core ≤ 15 KB gzip, hooks ≤ 5 KB) and reports (createSdk, the UI
// kit's JS and CSS), then where each bundle's minified bytes come from, per SDK domain, UI
// component or dependency. No build needed. `npm run bench:sizes`; `-- --top 15` lists more rows.
import { parseArgs } from 'node:util';

import {
  graphqlModules,
  measureBundle,
  packageBundles,
  sizeTable,
} from '../scripts/package-gates/bundleSizes.ts';

const { values } = parseArgs({ options: { top: { type: 'string', default: '8' } } });
const top = Number(values.top);

/** `sdk/cart`, `ui/Button`, `graphql` or `@radix-ui/react-dialog`: where an input belongs. */
function domainOf(path) {
  const own = /^packages\/([^/]+)\/src\/([^/]+)\//.exec(path);
  if (own) return `${own[1]}/${own[2]}`;
  const ownRoot = /^packages\/([^/]+)\/src\//.exec(path);
  if (ownRoot) return `${ownRoot[1]} (entry files)`;
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  return dependency ? dependency[1] : path;
}

const sizes = [];
for (const spec of packageBundles) sizes.push(await measureBundle(spec));
console.table(sizeTable(sizes));

for (const size of sizes) {
  const domains = new Map();
  for (const [path, bytes] of size.inputs) {
    const domain = domainOf(path);
    domains.set(domain, (domains.get(domain) ?? 0) + bytes);
  }
  const rows = [...domains]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([domain, bytes]) => ({
      from: domain,
      'minified KB': Number((bytes / 1000).toFixed(1)),
      share: `${Math.round((bytes / size.minified) * 100)} %`,
    }));
  const graphql = graphqlModules(size).length;
  console.log(`\n${size.name}${graphql ? ` — ${graphql} modules of graphql` : ''}`);
  console.table(rows);
}
