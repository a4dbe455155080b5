import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { createGraphqlProxy } from './graphqlProxy';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const servers: Server[] = [];

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** A stand-in GraphQL API over real HTTP that records what reached it. */
async function startUpstream(answer: { status?: number; delayMs?: number } = {}) {
  const seen: SeenRequest[] = [];
  const url = await listen(
    createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body,
        });
        setTimeout(() => {
          response.writeHead(answer.status ?? 200, {
            'content-type': 'application/json',
            'x-magento-cache-id': 'cache-1',
            'set-cookie': 'upstream=1',
          });
          response.end('{"data":{"ok":true}}');
        }, answer.delayMs ?? 0);
      });
    }),
  );
  return { url: `${url}/graphql`, seen };
}

async function startProxy(graphqlUrl: string, timeoutMs?: number): Promise<string> {
  const app = express();
  app.all(
    '/graphql',
    express.raw({ type: () => true, limit: '1mb' }),
    createGraphqlProxy(graphqlUrl, timeoutMs ? { timeoutMs } : {}),
  );
  return `${await listen(createServer(app))}/graphql`;
}

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe('the GraphQL proxy', () => {
  it('forwards a GET query with its query string and the shop headers only', async () => {
    const upstream = await startUpstream();
    const proxy = await startProxy(upstream.url);

    const response = await fetch(`${proxy}?query=%7Bok%7D&operationName=Ok`, {
      headers: { store: 'ad_nb_no', 'content-currency': 'NOK', cookie: 'secret=1', 'x-other': '1' },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { ok: true } });
    expect(response.headers.get('x-magento-cache-id')).toBe('cache-1');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(upstream.seen[0]).toMatchObject({
      method: 'GET',
      url: '/graphql?query=%7Bok%7D&operationName=Ok',
    });
    expect(upstream.seen[0]?.headers).toMatchObject({
      store: 'ad_nb_no',
      'content-currency': 'NOK',
    });
    expect(upstream.seen[0]?.headers.cookie).toBeUndefined();
    expect(upstream.seen[0]?.headers['x-other']).toBeUndefined();
  });

  it('forwards a POST body as it came', async () => {
    const upstream = await startUpstream();
    const proxy = await startProxy(upstream.url);
    const body = JSON.stringify({ query: 'mutation { ok }' });

    await fetch(proxy, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    expect(upstream.seen[0]).toMatchObject({ method: 'POST', body });
    expect(upstream.seen[0]?.headers['content-type']).toBe('application/json');
  });

  it("passes the API's error status on", async () => {
    const proxy = await startProxy((await startUpstream({ status: 500 })).url);
    expect((await fetch(`${proxy}?query=%7Bok%7D`)).status).toBe(500);
  });

  it('answers 502 with a GraphQL error when the API is unreachable', async () => {
    const proxy = await startProxy('http://127.0.0.1:1/graphql');
    const response = await fetch(`${proxy}?query=%7Bok%7D`);

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      errors: [
        { message: 'The shop API is unreachable', extensions: { category: 'graphql-proxy' } },
      ],
    });
  });

  it('answers 504 when the API does not answer in time', async () => {
    const proxy = await startProxy((await startUpstream({ delayMs: 500 })).url, 50);
    expect((await fetch(`${proxy}?query=%7Bok%7D`)).status).toBe(504);
  });

  it('refuses other methods', async () => {
    const proxy = await startProxy((await startUpstream()).url);
    const response = await fetch(proxy, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});
