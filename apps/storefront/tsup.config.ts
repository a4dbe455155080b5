import { defineConfig } from 'tsup';

// For now the storefront builds its library entry only; the server-rendered app and its client
// bundle replace this in the next issue.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
