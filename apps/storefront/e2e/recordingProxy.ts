import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A GraphQL request the proxy passed on: what it was, and when it came and was answered. */
export interface RecordedRequest {
  method: string;
  operationName: string;
  /** It carried a customer token (`Authorization`). */
  authorized: boolean;
  /** Milliseconds since the proxy started, when the request arrived and when it was answered. */
  start: number;
  end: number;
}

/** Options of {@link startRecordingProxy}. */
export interface RecordingProxyOptions {
  /**
   * Holds every answer until this many milliseconds after its request arrived (0 by default).
   * With a hold longer than the storefront's own work between two requests, a request that
   * waited for another's answer always starts after that answer: the chain of requests (the
   * sequential round trips) is then read from the timings without doubt, whatever the machine's
   * load.
   */
  holdMs?: number;
}

/** The proxy's controls. */
export interface RecordingProxy {
  /** Where the proxy listens, such as `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Every request answered since the start or the last `clear()`, in the order of the answers. */
  readonly seen: RecordedRequest[];
  /** Forgets what was recorded. */
  clear(): void;
  close(): Promise<void>;
}

/** The operation a GraphQL request names, as the SDK sends it (GET search parameters or a JSON body). */
function operationNameOf(url: URL, body: Buffer): string {
  const named = url.searchParams.get('operationName');
  if (named) return named;
  let query = url.searchParams.get('query') ?? '';
  if (!query && body.length > 0) {
    try {
      const parsed = JSON.parse(body.toString()) as { operationName?: string; query?: string };
      if (parsed.operationName) return parsed.operationName;
      query = parsed.query ?? '';
    } catch {
      return 'unreadable';
    }
  }
  return /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? query.slice(0, 40);
}

/**
 * A pass-through in front of the real commerce-api that records what the storefront server asks
 * (operation, method, token, timing), so a test or benchmark sees which requests a render sends
 * and which of them waited for others.
 */
export async function startRecordingProxy(
  apiUrl: string,
  { holdMs = 0 }: RecordingProxyOptions = {},
): Promise<RecordingProxy> {
  const seen: RecordedRequest[] = [];
  const origin = performance.now();
  const server: Server = createServer((request, response) => {
    const start = performance.now() - origin;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://proxy.invalid');
        const body = Buffer.concat(chunks);
        const entry: RecordedRequest = {
          method: request.method ?? '',
          operationName: operationNameOf(url, body),
          authorized: request.headers.authorization !== undefined,
          start,
          end: Number.NaN,
        };
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (name !== 'host' && typeof value === 'string') headers.set(name, value);
        }
        try {
          const [upstream] = await Promise.all([
            fetch(`${apiUrl}${url.pathname}${url.search}`, {
              method: request.method,
              headers,
              body: request.method === 'POST' ? body : undefined,
            }),
            new Promise((resolve) => setTimeout(resolve, holdMs)),
          ]);
          const answer = Buffer.from(await upstream.arrayBuffer());
          const passed: Record<string, string> = {};
          upstream.headers.forEach((value, name) => {
            // fetch has decoded the body already.
            if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
              passed[name] = value;
            }
          });
          entry.end = performance.now() - origin;
          seen.push(entry);
          response.writeHead(upstream.status, passed);
          response.end(answer);
        } catch {
          entry.end = performance.now() - origin;
          seen.push(entry);
          response.socket?.destroy();
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    clear() {
      seen.length = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
