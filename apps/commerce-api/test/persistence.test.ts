import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig, type ServerConfig } from '../src/config.js';
import { createCommerceApi } from '../src/createCommerceApi.js';
import { migrations } from '../src/db/migrations/index.js';

// The embedded database on disk: what `npm start` does on a fresh machine and on the next start.
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database on disk', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-api-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config: ServerConfig = {
    ...readConfig({ NODE_ENV: 'test' }),
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://media.test',
    corsOrigins: [],
    database: { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
    seed: { seed: 7, productCount: 200 },
  };

  const start = async () => {
    const log: string[] = [];
    const api = await createCommerceApi({ config, log: (line) => log.push(line) });
    const skus = await api.db.selectFrom('products').select('sku').orderBy('id').execute();
    await api.close();
    return { log, skus: skus.map((row) => row.sku) };
  };

  it('is created and seeded on the first start, and reused on the next', async () => {
    const first = await start();
    expect(first.log).toEqual([
      `Applied migrations: ${migrations.map((migration) => migration.name).join(', ')}`,
      expect.stringMatching(/^Seeded 200 products \(seed 7\) in \d+ ms$/),
      expect.stringMatching(/^Search index: \d+ products, \d+ words in \d+ ms$/),
    ]);
    expect(first.skus).toHaveLength(200);

    const second = await start();
    // Nothing migrated or seeded again; only the in-memory search index is built anew.
    expect(second.log).toEqual([expect.stringMatching(/^Search index: /)]);
    expect(second.skus).toEqual(first.skus);
  });

  it('is never opened by two servers at once', async () => {
    const api = await createCommerceApi({ config });
    try {
      await expect(createCommerceApi({ config })).rejects.toThrow(/is in use by process \d+/);
    } finally {
      await api.close();
    }
    const again = await createCommerceApi({ config });
    await again.close();
  });
});
