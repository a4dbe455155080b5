import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

import type { RequestHandler } from 'express';

/** Request headers passed on: what the browser accepts and what it already holds. */
const forwardedRequestHeaders = ['accept', 'if-none-match', 'if-modified-since'] as const;

/**
 * Response headers passed back. Not `content-encoding` or its `content-length`: `fetch` hands
 * the body over decoded, and the storefront compresses what it sends itself.
 */
const forwardedResponseHeaders = [
  'content-type',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
] as const;

/**
 * The media origin's address for a request under `/media/` (its path and query), or `null`
 * when the path, once resolved, leaves `/media/` (`/media/../graphql`) or the origin.
 */
export function mediaTarget(origin: string, originalUrl: string): URL | null {
  let target: URL;
  try {
    target = new URL(originalUrl, origin);
  } catch {
    return null;
  }
  if (target.origin !== new URL(origin).origin || !target.pathname.startsWith('/media/')) {
    return null;
  }
  return target;
}

/**
 * Serves `origin`'s `/media/…` (commerce-api's pictures, or a Magento's) at the storefront's own
 * `/media/…`, so the page's pictures come over the connection the page came on — no second DNS
 * look-up and TLS handshake before the first product picture, and an edge in front caches them
 * with the rest. GET and HEAD only; the answer's type and cache headers pass through (the API's
 * sized pictures are immutable). A media origin that does not answer in `timeoutMs` is a 504, one
 * that cannot be reached a 502; the body then streams at the shopper's pace.
 */
export function createMediaProxy(
  origin: string,
  { timeoutMs }: { timeoutMs: number },
): RequestHandler {
  return async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    const target = mediaTarget(origin, request.originalUrl);
    if (!target) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    const headers = new Headers();
    for (const name of forwardedRequestHeaders) {
      const value = request.header(name);
      if (value) headers.set(name, value);
    }
    // The wait is for the answer's headers; a shopper gone before then cancels the request.
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new DOMException('timeout', 'TimeoutError')),
      timeoutMs,
    );
    response.on('close', () => abort.abort());
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(target, { method: request.method, headers, signal: abort.signal });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      if (!response.headersSent && !response.writableEnded && !response.destroyed) {
        response
          .status(timedOut ? 504 : 502)
          .type('text/plain')
          .send(
            timedOut
              ? 'The media server did not answer in time'
              : 'The media server is unreachable',
          );
      }
      return;
    } finally {
      clearTimeout(timer);
    }

    response.status(upstream.status);
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name);
      if (value) response.set(name, value);
    }
    const length = upstream.headers.get('content-length');
    if (length && !upstream.headers.has('content-encoding')) response.set('content-length', length);
    if (!upstream.body || request.method === 'HEAD') {
      response.end();
      return;
    }
    try {
      await pipeline(Readable.fromWeb(upstream.body as WebReadableStream), response);
    } catch {
      // The shopper left, or the media server broke off: nothing more to send.
      response.destroy();
    }
  };
}
