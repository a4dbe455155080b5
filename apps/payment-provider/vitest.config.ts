import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@agri-parts/payment-provider',
    include: ['src/**/*.test.ts'],
  },
});
