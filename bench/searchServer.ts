/**
 * The products search benchmark's server: commerce-api's built `main.js` as a process of its
 * own, its memory, and the PostgreSQL schema it seeds into.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Resident and peak memory of a process, in MiB (Linux), or `?`. */
export function memory(pid: number | undefined): string {
  if (pid === undefined) return '?';
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1]);
    return `RSS ${Math.round(kib('VmRSS') / 1024)} MiB (peak ${Math.round(kib('VmHWM') / 1024)} MiB)`;
  } catch {
    try {
      const kib = Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      );
      return `RSS ${Math.round(kib / 1024)} MiB`;
    } catch {
      return '?';
    }
  }
}

export interface Server {
  child: ChildProcess;
  url: string;
  startupMs: number;
  lines: string[];
}

/** Starts `main` (from `root`) on a free port with `env`; resolves once it answers. */
export function startServer(
  { root, main }: { root: string; main: string },
  env: Record<string, string>,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [main], {
      cwd: root,
      env: { ...process.env, PORT: '0', GRAPHQL_BUDGET_PER_MINUTE: '1000000000', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(`  ${chunk}`);
      const match = /GraphQL API ready at (\S+)/.exec(output);
      if (match) {
        const lines = output
          .split('\n')
          .filter((line) => /Search index:|Seeded|Added/.test(line))
          .map((line) => line.replace(/^\[commerce-api\] /, ''));
        resolve({ child, url: match[1]!, startupMs: performance.now() - started, lines });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Creates `schema` in the database at `pgUrl` if missing; answers a URL that uses it. */
export async function ensurePgSchema(pgUrl: string, schema: string): Promise<string> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await client.end();
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return url.toString();
}

export async function postgresReachable(pgUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
