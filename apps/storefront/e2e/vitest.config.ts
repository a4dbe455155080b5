import { defineProject } from 'vitest/config';

/**
 * Browser journeys: the built storefront and commerce-api run as real processes (started by
 * `globalSetup.ts`), and Debian's Chromium is driven by playwright-core.
 */
export default defineProject({
  test: {
    name: '@agri-parts/storefront-e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // One browser per file is plenty on two cores; files run one after another.
    fileParallelism: false,
  },
});
