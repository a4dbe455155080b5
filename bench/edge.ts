/**
 * What the benchmarks' `--edge` modes share: the production topology of `npm run start:edge`
 * (nginx with TLS, HTTP/2 and the page cache in front of the storefront processes and
 * commerce-api) on free ports with a fresh embedded database, and a closed-loop HTTP/2 load
 * generator (autocannon speaks HTTP/1.1 only).
 */
import { connect, type ClientHttp2Session, type OutgoingHttpHeaders } from 'node:http2';
import { join } from 'node:path';

import { freePort, startProgram } from './shop';

export interface EdgeOptions {
  /** A fresh folder for the embedded database and nginx's files. */
  dataDir: string;
  /** Storefront processes behind the edge (start-edge's default: the cores). */
  storefronts?: number;
  /** More environment for start-edge and the processes it starts, such as `SEED_PRODUCTS`. */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts `scripts/start-edge.mjs` (from the built tree, not a copy: do not rebuild while it runs)
 * and resolves with the edge's address once it answers.
 */
export async function startEdge(options: EdgeOptions): Promise<{ edgeUrl: string }> {
  const [httpsPort, httpPort] = await Promise.all([freePort(), freePort()]);
  await startProgram(
    'start-edge',
    process.execPath,
    ['scripts/start-edge.mjs'],
    {
      EDGE_HTTPS_PORT: String(httpsPort),
      EDGE_HTTP_PORT: String(httpPort),
      EDGE_DATA_DIR: join(options.dataDir, 'edge'),
      DATA_DIR: join(options.dataDir, 'pglite'),
      // The address the benches open, so pages and their pictures (whose addresses the API builds
      // from the edge's public host) share one origin and one connection, as on a real host.
      EDGE_PUBLIC_HOST: '127.0.0.1',
      ...(options.storefronts ? { STOREFRONT_PROCESSES: String(options.storefronts) } : {}),
      ...options.env,
    },
    'The shop is running behind the edge',
  );
  return { edgeUrl: `https://127.0.0.1:${httpsPort}` };
}

/** What one closed-loop run measured. */
export interface LoadResult {
  /** Milliseconds per answer, in the order they arrived. */
  latencies: number[];
  /** Answers that were not 2xx, and streams or connections that failed. */
  errors: number;
  /** How often each `X-Cache-Status` came back (`HIT`, `MISS`, `BYPASS`, … or `none`). */
  cacheStatuses: Record<string, number>;
  /** New connections after the server closed one (TLS handshakes included in the latencies). */
  reconnects: number;
}

/** Sessions the server asked to end (GOAWAY): no new request goes on them. */
const goneAway = new WeakSet<ClientHttp2Session>();

/**
 * `connections` HTTP/2 connections (TLS, the edge's self-signed certificate accepted), each asking
 * for `url` again as soon as the previous answer has fully arrived, for `durationSeconds` — the
 * closed loop autocannon runs over HTTP/1.1. Headers as a phone's browser sends them by default.
 */
export async function http2Load(options: {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: OutgoingHttpHeaders;
}): Promise<LoadResult> {
  const target = new URL(options.url);
  const result: LoadResult = { latencies: [], errors: 0, reconnects: 0, cacheStatuses: {} };
  const deadline = performance.now() + options.durationSeconds * 1000;
  const sessions: ClientHttp2Session[] = [];

  async function loop(): Promise<void> {
    let session = await openSession(target.origin);
    sessions.push(session);
    while (performance.now() < deadline) {
      const started = performance.now();
      // nginx ends a connection after 1000 requests (GOAWAY), as browsers expect: connect again
      // (the handshake counts in the next answer's time).
      if (session.closed || session.destroyed || goneAway.has(session)) {
        result.reconnects += 1;
        session = await openSession(target.origin);
        sessions.push(session);
      }
      try {
        const { status, cacheStatus } = await exchange(session, target, options.headers);
        result.latencies.push(performance.now() - started);
        if (status < 200 || status >= 300) result.errors += 1;
        result.cacheStatuses[cacheStatus] = (result.cacheStatuses[cacheStatus] ?? 0) + 1;
      } catch {
        // A request the server refused because it was closing the connection is asked again.
        if (!(session.closed || session.destroyed || goneAway.has(session))) result.errors += 1;
      }
    }
  }

  try {
    await Promise.all(Array.from({ length: options.connections }, loop));
  } finally {
    for (const session of sessions) session.close();
  }
  return result;
}

/** One GET over a fresh HTTP/2 connection: status, headers and the (still encoded) body. */
export async function http2Get(
  url: string,
  headers: OutgoingHttpHeaders = {},
): Promise<{ status: number; cacheStatus: string }> {
  const target = new URL(url);
  const session = await openSession(target.origin);
  try {
    return await exchange(session, target, headers);
  } finally {
    session.close();
  }
}

function openSession(origin: string): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('goaway', () => goneAway.add(session));
    session.on('error', () => goneAway.add(session));
    session.once('connect', () => resolve(session));
    session.once('error', reject);
  });
}

function exchange(
  session: ClientHttp2Session,
  target: URL,
  headers: OutgoingHttpHeaders = {},
): Promise<{ status: number; cacheStatus: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({
      ':path': `${target.pathname}${target.search}`,
      'accept-encoding': 'gzip, deflate, br, zstd',
      ...headers,
    });
    let status = 0;
    let cacheStatus = 'none';
    stream.on('response', (responseHeaders) => {
      status = Number(responseHeaders[':status']);
      const value = responseHeaders['x-cache-status'];
      if (typeof value === 'string') cacheStatus = value;
    });
    stream.on('data', () => undefined);
    stream.on('end', () => resolve({ status, cacheStatus }));
    stream.on('error', reject);
    stream.end();
  });
}
