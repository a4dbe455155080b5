/**
 * What the browser and load benchmarks share: the check that the tree is built, free loopback
 * ports, programs started and stopped as processes of their own, and the shop itself —
 * commerce-api on a fresh embedded database and a copy of the storefront's production build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Exits with a clear message unless commerce-api (from `apiDir`) and the storefront (from
 * `storefrontDir`) are built; both relative to the repository or absolute.
 */
export function requireBuilt(
  storefrontDir = 'apps/storefront',
  apiDir = 'apps/commerce-api',
): void {
  for (const file of [
    `${apiDir}/dist/main.js`,
    `${storefrontDir}/dist/main.js`,
    `${storefrontDir}/build/server/index.js`,
  ]) {
    if (!existsSync(resolve(repoRoot, file))) {
      console.error(`${file} is missing: run \`npm run build\` first.`);
      process.exit(1);
    }
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const programs: ChildProcess[] = [];

/**
 * Stops every started program and waits until each has exited (a CPU profile or Chromium's
 * profile is written then); a program still running after 10 s is killed.
 */
export async function stopPrograms(): Promise<void> {
  await Promise.all(
    programs.splice(0).map(
      (child) =>
        new Promise<void>((done) => {
          child.removeAllListeners('exit');
          if (child.exitCode !== null || child.signalCode !== null) return done();
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            done();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stopPrograms().then(() => process.exit(130));
  });
}

/** Starts a program and resolves once its output contains `readyText`; rejects if it exits. */
export function startProgram(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyText: string,
): Promise<ChildProcess> {
  return new Promise((resolveChild, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    programs.push(child);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) resolveChild(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

export interface ShopOptions {
  /** A fresh folder for the embedded database. */
  dataDir: string;
  /** Name of the storefront build's copy under bench/.data (not committed). */
  copyName: string;
  /** A folder holding a storefront's `dist` and `build` (default: apps/storefront's). */
  storefrontDir?: string;
  /** More environment for commerce-api, such as `SEED_PRODUCTS`. */
  apiEnv?: NodeJS.ProcessEnv;
  /** Node flags for the storefront process, such as `--cpu-prof`. */
  storefrontNodeArgs?: string[];
  /** More environment for the storefront, such as `STOREFRONT_QUERY_CACHE_SECONDS`. */
  storefrontEnv?: NodeJS.ProcessEnv;
  /** A folder holding a commerce-api `dist` (default: apps/commerce-api's). */
  apiDir?: string;
  /**
   * Puts something between the storefront and commerce-api (a recording proxy): given the API's
   * address, resolves to the address the storefront should use instead.
   */
  proxyApi?: (apiUrl: string) => Promise<string>;
}

/**
 * Starts commerce-api (production build, a fresh embedded PGlite database with the default seed)
 * and the storefront with NODE_ENV=production on free loopback ports. The storefront runs from a
 * copy of its build, so a rebuild during the run changes nothing under it.
 */
export async function startShop(options: ShopOptions): Promise<{
  apiUrl: string;
  storefrontUrl: string;
  apiPid: number | undefined;
  storefrontPid: number | undefined;
}> {
  const [apiPort, storefrontPort] = await Promise.all([freePort(), freePort()]);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
  const api = await startProgram(
    'commerce-api',
    process.execPath,
    [resolve(repoRoot, options.apiDir ?? 'apps/commerce-api', 'dist/main.js')],
    {
      PORT: String(apiPort),
      PUBLIC_URL: apiUrl,
      DATA_DIR: join(options.dataDir, 'pglite'),
      STOREFRONT_ORIGIN: storefrontUrl,
      // Every simulated shopper is this machine: the budget stays on (its cost is part of the
      // figures) but out of reach.
      GRAPHQL_BUDGET_PER_MINUTE: '1000000000',
      STOREFRONT_URL: storefrontUrl,
      ...options.apiEnv,
    },
    'GraphQL API ready',
  );
  const storefrontCopy = join(repoRoot, 'bench/.data', options.copyName);
  rmSync(storefrontCopy, { recursive: true, force: true });
  for (const folder of ['dist', 'build']) {
    cpSync(
      resolve(repoRoot, options.storefrontDir ?? 'apps/storefront', folder),
      join(storefrontCopy, folder),
      { recursive: true },
    );
  }
  const storefront = await startProgram(
    'storefront',
    process.execPath,
    [...(options.storefrontNodeArgs ?? []), join(storefrontCopy, 'dist/main.js')],
    {
      NODE_ENV: 'production',
      PORT: String(storefrontPort),
      MAGENTO_GRAPHQL_URL: `${options.proxyApi ? await options.proxyApi(apiUrl) : apiUrl}/graphql`,
      ...options.storefrontEnv,
    },
    'Agri Deler storefront',
  );
  return { apiUrl, storefrontUrl, apiPid: api.pid, storefrontPid: storefront.pid };
}

/**
 * The CPU time (user + system, ms) a process has used so far, from `/proc` (Linux, whose clock
 * ticks are 10 ms for user space); `null` where that cannot be read.
 */
export function cpuTimeMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}
