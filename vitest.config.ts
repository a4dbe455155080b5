import { defineConfig } from 'vitest/config';

/**
 * One test run for the whole monorepo: each workspace is a project, and workspace packages resolve
 * each other's TypeScript source through the `source` export condition (no build step needed).
 */
export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      'schema',
      'packages/*',
      'apps/*',
      'apps/storefront/e2e',
      'examples/*',
      'scripts/package-gates',
      'bench',
    ],
  },
});
