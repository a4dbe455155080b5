import { defineConfig } from 'tsup';

// The HTTP server around the React Router build; the app itself is built by `react-router build`.
// Like the app, it bundles the workspace packages (the SDK's cookie rules) from their TypeScript
// source, so it runs without building them first.
export default defineConfig({
  entry: { main: 'server/main.ts' },
  format: ['esm'],
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'node',
  noExternal: [/^@agri-parts\//],
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
});
