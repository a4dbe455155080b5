import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';

/**
 * What the proxy does with a request it matches:
 * - `pass`: forwards it and passes the answer back;
 * - `delay`: waits `ms`, then forwards it (a slow API);
 * - `status`: answers `status` itself with a short HTML body, the API never sees the request;
 * - `drop-response`: forwards it, waits for the API's whole answer, then closes the connection
 *   without a byte of it (the API did the work; its answer was lost on the way back).
 */
export type Fault =
  | { kind: 'pass' }
  | { kind: 'delay'; ms: number }
  | { kind: 'status'; status: number }
  | { kind: 'drop-response' };

/** A request the proxy saw: method, path with query string and body. */
export interface SeenRequest {
  method: string;
  url: string;
  body: string;
}

/** A fault for the requests whose method, URL or body contains `match` (all when missing). */
interface Rule {
  fault: Fault;
  match?: string;
}

/** The proxy's controls. */
export interface FaultProxy {
  /** Where the proxy listens, such as `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Every request that reached the proxy while it accepted connections. */
  readonly seen: SeenRequest[];
  /** Applies `fault` from now on to the requests containing `match` (to all without it). */
  set(fault: Fault, match?: string): void;
  /** Back to passing every request through. */
  reset(): void;
  /**
   * Stops listening and closes every open connection: connections are refused, as when the API
   * is down. `accept()` listens on the same port again.
   */
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fault-injecting HTTP proxy for tests, to put between the storefront and commerce-api: passes
 * requests through, delays them, answers an error status, loses the answer after the API handled
 * the request, or refuses connections — each on command, for all requests or those matching a
 * string (an operation name).
 */
export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  const upstream = new URL(target);
  let rules: Rule[] = [];
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const entry = { method: request.method ?? 'GET', url: request.url ?? '/', body: `${body}` };
      seen.push(entry);
      const text = `${entry.method} ${decodeURIComponent(entry.url)} ${entry.body}`;
      const rule = rules.find(({ match }) => match === undefined || text.includes(match));
      void handle(rule?.fault ?? { kind: 'pass' }, request, response, body);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(
    fault: Fault,
    request: IncomingMessage,
    response: ServerResponse,
    body: Buffer,
  ): Promise<void> {
    if (fault.kind === 'status') {
      response.writeHead(fault.status, { 'content-type': 'text/html' });
      response.end(`<h1>${fault.status}</h1>`);
      return;
    }
    if (fault.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, fault.ms));
    if (response.destroyed) return;
    const headers = { ...request.headers, host: upstream.host };
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        const answerChunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
        answer.on('end', () => {
          if (fault.kind === 'drop-response') {
            response.socket?.destroy();
            return;
          }
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          response.end(Buffer.concat(answerChunks));
        });
      },
    );
    forwarded.on('error', () => response.socket?.destroy());
    forwarded.end(body);
  }

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        if (typeof address === 'object' && address) port = address.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    set(fault, match) {
      rules = [{ fault, match }, ...rules.filter((rule) => rule.match !== match)];
    },
    reset() {
      rules = [];
    },
    refuse: stop,
    accept: listen,
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
