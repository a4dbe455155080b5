// Checks every GraphQL document the project sends (SDK operations and the example operations
// in schema/examples) against the real Magento 2.4 schema plus the shop's extensions, using the
// reference validator in ../shared when it is there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const validator = `${root}../shared/reference/magento-graphql/validate.mjs`;
if (!existsSync(validator)) {
  console.error(`The reference validator is not at ${validator}.`);
  process.exit(2);
}
const targets = ['packages/sdk/src', 'schema/examples'].filter((dir) =>
  existsSync(`${root}${dir}`),
);
const result = spawnSync(
  process.execPath,
  [validator, '--schema-ext', 'schema/extensions.graphql', ...targets],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
