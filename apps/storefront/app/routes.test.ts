import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';

import routes from './routes';

const appDirectory = fileURLToPath(new URL('.', import.meta.url));

function routeFiles(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.file, ...routeFiles(entry.children ?? [])]);
}

// The layout rule (architecture: storefront): `app/routes/` holds route modules only, and a
// domain's pages, loaders and components live in one `app/<domain>/` folder.
describe('the app folder layout', () => {
  it('keeps only the route modules that routes.ts names in app/routes/', () => {
    const named = new Set(routeFiles(routes));
    const files = readdirSync(`${appDirectory}routes`, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath}/${entry.name}`.slice(appDirectory.length));
    expect(files.filter((file) => !named.has(file))).toEqual([]);
  });

  it('has no app/pages/ folder', () => {
    expect(readdirSync(appDirectory)).not.toContain('pages');
  });
});
