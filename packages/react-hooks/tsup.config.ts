import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  // Published without source maps: they doubled the tarball, and the unminified output reads
  // well in a stack trace; the workspace debugs the TypeScript source itself.
  sourcemap: false,
  clean: true,
  target: 'es2022',
});
