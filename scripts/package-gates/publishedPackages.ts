import { fileURLToPath } from 'node:url';

/** The monorepo's root folder. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A workspace package that is published to a registry and checked by the gates. */
export interface PublishedPackage {
  /** The package name, such as `@agri-parts/sdk`. */
  name: string;
  /** Its folder relative to the repository root, such as `packages/sdk`. */
  dir: string;
  /** The checked-in public API report, relative to the repository root. */
  apiReport: string;
}

/** The packages an embedder installs: the SDK, its React bindings and the UI kit. */
export const publishedPackages: readonly PublishedPackage[] = [
  { name: '@agri-parts/sdk', dir: 'packages/sdk', apiReport: 'packages/sdk/etc/sdk.api.md' },
  {
    name: '@agri-parts/react-hooks',
    dir: 'packages/react-hooks',
    apiReport: 'packages/react-hooks/etc/react-hooks.api.md',
  },
  { name: '@agri-parts/ui', dir: 'packages/ui', apiReport: 'packages/ui/etc/ui.api.md' },
];
