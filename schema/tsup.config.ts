import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  // `import.meta.url` in src/index.ts: the CommonJS build gets a `__filename`-based stand-in.
  shims: true,
  clean: true,
  target: 'es2022',
});
