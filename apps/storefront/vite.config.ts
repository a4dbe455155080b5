import { fileURLToPath } from 'node:url';

import { reactRouter } from '@react-router/dev/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

import messages from './app/i18n/no.json' with { type: 'json' };
import { chunkModules } from './vite/chunkModules.ts';
import { inlineMessages } from './vite/inlineMessages.ts';

/**
 * The workspace packages (sdk, hooks, ui) are bundled from their TypeScript source through the
 * `source` export condition, so the storefront builds without building them first. The browser
 * build inlines each `translate('key')` call's text (`vite/inlineMessages.ts`): pages carry the
 * texts they show, not the translation file.
 */
export default defineConfig({
  plugins: [
    inlineMessages({
      messages,
      formatModule: fileURLToPath(new URL('./app/i18n/formatMessage.ts', import.meta.url)),
    }),
    reactRouter(),
    chunkModules(fileURLToPath(new URL('../..', import.meta.url))),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['source', ...defaultServerConditions] },
    // Bundled into the server build (not left to Node's resolution) so their source is used.
    noExternal: [/^@agri-parts\//],
  },
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // React, React DOM and React Router in one chunk of their own: one request instead
            // of five, a shallower import chain, and a file that stays cached across deploys of
            // the shop's own code.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
