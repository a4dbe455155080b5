// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependency direction (docs: ARCHITECTURE.md): `sdk` ← `react-hooks` ← `storefront`;
 * `ui` ← `storefront`; `commerce-api` shares only `schema` with the rest.
 *
 * Each rule below is one `no-restricted-imports` pattern. In a flat config a later block replaces a
 * rule's options instead of merging them, so every folder's block lists all the patterns that
 * apply to it.
 */
const restrict = {
  apps: {
    regex: '^@agri-parts/(storefront|commerce-api)(/.*)?$',
    message: 'Nothing imports the apps: move shared code into a package.',
  },
  react: {
    regex: '^react(-dom)?(/.*)?$',
    message:
      'packages/sdk is framework-agnostic: React bindings belong in @agri-parts/react-hooks.',
  },
  reactPackagesFromSdk: {
    regex: '^@agri-parts/(react-hooks|ui)(/.*)?$',
    message: 'packages/sdk is the bottom layer: it may not import the hooks or the UI kit.',
  },
  sdkFromUi: {
    regex: '^@agri-parts/(sdk|react-hooks)(/.*)?$',
    message: 'packages/ui is presentational: take plain data props and callbacks, not the SDK.',
  },
  uiFromHooks: {
    regex: '^@agri-parts/ui(/.*)?$',
    message: 'packages/react-hooks binds the SDK only: the storefront composes hooks with ui.',
  },
  workspaceFromCommerceApi: {
    regex: '^@agri-parts/(?!schema(/|$))',
    message: 'apps/commerce-api shares only @agri-parts/schema with the rest of the monorepo.',
  },
  // Its tests also start the simulated payment provider, a service of its own in production.
  workspaceFromCommerceApiTests: {
    regex: '^@agri-parts/(?!(schema|payment-provider)(/|$))',
    message:
      'apps/commerce-api tests share only @agri-parts/schema and the payment provider with the rest.',
  },
};

/** @param {Array<{ regex: string; message: string }>} patterns */
function restrictedImports(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    '**/.turbo/',
    '**/.data/',
    '**/generated/**',
    '**/coverage/',
    'bench/.results/',
    'apps/storefront/build/',
    'apps/storefront/.react-router/',
    '**/storybook-static/',
    'docs/api/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'agri-parts/no-app-imports',
    rules: restrictedImports(restrict.apps),
  },
  {
    // Everything else runs on Node: config files, scripts, bench, schema, commerce-api, tests.
    name: 'agri-parts/node',
    ignores: ['packages/*/src/**', 'apps/storefront/app/**'],
    languageOptions: { globals: globals.node },
  },

  {
    name: 'agri-parts/sdk',
    files: ['packages/sdk/src/**'],
    // The SDK runs in the browser and on the server: only globals both have.
    languageOptions: { globals: globals['shared-node-browser'] },
    rules: restrictedImports(restrict.apps, restrict.react, restrict.reactPackagesFromSdk),
  },
  {
    name: 'agri-parts/react-hooks',
    files: ['packages/react-hooks/src/**'],
    languageOptions: { globals: globals.browser },
    rules: restrictedImports(restrict.apps, restrict.uiFromHooks),
  },
  {
    name: 'agri-parts/ui',
    files: ['packages/ui/src/**'],
    languageOptions: { globals: globals.browser },
    rules: restrictedImports(restrict.apps, restrict.sdkFromUi),
  },
  {
    name: 'agri-parts/storefront',
    files: ['apps/storefront/app/**'],
    // Server-side rendering: the same modules run in the browser and on the storefront server.
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    name: 'agri-parts/commerce-api',
    files: ['apps/commerce-api/**'],
    rules: restrictedImports(restrict.workspaceFromCommerceApi),
  },
  {
    name: 'agri-parts/commerce-api-tests',
    files: ['apps/commerce-api/test/**', 'apps/commerce-api/src/**/*.test.ts'],
    rules: restrictedImports(restrict.workspaceFromCommerceApiTests),
  },
  {
    name: 'agri-parts/tests',
    files: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: globals.node },
  },

  {
    ...reactHooks.configs['recommended-latest'],
    name: 'agri-parts/react-hooks-rules',
    files: [
      'packages/react-hooks/**/*.{ts,tsx}',
      'packages/ui/**/*.{ts,tsx}',
      'apps/storefront/**/*.{ts,tsx}',
    ],
  },
  {
    // Issue 20's size rule: a function a reader can hold at once; generated code, tests and
    // stories are exempt (fixtures and journeys read top to bottom).
    name: 'agri-parts/function-size',
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.{ts,tsx}',
      '**/e2e/**',
      '**/test/**',
      '**/testing/**',
      '**/*.generated.ts',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 100, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Stores, resolvers and components stay under 300 lines: split by operation or section.
    name: 'agri-parts/module-size',
    files: [
      'packages/sdk/src/**/*{Store,Machine}.ts',
      'apps/commerce-api/src/graphql/resolvers/**/*.ts',
      'packages/ui/src/**/*.tsx',
      'apps/storefront/app/**/*.tsx',
      'packages/react-hooks/src/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
);
