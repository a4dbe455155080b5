import { describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/createDatabase.js';
import { migrate } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { withTestDatabase } from './testApi.js';

describe('migrations', () => {
  it('apply once when several servers start at the same time', async () => {
    await withTestDatabase(async (location) => {
      const handles = await Promise.all(
        Array.from({ length: location.kind === 'postgres' ? 4 : 1 }, () =>
          createDatabase(location),
        ),
      );
      try {
        const runs = await Promise.all(
          handles.flatMap((handle) => [migrate(handle.db), migrate(handle.db)]),
        );
        expect(runs.flat()).toEqual(migrations.map((migration) => migration.name));
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    });
  });
});
