import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ScryptParameters } from '../src/customers/passwordHash.js';
import { createDatabase } from '../src/db/createDatabase.js';
import { migrate } from '../src/db/migrate.js';
import { ensureSeeded } from '../src/seed/ensureSeeded.js';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Git-ignored (`.data/`); a clean clone starts without snapshots. */
const cacheDir = join(root, '.data', 'test-snapshots');

/** Every source file of the server, so that a change to a migration or the seed reseeds. */
async function sourceDigest(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(join(root, 'src'), { recursive: true }))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(join(root, 'src', file)));
  }
  return hash.digest('hex');
}

let digest: Promise<string> | undefined;

/**
 * An embedded database migrated and seeded as `seed` says, as a tar of its files: made once per
 * seed, source and password cost, kept on disk, and copied by every test server that asks for the
 * same (seeding 600 products took each test file's server seconds). The copy is the database a
 * fresh seed makes, so tests see no difference.
 */
export async function seededSnapshot(
  seed: { seed: number; productCount: number },
  passwordHashing: ScryptParameters | undefined,
): Promise<Blob> {
  digest ??= sourceDigest();
  const key = createHash('sha256')
    .update(JSON.stringify({ seed, passwordHashing, source: await digest }))
    .digest('hex')
    .slice(0, 24);
  const file = join(cacheDir, `${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not made yet: make it below.
  }
  const handle = await createDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrate(handle.db);
    await ensureSeeded(handle.db, seed, { passwordHashing });
    const snapshot = await handle.snapshot!();
    await mkdir(dirname(file), { recursive: true });
    // Written aside and renamed: a file running at the same time reads a whole snapshot or none.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
    await rename(partial, file);
    return snapshot;
  } finally {
    await handle.close();
  }
}
