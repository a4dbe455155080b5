import { defineConfig } from 'tsup';

// The HTTP server around the React Router build; the app itself is built by `react-router build`.
export default defineConfig({
  entry: { main: 'server/main.ts' },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
});
