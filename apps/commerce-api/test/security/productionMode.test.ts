import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';

/**
 * `NODE_ENV=production` is the one setting that turns every development aid off: introspection
 * (and "Did you mean …?" hints), GraphiQL and `/dev/outbox`. commerce-api runs as `npm start`
 * runs it (its source through tsx), once with that setting and once with none.
 */

const appRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Running {
  child: ChildProcess;
  url: string;
  dataDir: string;
}

/** Starts `src/main.ts` on a free port and a fresh embedded database; resolves once it listens. */
function startApi(env: Record<string, string>): Promise<Running> {
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-api-mode-'));
  const inherited = { ...process.env };
  // Vitest sets NODE_ENV=test; the defaults are what an unset NODE_ENV gives.
  delete inherited.NODE_ENV;
  delete inherited.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: appRoot,
        env: {
          ...inherited,
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          SEED_PRODUCTS: '20',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /GraphQL API ready at (http:\/\/\S+\/graphql)/.exec(output);
      if (ready?.[1]) resolve({ child, url: ready[1], dataDir });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) =>
      reject(new Error(`commerce-api exited (${code ?? signal}) before it was ready:\n${output}`)),
    );
  });
}

async function stopApi(running: Running | undefined): Promise<void> {
  if (!running) return;
  const exited = new Promise((done) => running.child.once('exit', done));
  running.child.kill('SIGTERM');
  await exited;
  rmSync(running.dataDir, { recursive: true, force: true });
}

const INTROSPECTION = `{ __schema { queryType { name } } }`;

/** What a server answers to the development aids. */
async function developmentAids(url: string) {
  const origin = url.replace(/\/graphql$/, '');
  const introspection = (await (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: INTROSPECTION }),
    })
  ).json()) as { data?: { __schema?: unknown }; errors?: { message: string }[] };
  const graphiql = await fetch(url, { headers: { accept: 'text/html' } });
  const outbox = await fetch(`${origin}/dev/outbox`);
  const outboxJson = await fetch(`${origin}/dev/outbox.json`);
  return {
    introspection: introspection.data?.__schema !== undefined,
    introspectionError: introspection.errors?.[0]?.message ?? null,
    graphiql: graphiql.status === 200 && /GraphiQL/.test(await graphiql.text()),
    outbox: outbox.status,
    outboxJson: outboxJson.status,
  };
}

describe('the production configuration', () => {
  it('comes from NODE_ENV=production alone, each aid still switchable on its own', () => {
    const production = readConfig({ NODE_ENV: 'production' });
    expect(production).toMatchObject({
      devOutbox: false,
      graphqlIntrospection: false,
      graphiql: false,
    });
    expect(readConfig({})).toMatchObject({
      devOutbox: true,
      graphqlIntrospection: true,
      graphiql: true,
    });
    expect(readConfig({ NODE_ENV: 'production', GRAPHIQL: 'on' }).graphiql).toBe(true);
    expect(readConfig({ GRAPHIQL: 'off' }).graphiql).toBe(false);
  });

  let production: Running | undefined;
  let development: Running | undefined;
  beforeAll(async () => {
    [production, development] = await Promise.all([
      startApi({ NODE_ENV: 'production' }),
      startApi({}),
    ]);
    // Two processes compiling, migrating and seeding at once on a shared machine.
  }, 240_000);
  afterAll(() => Promise.all([stopApi(production), stopApi(development)]));

  it('with NODE_ENV=production: no introspection, no GraphiQL, no /dev/outbox', async () => {
    expect(await developmentAids(production!.url)).toEqual({
      introspection: false,
      introspectionError:
        'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
      graphiql: false,
      outbox: 404,
      outboxJson: 404,
    });
  });

  it('with the defaults: introspection, GraphiQL and /dev/outbox are there', async () => {
    expect(await developmentAids(development!.url)).toEqual({
      introspection: true,
      introspectionError: null,
      graphiql: true,
      outbox: 200,
      outboxJson: 200,
    });
  });
});
