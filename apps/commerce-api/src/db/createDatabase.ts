import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './lockDataDir.js';
import { PGliteDialect } from './pgliteDialect.js';
import type { Database } from './tables.js';

/**
 * Where the data lives: an embedded PGlite (on disk or in memory; an in-memory one may start as a
 * copy of a `snapshot`) or a PostgreSQL server.
 */
export type DatabaseLocation =
  | { kind: 'pglite'; dataDir: string | null; snapshot?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export interface DatabaseHandle {
  db: Kysely<Database>;
  location: DatabaseLocation;
  /**
   * A copy of an embedded database's files (a tar), to start another from (`snapshot`); tests
   * seed once and copy instead of seeding each file's server. Absent for PostgreSQL.
   */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Longest a statement may run on PostgreSQL (seeding lifts the limit for its session). */
const STATEMENT_TIMEOUT_MS = 10_000;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const toNumber = (value: string) => Number(value);

/**
 * Opens the database. Both drivers parse `bigint` and `numeric` to numbers so that the SQL and
 * the code above it behave the same on PGlite and on PostgreSQL.
 */
export async function createDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.kind === 'pglite') {
    let release = () => {};
    if (location.dataDir) {
      mkdirSync(dirname(location.dataDir), { recursive: true });
      release = lockDataDir(location.dataDir);
    }
    try {
      const pglite = await PGlite.create(location.dataDir ?? undefined, {
        extensions: { pg_trgm },
        parsers: { [PG_INT8]: toNumber, [PG_NUMERIC]: toNumber },
        ...(location.snapshot && !location.dataDir && { loadDataDir: location.snapshot }),
      });
      const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
      return {
        db,
        location,
        snapshot: () => pglite.dumpDataDir('none'),
        close: async () => {
          await db.destroy();
          release();
        },
      };
    } catch (error) {
      release();
      throw error;
    }
  }
  const pool = new pg.Pool({
    connectionString: location.url,
    max: location.poolSize ?? 10,
    // No single statement may hold a connection for long, whatever a request asks for.
    statement_timeout: STATEMENT_TIMEOUT_MS,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8 || oid === PG_NUMERIC
          ? toNumber
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, location, close: () => db.destroy() };
}
