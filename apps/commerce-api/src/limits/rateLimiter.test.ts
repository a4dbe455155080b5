import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/createDatabase.js';
import { migrate } from '../db/migrate.js';
import { createRateLimiter, type RateRule } from './rateLimiter.js';

const perMinute = (limit: number, name = 'test'): RateRule => ({ name, limit, windowSeconds: 60 });
const START = Date.parse('2026-11-21T10:00:00Z');

describe('createRateLimiter (embedded PGlite)', () => {
  let handle: DatabaseHandle;
  let time = START;
  const now = () => time;
  beforeAll(async () => {
    handle = await createDatabase({ kind: 'pglite', dataDir: null });
    await migrate(handle.db);
  });
  afterAll(() => handle.close());

  it('allows up to the limit in a window, then refuses until the window ends', async () => {
    time = START + 15_000;
    const limiter = createRateLimiter(handle.db, { now });
    const rule = perMinute(3, 'fill');
    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume(rule, 'a')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
    expect(await limiter.consume(rule, 'a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
    time = START + 59_500;
    expect(await limiter.consume(rule, 'a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time = START + 60_000;
    expect((await limiter.consume(rule, 'a')).allowed).toBe(true);
  });

  it('spends nothing on a refused attempt, so a cheaper one still fits', async () => {
    time = START;
    const limiter = createRateLimiter(handle.db, { now });
    const rule = perMinute(5, 'cost');
    expect((await limiter.consume(rule, 'a', 3)).allowed).toBe(true);
    expect((await limiter.consume(rule, 'a', 3)).allowed).toBe(false);
    expect((await limiter.consume(rule, 'a', 2)).allowed).toBe(true);
    expect((await limiter.consume(rule, 'a', 1)).allowed).toBe(false);
    // More than a whole window allows is never spent, even on a fresh counter.
    expect((await limiter.consume(rule, 'b', 6)).allowed).toBe(false);
    expect((await limiter.consume(rule, 'b', 5)).allowed).toBe(true);
  });

  it('counts each subject and each rule on its own', async () => {
    time = START;
    const limiter = createRateLimiter(handle.db, { now });
    expect((await limiter.consume(perMinute(1, 'one'), 'a')).allowed).toBe(true);
    expect((await limiter.consume(perMinute(1, 'one'), 'a')).allowed).toBe(false);
    expect((await limiter.consume(perMinute(1, 'one'), 'b')).allowed).toBe(true);
    expect((await limiter.consume(perMinute(1, 'other'), 'a')).allowed).toBe(true);
  });

  it('aligns a day window to the UTC day', async () => {
    time = Date.parse('2026-11-21T23:59:00Z');
    const limiter = createRateLimiter(handle.db, { now });
    const daily: RateRule = { name: 'daily', limit: 1, windowSeconds: 86_400 };
    expect((await limiter.consume(daily, 'all')).allowed).toBe(true);
    expect(await limiter.consume(daily, 'all')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    time = Date.parse('2026-11-22T00:00:00Z');
    expect((await limiter.consume(daily, 'all')).allowed).toBe(true);
  });

  it('never lets concurrent attempts past the limit', async () => {
    time = START;
    const limiter = createRateLimiter(handle.db, { now });
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => limiter.consume(perMinute(7, 'race'), 'a')),
    );
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(7);
  });

  it('shares the count between limiters on one database', async () => {
    time = START;
    const [first, second] = [
      createRateLimiter(handle.db, { now }),
      createRateLimiter(handle.db, { now }),
    ];
    const rule = perMinute(2, 'shared');
    expect((await first.consume(rule, 'a')).allowed).toBe(true);
    expect((await second.consume(rule, 'a')).allowed).toBe(true);
    expect((await first.consume(rule, 'a')).allowed).toBe(false);
    expect((await second.consume(rule, 'a')).allowed).toBe(false);
  });

  it('sweeps the counters of ended windows', async () => {
    time = START;
    const limiter = createRateLimiter(handle.db, { now, sweepEveryMs: 60_000 });
    await limiter.consume(perMinute(1, 'sweep'), 'old');
    const count = async () =>
      (
        await handle.db
          .selectFrom('rate_limit_counters')
          .select('key')
          .where('key', 'like', 'sweep:%')
          .execute()
      ).map((row) => row.key);
    expect(await count()).toEqual(['sweep:old']);
    time = START + 120_000;
    await limiter.consume(perMinute(1, 'sweep'), 'new');
    expect(await count()).toEqual(['sweep:new']);
  });
});

describe('createRateLimiter across a restart', () => {
  it('keeps the counts when the embedded database is opened again', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rate-limiter-'));
    const location = { kind: 'pglite', dataDir: join(dataDir, 'pglite') } as const;
    const rule = perMinute(2, 'restart');
    try {
      const before = await createDatabase(location);
      await migrate(before.db);
      const limiter = createRateLimiter(before.db, { now: () => START });
      await limiter.consume(rule, 'a');
      await limiter.consume(rule, 'a');
      await before.close();

      const after = await createDatabase(location);
      try {
        const again = createRateLimiter(after.db, { now: () => START });
        expect((await again.consume(rule, 'a')).allowed).toBe(false);
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
