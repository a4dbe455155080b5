import { defineProject } from 'vitest/config';

/**
 * The production edge: `scripts/start-edge.mjs` starts nginx (TLS, HTTP/2, page cache) in front
 * of two storefront processes and commerce-api, and these checks talk to it over HTTP/2 and drive
 * Chromium through it. Not part of `npm test` (it needs nginx): `npm run test:edge`, which
 * `.ci/run` runs after `npm test`.
 */
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: '@agri-parts/storefront-edge',
    include: ['**/*.edge.test.ts'],
    globalSetup: ['./edgeSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
