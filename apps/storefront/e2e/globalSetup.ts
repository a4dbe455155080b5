import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the storefront under test answers, such as `http://127.0.0.1:41234`. */
    storefrontUrl: string;
    /** The commerce-api behind it. */
    apiUrl: string;
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a process and resolves once it prints `readyText`; rejects if it exits first. */
export function startProcess(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyText: string,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.E2E_VERBOSE) process.stderr.write(`[${name}] ${chunk.toString()}`);
    });
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

/**
 * Builds commerce-api and the storefront, starts both on free ports with a fresh embedded
 * database (a small seeded catalogue), and stops them when the run ends.
 */
export default async function setup(project: TestProject) {
  execFileSync(
    'npx',
    [
      'turbo',
      'run',
      'build',
      '--filter=@agri-parts/commerce-api',
      '--filter=@agri-parts/storefront',
      '--output-logs=errors-only',
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );

  const dataDir = mkdtempSync(join(tmpdir(), 'agri-e2e-'));
  const [apiPort, storefrontPort] = await Promise.all([freePort(), freePort()]);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;

  const api = await startProcess(
    'commerce-api',
    ['apps/commerce-api/dist/main.js'],
    {
      PORT: String(apiPort),
      PUBLIC_URL: apiUrl,
      DATA_DIR: join(dataDir, 'pglite'),
      SEED_PRODUCTS: '400',
      STOREFRONT_ORIGIN: storefrontUrl,
      // Links in e-mails (the password reset's) lead to the storefront under test.
      STOREFRONT_URL: storefrontUrl,
    },
    'GraphQL API ready',
  );
  const storefront = await startProcess(
    'storefront',
    ['apps/storefront/dist/main.js'],
    {
      NODE_ENV: 'production',
      PORT: String(storefrontPort),
      MAGENTO_GRAPHQL_URL: `${apiUrl}/graphql`,
      // Journeys change stock and prices at the API and look at the page right after: the
      // server's few seconds of shared catalogue answers would show the old ones.
      STOREFRONT_QUERY_CACHE_SECONDS: '0',
    },
    'Agri Deler storefront',
  ).catch((error: unknown) => {
    api.kill();
    throw error;
  });

  project.provide('storefrontUrl', storefrontUrl);
  project.provide('apiUrl', apiUrl);

  return () => {
    for (const child of [storefront, api]) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
