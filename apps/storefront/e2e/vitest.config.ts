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
    // A journey shares two cores with the unit run beside it, and every sign-in hashes with scrypt
    // at production cost (N = 2^17): 30 s was too little for the account and payment journeys
    // when the machine was busy, though they take a few seconds alone.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser per file is plenty on two cores; files run one after another.
    fileParallelism: false,
  },
});
