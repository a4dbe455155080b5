import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../db/createDatabase.js';
import { migrate } from '../db/migrate.js';
import { createRateLimiter } from '../limits/rateLimiter.js';
import { createGuardedRegistry, type RegistryGuardOptions } from './guardedRegistry.js';
import type { RegistryVehicleData } from './registryData.js';
import {
  RateLimitedError,
  RegistryUnavailableError,
  type VehicleRegistry,
} from './vehicleRegistry.js';

const vehicle = (plate: string): RegistryVehicleData => ({ kjoretoyId: { kjennemerke: plate } });

/** A registry that counts its calls; plates starting with N are not registered. */
function countingRegistry() {
  const calls: string[] = [];
  const registry: VehicleRegistry = {
    name: 'fake',
    lookup: async (plate) => {
      calls.push(plate);
      await Promise.resolve();
      if (plate === 'DOWN') throw new RegistryUnavailableError('failed', 'down');
      return plate.startsWith('N') ? [] : [vehicle(plate)];
    },
  };
  return { registry, calls };
}

// The limits are counted in an embedded database, as commerce-api counts them; emptied per test.
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createDatabase({ kind: 'pglite', dataDir: null });
  await migrate(database.db);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.deleteFrom('rate_limit_counters').execute();
});

function setup(overrides: Partial<RegistryGuardOptions> = {}) {
  let time = Date.parse('2026-11-21T10:00:00Z');
  const { registry, calls } = countingRegistry();
  const now = () => time;
  const guarded = createGuardedRegistry(registry, {
    cacheTtlMs: 24 * 3600_000,
    notFoundTtlMs: 3600_000,
    cacheMaxEntries: 3,
    perClientPerMinute: 3,
    dailyLimit: 100,
    limiter: createRateLimiter(database.db, { now }),
    now,
    ...overrides,
  });
  return {
    guarded,
    calls,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const a = { clientKey: 'a' };
const b = { clientKey: 'b' };

describe('createGuardedRegistry', () => {
  it('reuses an answer until it expires, and hands out copies', async () => {
    const { guarded, calls, advance } = setup();
    const first = await guarded.lookup('AB12345', a);
    first[0]!.kjoretoyId = {};
    expect(await guarded.lookup('AB12345', b)).toEqual([vehicle('AB12345')]);
    expect(calls).toEqual(['AB12345']);
    advance(24 * 3600_000 + 1);
    await guarded.lookup('AB12345', a);
    expect(calls).toEqual(['AB12345', 'AB12345']);
  });

  it('keeps "not registered" for a shorter time', async () => {
    const { guarded, calls, advance } = setup();
    expect(await guarded.lookup('NO12345', a)).toEqual([]);
    advance(3599_000);
    await guarded.lookup('NO12345', a);
    expect(calls).toHaveLength(1);
    advance(2000);
    await guarded.lookup('NO12345', a);
    expect(calls).toHaveLength(2);
  });

  it('never caches a failure', async () => {
    const { guarded, calls } = setup();
    await expect(guarded.lookup('DOWN', a)).rejects.toBeInstanceOf(RegistryUnavailableError);
    await expect(guarded.lookup('DOWN', a)).rejects.toBeInstanceOf(RegistryUnavailableError);
    expect(calls).toEqual(['DOWN', 'DOWN']);
  });

  it('keeps at most cacheMaxEntries answers, dropping the least recently used', async () => {
    const { guarded, calls } = setup({ perClientPerMinute: 100 });
    for (const plate of ['AA11111', 'BB22222', 'CC33333']) await guarded.lookup(plate, a);
    await guarded.lookup('AA11111', a); // used again: now the newest
    await guarded.lookup('DD44444', a); // drops BB22222
    expect(guarded.cacheSize).toBe(3);
    calls.length = 0;
    await guarded.lookup('AA11111', a);
    await guarded.lookup('BB22222', a);
    expect(calls).toEqual(['BB22222']);
  });

  it('shares one registry call between concurrent look-ups of a plate', async () => {
    const { guarded, calls } = setup();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => guarded.lookup('AB12345', a)));
    expect(answers).toHaveLength(5);
    expect(calls).toEqual(['AB12345']);
  });

  it('limits registry calls per client and clock minute, not cached answers', async () => {
    const { guarded, advance } = setup({ cacheMaxEntries: 100 });
    for (const plate of ['AA11111', 'BB22222', 'CC33333']) await guarded.lookup(plate, a);
    await guarded.lookup('AA11111', a); // cached: free
    const refused = await guarded.lookup('DD44444', a).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(60);
    // Another client is not affected.
    expect(await guarded.lookup('DD44444', b)).toHaveLength(1);
    advance(30_000);
    await expect(guarded.lookup('EE55555', a)).rejects.toMatchObject({ retryAfterSeconds: 30 });
    advance(30_001);
    expect(await guarded.lookup('EE55555', a)).toHaveLength(1);
  });

  it('stops calling the registry when the day’s budget is spent, until the next UTC day', async () => {
    const { guarded, calls, advance } = setup({ dailyLimit: 2, perClientPerMinute: 100 });
    await guarded.lookup('AA11111', a);
    await guarded.lookup('BB22222', b);
    const error = await guarded.lookup('CC33333', a).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RegistryUnavailableError);
    expect((error as RegistryUnavailableError).reason).toBe('quota');
    expect(await guarded.lookup('AA11111', a)).toHaveLength(1); // cached answers still work
    advance(14 * 3600_000); // past midnight UTC
    await guarded.lookup('CC33333', a);
    expect(calls).toEqual(['AA11111', 'BB22222', 'CC33333']);
  });

  it('shares the limit and the budget with another instance on the same database', async () => {
    const first = setup({ dailyLimit: 3, perClientPerMinute: 2 });
    const second = setup({ dailyLimit: 3, perClientPerMinute: 2 });
    await first.guarded.lookup('AA11111', a);
    await second.guarded.lookup('BB22222', a);
    await expect(first.guarded.lookup('CC33333', a)).rejects.toBeInstanceOf(RateLimitedError);
    await second.guarded.lookup('CC33333', b);
    const spent = await first.guarded.lookup('DD44444', b).catch((error: unknown) => error);
    expect(spent).toMatchObject({ reason: 'quota' });
    expect([...first.calls, ...second.calls]).toEqual(['AA11111', 'BB22222', 'CC33333']);
  });
});
