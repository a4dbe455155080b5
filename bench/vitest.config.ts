import { defineProject } from 'vitest/config';

/** The benchmarks' pure helpers (metrics, the judged search set); the benchmarks are scripts. */
export default defineProject({
  test: {
    name: 'bench',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '.data/**', '.results/**'],
  },
});
