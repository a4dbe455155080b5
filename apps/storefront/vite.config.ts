import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * The workspace packages (sdk, hooks, ui) are bundled from their TypeScript source through the
 * `source` export condition, so the storefront builds without building them first.
 */
export default defineConfig({
  plugins: [reactRouter()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    // Bundled into the server build (not left to Node's resolution) so their source is used.
    noExternal: [/^@agri-parts\//],
  },
  build: { target: 'es2022' },
});
