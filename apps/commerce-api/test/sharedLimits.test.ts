import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseLocation } from '../src/db/createDatabase.js';
import { newEmail } from './customerHelpers.js';
import { openTestDatabase, startTestApi, type TestApi } from './testApi.js';

/**
 * Issue 21, finding 3: every limit and budget is counted in the database, so two commerce-api
 * servers on one PostgreSQL share it — half spent on each, and the next request is refused on
 * both — and a server started again on the same database still knows what was spent. The two
 * servers are separate `createCommerceApi` instances (own connection pool, own caches, own port);
 * the two-server part needs `DATABASE_URL` (`npm run test:pg`), the restart part runs on the
 * embedded database on disk as well. Every server's clock stands still, so no window ends
 * halfway through.
 */

const NOW = Date.parse('2026-11-21T10:00:10Z');
const LIMITS = {
  registry: { perClientPerMinute: 4, dailyLimit: 8 },
  limits: { passwordResetsPer15Minutes: 4, graphqlBudgetPerMinute: 40 },
};
const REQUEST_RESET = `mutation ($email: String!) { requestPasswordResetEmail(email: $email) }`;
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

let plateNumber = 10_000;
/** Looks up a plate no one asked for yet (so no server has it cached); returns the status. */
async function lookUpNewPlate(t: TestApi, client: string): Promise<number> {
  const response = await fetch(
    `${t.origin}/api/part-finder/license-plate?licensePlate=AB${++plateNumber}`,
    from(client),
  );
  await response.body?.cancel();
  return response.status;
}

const askForReset = async (t: TestApi, client: string) =>
  (await t.query(REQUEST_RESET, { email: newEmail('delt') }, from(client))).errors?.[0]
    ?.extensions ?? 'sent';

/** A stand-in for Statens vegvesen that knows no plate and counts its calls. */
function standInRegistry() {
  const registry = { calls: 0, server: null as Server | null, url: '' };
  registry.server = createServer((_request, response) => {
    registry.calls++;
    response.writeHead(204);
    response.end();
  });
  return {
    registry,
    start: async () => {
      await new Promise<void>((resolve) => registry.server!.listen(0, '127.0.0.1', resolve));
      registry.url = `http://127.0.0.1:${(registry.server!.address() as AddressInfo).port}`;
    },
    stop: async () => {
      registry.server!.closeAllConnections();
      await new Promise((resolve) => registry.server!.close(resolve));
    },
  };
}

const startOn = (database: DatabaseLocation, registryUrl: string) =>
  startTestApi(
    { productCount: 20 },
    {
      database,
      registry: { svvApiKey: 'test-key', svvUrl: registryUrl, ...LIMITS.registry },
      limits: LIMITS.limits,
      clock: () => new Date(NOW),
    },
  );

describe.skipIf(!process.env.DATABASE_URL)('two servers on one PostgreSQL', () => {
  const { registry, start, stop } = standInRegistry();
  let drop: () => Promise<void>;
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    await start();
    const database = await openTestDatabase();
    drop = database.drop;
    // One after the other: the first seeds, the second finds the catalogue there.
    first = await startOn(database.location, registry.url);
    second = await startOn(database.location, registry.url);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
    await stop();
  });

  it('share a client’s licence-plate limit', async () => {
    for (const server of [first, second, first, second]) {
      expect(await lookUpNewPlate(server, '203.0.113.1')).toBe(404);
    }
    expect(await lookUpNewPlate(first, '203.0.113.1')).toBe(429);
    expect(await lookUpNewPlate(second, '203.0.113.1')).toBe(429);
  });

  it('share the registry’s daily budget', async () => {
    // 4 calls were made above; 2 more from each server by two other clients spend the day's 8.
    for (const [server, client] of [
      [first, '203.0.113.2'],
      [first, '203.0.113.2'],
      [second, '203.0.113.3'],
      [second, '203.0.113.3'],
    ] as const) {
      expect(await lookUpNewPlate(server, client)).toBe(404);
    }
    expect(await lookUpNewPlate(first, '203.0.113.4')).toBe(503);
    expect(await lookUpNewPlate(second, '203.0.113.4')).toBe(503);
    expect(registry.calls).toBe(8);
  });

  it('share a client’s password-reset limit', async () => {
    for (const server of [first, second, first, second]) {
      expect(await askForReset(server, '203.0.113.5')).toBe('sent');
    }
    for (const server of [first, second]) {
      expect(await askForReset(server, '203.0.113.5')).toMatchObject({
        error_code: 'TOO_MANY_REQUESTS',
      });
    }
  });

  it('share a client’s GraphQL budget', async () => {
    const QUERY = `{ storeConfig { store_code } }`;
    for (let i = 0; i < 20; i++) {
      for (const server of [first, second]) {
        expect((await server.query(QUERY, {}, from('203.0.113.6'))).status).toBe(200);
      }
    }
    expect((await first.query(QUERY, {}, from('203.0.113.6'))).status).toBe(429);
    expect((await second.query(QUERY, {}, from('203.0.113.6'))).status).toBe(429);
  });
});

describe('a server started again on the same database', () => {
  const { registry, start, stop } = standInRegistry();
  let dataDir: string | null = null;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    await start();
    database = await openTestDatabase();
    if (database.location.kind === 'pglite') {
      // The embedded database must outlive the server: on disk.
      dataDir = mkdtempSync(join(tmpdir(), 'shared-limits-'));
      database.location = { kind: 'pglite', dataDir: join(dataDir, 'pglite') };
    }
  });
  afterAll(async () => {
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await stop();
  });

  // Seeding the embedded database on disk and opening it twice takes a while on a busy machine.
  it('still refuses what was spent before the restart', { timeout: 180_000 }, async () => {
    const before = await startOn(database.location, registry.url);
    try {
      for (let i = 0; i < 4; i++) {
        expect(await lookUpNewPlate(before, '203.0.113.7')).toBe(404);
        expect(await askForReset(before, '203.0.113.7')).toBe('sent');
      }
    } finally {
      await before.close();
    }

    const after = await startOn(database.location, registry.url);
    try {
      expect(await lookUpNewPlate(after, '203.0.113.7')).toBe(429);
      expect(await askForReset(after, '203.0.113.7')).toMatchObject({
        error_code: 'TOO_MANY_REQUESTS',
      });
      // Another client still has its own limit, and the day's budget its last 4 calls.
      expect(await lookUpNewPlate(after, '203.0.113.8')).toBe(404);
      expect(registry.calls).toBe(5);
    } finally {
      await after.close();
    }
  });
});
