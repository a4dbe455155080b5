import { createHash } from 'node:crypto';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';

import { defineConfig } from 'tsup';

import { offlinePageHtml } from './app/offline/offlinePage';

/**
 * This build's version for the service worker: a hash of the hashed client assets' names and the
 * offline page, so each build that changes either gets fresh caches.
 */
function serviceWorkerVersion(): string {
  const assets = existsSync('build/client/assets') ? readdirSync('build/client/assets').sort() : [];
  return createHash('sha256')
    .update(assets.join('\n'))
    .update(offlinePageHtml())
    .digest('hex')
    .slice(0, 12);
}

// The HTTP server around the React Router build; the app itself is built by `react-router build`.
// Like the app, it bundles the workspace packages (the SDK's cookie rules) from their TypeScript
// source, so it runs without building them first.
// Then the service worker (`build/client/sw.js`) and the offline page it precaches
// (`build/client/offline.html`), next to the client build they belong to.
export default defineConfig([
  {
    // `edge`: the nginx configuration and certificate for scripts/start-edge.mjs.
    entry: { main: 'server/main.ts', edge: 'server/edge/index.ts' },
    format: ['esm'],
    sourcemap: true,
    clean: true,
    target: 'node20',
    platform: 'node',
    noExternal: [/^@agri-parts\//],
    esbuildOptions(options) {
      options.conditions = ['source'];
    },
  },
  {
    entry: { sw: 'app/offline/serviceWorker.ts' },
    outDir: 'build/client',
    format: ['iife'],
    outExtension: () => ({ js: '.js' }),
    clean: false,
    minify: true,
    target: 'es2020',
    platform: 'browser',
    define: { __SW_VERSION__: JSON.stringify(serviceWorkerVersion()) },
    onSuccess: async () => {
      writeFileSync('build/client/offline.html', offlinePageHtml());
    },
  },
]);
