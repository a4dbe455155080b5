import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    conditions: ['source'],
    // The test starts commerce-api in-process; its server (yoga, graphql-tools) loads graphql's
    // CommonJS build, so the test must too (one copy, as in commerce-api's own vitest config).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: '@agri-parts/example-sdk-purchase',
    include: ['*.test.ts'],
    // Seeding commerce-api's database and running the example take a few seconds each.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
