import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { createMediaProxy, mediaTarget } from './mediaProxy';

const servers: Server[] = [];

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

const picture = '<svg xmlns="http://www.w3.org/2000/svg" width="216" height="268"/>';

/** A stand-in media server over real HTTP that records what reached it. */
async function startMediaServer({ delayMs = 0 }: { delayMs?: number } = {}) {
  const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
  const url = await listen(
    createServer((request, response) => {
      seen.push({ url: request.url ?? '', headers: request.headers });
      setTimeout(() => {
        if (!request.url?.startsWith('/media/catalog/')) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('missing');
          return;
        }
        if (request.headers['if-none-match'] === '"v1"') {
          response.writeHead(304, { etag: '"v1"' }).end();
          return;
        }
        response.writeHead(200, {
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=31536000, immutable',
          etag: '"v1"',
          'set-cookie': 'media=1',
          'x-internal': 'secret',
        });
        response.end(request.method === 'HEAD' ? undefined : picture);
      }, delayMs);
    }),
  );
  return { url, seen };
}

async function startStorefront(mediaOrigin: string, timeoutMs = 2_000) {
  const app = express();
  app.use('/media', createMediaProxy(mediaOrigin, { timeoutMs }));
  return listen(createServer(app));
}

describe('mediaTarget', () => {
  const origin = 'http://api.test:4000';

  it('keeps a path under /media/ and its query on the media origin', () => {
    expect(mediaTarget(origin, '/media/catalog/a.svg?width=216&height=268')?.href).toBe(
      'http://api.test:4000/media/catalog/a.svg?width=216&height=268',
    );
  });

  it('refuses a path that leaves /media/ or the origin', () => {
    expect(mediaTarget(origin, '/media/../graphql')).toBeNull();
    expect(mediaTarget(origin, '/media/%2e%2e/graphql')).toBeNull();
    expect(mediaTarget(origin, '//evil.test/media/a.svg')).toBeNull();
    expect(mediaTarget(origin, '/mediakit/a.svg')).toBeNull();
  });
});

describe('createMediaProxy', () => {
  it('serves the media origin’s picture with its type and cache headers, and nothing else of it', async () => {
    const media = await startMediaServer();
    const storefront = await startStorefront(media.url);

    const response = await fetch(`${storefront}/media/catalog/a.svg?width=216&height=268`, {
      headers: { accept: 'image/avif,image/svg+xml', cookie: 'vsf-customer=secret' },
    });

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(picture);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-internal')).toBeNull();
    expect(media.seen[0]?.url).toBe('/media/catalog/a.svg?width=216&height=268');
    expect(media.seen[0]?.headers.accept).toBe('image/avif,image/svg+xml');
    // The shopper's cookies stay with the storefront.
    expect(media.seen[0]?.headers.cookie).toBeUndefined();
  });

  it('passes a revalidation through: 304 for a picture the browser holds', async () => {
    const media = await startMediaServer();
    const storefront = await startStorefront(media.url);

    const response = await fetch(`${storefront}/media/catalog/a.svg`, {
      headers: { 'if-none-match': '"v1"' },
    });

    expect(response.status).toBe(304);
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const media = await startMediaServer();
    const storefront = await startStorefront(media.url);

    const head = await fetch(`${storefront}/media/catalog/a.svg`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/svg+xml');

    const post = await fetch(`${storefront}/media/catalog/a.svg`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('passes a missing picture on as 404 and never leaves /media/', async () => {
    const media = await startMediaServer();
    const storefront = await startStorefront(media.url);

    expect((await fetch(`${storefront}/media/nope.svg`)).status).toBe(404);
    expect((await fetch(`${storefront}/media/%2e%2e/graphql`)).status).toBe(404);
    expect(media.seen.map((request) => request.url)).toEqual(['/media/nope.svg']);
  });

  it('answers 504 when the media server is too slow and 502 when it is gone', async () => {
    const slow = await startMediaServer({ delayMs: 1_000 });
    const impatient = await startStorefront(slow.url, 100);
    expect((await fetch(`${impatient}/media/catalog/a.svg`)).status).toBe(504);

    const gone = await startStorefront('http://127.0.0.1:9');
    expect((await fetch(`${gone}/media/catalog/a.svg`)).status).toBe(502);
  });
});
