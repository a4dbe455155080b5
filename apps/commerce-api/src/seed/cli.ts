import { parseArgs } from 'node:util';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { readConfig } from '../config.js';
import { createDatabase } from '../db/createDatabase.js';
import { lockDataDir } from '../db/lockDataDir.js';
import { migrate } from '../db/migrate.js';
import { ensureSeeded } from './ensureSeeded.js';

const usage = `Seeds the commerce-api database (the embedded one, or DATABASE_URL's).

  npm run seed -- [--products N] [--seed S] [--reset]

  --products N  how many products to generate (default 2500; benchmarks use 100000)
  --seed S      the generator's seed: the same seed gives the same catalogue (default 1)
  --reset       delete the existing data first (otherwise an existing catalogue is kept)`;

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const env = { ...process.env };
if (values.products !== undefined) env.SEED_PRODUCTS = values.products;
if (values.seed !== undefined) env.SEED = values.seed;
const config = readConfig(env);

if (values.reset && config.database.kind === 'pglite' && config.database.dataDir) {
  // Refuses while a server has the folder open.
  const release = lockDataDir(config.database.dataDir);
  rmSync(config.database.dataDir, { recursive: true, force: true });
  release();
}
const handle = await createDatabase(config.database);
try {
  if (values.reset && config.database.kind === 'postgres') {
    await sql`DROP SCHEMA public CASCADE`.execute(handle.db);
    await sql`CREATE SCHEMA public`.execute(handle.db);
  }
  await migrate(handle.db);
  const result = await ensureSeeded(handle.db, config.seed);
  console.log(
    result.seeded
      ? `Seeded ${config.seed.productCount} products (seed ${config.seed.seed}) in ${result.milliseconds} ms.`
      : result.added.length > 0
        ? `The database already has a catalogue; added ${result.added.join(' and ')}.`
        : 'The database already has a catalogue; nothing to do (use --reset to start over).',
  );
} finally {
  await handle.close();
}
