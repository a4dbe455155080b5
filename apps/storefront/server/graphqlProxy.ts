import type { RequestHandler } from 'express';

/** Request headers the proxy passes on to the GraphQL API; everything else stays behind. */
const forwardedRequestHeaders = [
  'accept',
  'content-type',
  'store',
  'content-currency',
  'authorization',
  'x-magento-cache-id',
] as const;

/** Response headers the proxy passes back to the browser. */
const forwardedResponseHeaders = ['content-type', 'cache-control', 'x-magento-cache-id'] as const;

/** How long the proxy waits for the GraphQL API before answering 504, by default. */
const defaultTimeoutMs = 15_000;

/**
 * The same-origin GraphQL endpoint of the storefront: GET queries (with their query string) and
 * POST bodies are forwarded to `graphqlUrl`, so the browser never talks to the API's origin and
 * needs no CORS. A failing API becomes a GraphQL-shaped 502 / 504 answer, never a hung request.
 */
export function createGraphqlProxy(
  graphqlUrl: string,
  { timeoutMs = defaultTimeoutMs }: { timeoutMs?: number } = {},
): RequestHandler {
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.status(405).set('Allow', 'GET, POST').json(errorBody('Method not allowed'));
      return;
    }
    const target = new URL(graphqlUrl);
    target.search = new URL(request.originalUrl, 'http://proxy.invalid').search;

    const headers = new Headers();
    for (const name of forwardedRequestHeaders) {
      const value = request.header(name);
      if (value) headers.set(name, value);
    }

    try {
      const upstream = await fetch(target, {
        method: request.method,
        headers,
        body: request.method === 'POST' ? new Uint8Array(request.body as Buffer) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      response.status(upstream.status);
      for (const name of forwardedResponseHeaders) {
        const value = upstream.headers.get(name);
        if (value) response.set(name, value);
      }
      response.send(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      response
        .status(timedOut ? 504 : 502)
        .json(
          errorBody(
            timedOut ? 'The shop API did not answer in time' : 'The shop API is unreachable',
          ),
        );
    }
  };
}

function errorBody(message: string) {
  return { errors: [{ message, extensions: { category: 'graphql-proxy' } }] };
}
