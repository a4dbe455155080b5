import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    conditions: ['source'],
    // The contract test starts commerce-api in-process. Its server (yoga, graphql-tools) loads
    // graphql's CommonJS build, so every test does too: one copy, or `instanceof GraphQLError`
    // fails between the two (as in commerce-api's own vitest config).
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: '@agri-parts/sdk',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    // Seeding the contract test's database takes a few seconds.
    hookTimeout: 120_000,
    // The contract test's requests go to a real server that shares the CI machine's two cores.
    testTimeout: 30_000,
    // One module graph per worker, not per file: re-importing the SDK for each of 200-odd files
    // was most of this project's time (no test mocks modules or keeps state between files).
    isolate: false,
    // ...so what a test stubs (fetch, env) is put back after it, not left to the next file.
    unstubGlobals: true,
    unstubEnvs: true,
  },
});
