import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: '@agri-parts/storefront',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'vite/**/*.test.ts'],
    // One module graph per worker, not per file: re-importing React, React Router and the SDK for every
    // file was most of this project's time in CI (no test mocks modules; the setup file cleans
    // the DOM after each test).
    isolate: false,
    // ...so what a test stubs (fetch, env) is put back after it, not left to the next file.
    unstubGlobals: true,
    unstubEnvs: true,
    setupFiles: ['./vitest.setup.ts'],
  },
});
