import { createRequire } from 'node:module';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineProject({
  resolve: {
    conditions: ['source'],
    // graphql ships CommonJS and ESM builds; the server's dependencies (yoga, graphql-tools) load
    // the CommonJS one, so the tests must too, or `instanceof GraphQLError` fails between copies.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: '@agri-parts/commerce-api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each integration test file seeds its own database; give the first request time.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One module graph per worker, not per file: every file imports the whole server (yoga,
    // graphql, Kysely, PGlite), which took seconds a file. Each file starts servers of its own on
    // databases of its own, and no test mocks modules or changes the environment.
    isolate: false,
  },
});
