import { copyFile, mkdir } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  // The design tokens are plain CSS, not imported by any module: ship the file as it is, as
  // `@agri-parts/ui/tokens.css`.
  async onSuccess() {
    await mkdir('dist', { recursive: true });
    await copyFile('src/tokens/tokens.css', 'dist/tokens.css');
  },
});
