import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

import { freePort, startProcess } from '../globalSetup';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    /** The edge's HTTPS address, such as `https://127.0.0.1:41234` (its certificate names localhost too). */
    edgeUrl: string;
    /** Its plain-HTTP port's address, which redirects. */
    edgeHttpUrl: string;
    /** The edge's self-signed certificate (PEM file), to trust it in clients. */
    edgeCertificateFile: string;
  }
}

/**
 * Builds commerce-api and the storefront (turbo: nothing to do after `npm test`), then runs the one
 * command of the production topology, `scripts/start-edge.mjs`, on free ports with a fresh
 * embedded database (a small catalogue), two storefront processes and its own nginx folder; stops
 * it when the run ends.
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
      '--filter=@agri-parts/payment-provider',
      '--output-logs=errors-only',
    ],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  const scratch = mkdtempSync(join(tmpdir(), 'agri-edge-'));
  const [httpsPort, httpPort, providerPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
  ]);
  const edge: ChildProcess = await startProcess(
    'start-edge',
    ['scripts/start-edge.mjs'],
    {
      EDGE_HTTPS_PORT: String(httpsPort),
      EDGE_HTTP_PORT: String(httpPort),
      EDGE_DATA_DIR: join(scratch, 'edge'),
      DATA_DIR: join(scratch, 'pglite'),
      SEED_PRODUCTS: '400',
      STOREFRONT_PROCESSES: '2',
      EDGE_WORKERS: '1',
      PAYMENT_PROVIDER_PORT: String(providerPort),
    },
    'The shop is running behind the edge',
  );
  project.provide('edgeUrl', `https://127.0.0.1:${httpsPort}`);
  project.provide('edgeHttpUrl', `http://127.0.0.1:${httpPort}`);
  project.provide('edgeCertificateFile', join(scratch, 'edge/tls/localhost.crt'));

  return async () => {
    edge.removeAllListeners('exit');
    // start-edge stops nginx and the shop's processes, then exits.
    await new Promise<void>((done) => {
      edge.once('exit', () => done());
      edge.kill('SIGTERM');
    });
    rmSync(scratch, { recursive: true, force: true });
  };
}
