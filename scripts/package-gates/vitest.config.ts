import { defineProject } from 'vitest/config';

/**
 * The published packages as a consumer gets them: what `npm pack` would publish (built once in
 * `globalSetup.ts`), their public API against the checked-in reports, and their bundle sizes.
 */
export default defineProject({
  test: {
    name: '@agri-parts/package-gates',
    include: ['*.test.ts'],
    globalSetup: ['./globalSetup.ts'],
    // Building the three packages on a cold cache takes a minute or two on two cores.
    hookTimeout: 300_000,
    testTimeout: 60_000,
  },
});
