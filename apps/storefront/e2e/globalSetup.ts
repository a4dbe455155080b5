import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
    /** The simulated payment provider both use (its hosted card form, its shop API). */
    paymentProviderUrl: string;
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
 * Builds the payment provider, commerce-api and the storefront, starts them on free ports (the
 * API on a fresh embedded database with a small seeded catalogue), and stops them when the run
 * ends.
 */
export default async function setup(project: TestProject) {
  // `npm test` (scripts/run-tests.mjs) has built it all once for both of its runs.
  if (process.env.AGRI_TESTS_BUILT !== '1') {
    execFileSync(
      'npx',
      [
        'turbo',
        'run',
        'build',
        '--filter=@agri-parts/commerce-api',
        '--filter=@agri-parts/storefront',
        '--filter=@agri-parts/payment-provider',
        '--output-logs=errors-only',
      ],
      { cwd: repoRoot, stdio: 'inherit' },
    );
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'agri-e2e-'));
  const [apiPort, storefrontPort, providerPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
  ]);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  // Its own origin (another port): card data goes there and nowhere else.
  const paymentProviderUrl = `http://127.0.0.1:${providerPort}`;
  const paymentSecret = randomBytes(16).toString('hex');

  const provider = await startProcess(
    'payment-provider',
    ['apps/payment-provider/dist/main.js'],
    {
      PORT: String(providerPort),
      STOREFRONT_ORIGIN: storefrontUrl,
      PAYMENT_PROVIDER_SECRET: paymentSecret,
    },
    'Payment provider ready',
  );

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
      // Every journey's shopper is this machine: the per-client limits on registrations and
      // reset e-mails (a handful an hour) would refuse the run's many new customers.
      REGISTRATIONS_PER_HOUR: '10000',
      PASSWORD_RESETS_PER_15_MINUTES: '10000',
      PASSWORD_RESETS_PER_EMAIL_PER_HOUR: '10000',
      QUOTE_REQUESTS_PER_HOUR: '10000',
      // The GraphQL budget stays on, out of reach of a run's many pages from one address.
      GRAPHQL_BUDGET_PER_MINUTE: '1000000000',
      PAYMENT_PROVIDER_URL: paymentProviderUrl,
      PAYMENT_PROVIDER_SECRET: paymentSecret,
    },
    'GraphQL API ready',
  ).catch((error: unknown) => {
    provider.kill();
    throw error;
  });
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
      PAYMENT_PROVIDER_URL: paymentProviderUrl,
    },
    'Agri Deler storefront',
  ).catch((error: unknown) => {
    api.kill();
    provider.kill();
    throw error;
  });

  project.provide('storefrontUrl', storefrontUrl);
  project.provide('apiUrl', apiUrl);
  project.provide('paymentProviderUrl', paymentProviderUrl);

  return () => {
    for (const child of [storefront, api, provider]) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
}
