import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: '@agri-parts/storefront',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'vite/**/*.test.ts'],
  },
});
