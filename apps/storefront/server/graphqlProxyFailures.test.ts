import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { createGraphqlProxy } from './graphqlProxy';

const servers: Server[] = [];
const hanging: ServerResponse[] = [];

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/** A stand-in API over real HTTP that answers every request as `answer` says; counts requests. */
async function startUpstream(answer: (response: ServerResponse) => void) {
  const seen: string[] = [];
  const url = await listen(
    createServer((request, response) => {
      seen.push(request.url ?? '');
      request.resume();
      request.on('end', () => answer(response));
    }),
  );
  return { url: `${url}/graphql`, seen };
}

async function startProxy(graphqlUrl: string, timeoutMs = 2_000): Promise<string> {
  const app = express();
  app.all(
    '/graphql',
    express.raw({ type: () => true, limit: '1mb' }),
    createGraphqlProxy(graphqlUrl, { timeoutMs }),
  );
  return `${await listen(createServer(app))}/graphql`;
}

/** The address of a port nothing listens on any more (port 1 is one fetch refuses to try). */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  const url = await new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`);
    });
  });
  await new Promise((resolve) => server.close(resolve));
  return url;
}

afterEach(() => {
  for (const response of hanging.splice(0)) response.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const stackTrace =
  'error: relation "customer_secret" does not exist\n    at Parser.parseErrorMessage (/srv/api/node_modules/pg-protocol/dist/parser.js:287:98)\n    SELECT password_hash FROM customer WHERE email = $1';

describe('the GraphQL proxy, when the API fails', () => {
  const cases: {
    name: string;
    answer: (response: ServerResponse) => void;
    status: number;
  }[] = [
    {
      name: 'a 500 with a stack trace and SQL text',
      answer: (response) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ errors: [{ message: stackTrace }] }));
      },
      status: 502,
    },
    {
      name: 'a 500 page that is not JSON',
      answer: (response) => {
        response.writeHead(500, { 'content-type': 'text/html' });
        response.end(`<pre>${stackTrace}</pre>`);
      },
      status: 502,
    },
    {
      name: 'a 200 with JSON cut short',
      answer: (response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"data":{"products":{"items":[{"sku":"3595854M1"');
      },
      status: 502,
    },
    {
      name: 'a 200 whose connection closes before the promised length',
      answer: (response) => {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '4000' });
        response.write('{"data":{"products":', () => response.destroy());
      },
      status: 502,
    },
    {
      name: 'no answer at all',
      answer: (response) => hanging.push(response),
      status: 504,
    },
  ];

  for (const { name, answer, status } of cases) {
    it(`answers ${status} with a short GraphQL error for ${name}`, async () => {
      const proxy = await startProxy((await startUpstream(answer)).url, 200);

      const response = await fetch(`${proxy}?query=%7Bproducts%7Bitems%7Bsku%7D%7D%7D`);

      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const text = await response.text();
      expect(text).not.toMatch(/SELECT|parser\.js|customer_secret|3595854M1/);
      expect(JSON.parse(text)).toEqual({
        errors: [{ message: expect.any(String), extensions: { category: 'graphql-proxy' } }],
      });
    });
  }

  it('answers 503 when nothing listens where the API should be', async () => {
    const proxy = await startProxy(await closedPortUrl());
    expect((await fetch(`${proxy}?query=%7Bok%7D`)).status).toBe(503);
  });

  it("keeps a client's mistake a 4xx when the API's refusal is not JSON", async () => {
    const proxy = await startProxy(
      (
        await startUpstream((response) => {
          response.writeHead(404, { 'content-type': 'text/html' });
          response.end('<h1>Not found</h1>');
        })
      ).url,
    );
    const response = await fetch(`${proxy}?query=%7Bok%7D`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Bad request', extensions: { category: 'graphql-proxy' } }],
    });
  });
});

describe('the GraphQL proxy, given a request of the wrong shape', () => {
  const post = (body: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const cases: { name: string; search?: string; init?: RequestInit }[] = [
    { name: 'a query that is a number', init: post('{"query":123}') },
    { name: 'a query that is an object', init: post('{"query":{"a":1}}') },
    { name: 'variables that are a string', init: post('{"query":"{ ok }","variables":"x"}') },
    { name: 'variables that are a list', init: post('{"query":"{ ok }","variables":[1]}') },
    {
      name: 'an operation name that is a number',
      init: post('{"query":"{ ok }","operationName":1}'),
    },
    { name: 'a body that is not JSON', init: post('{"query":') },
    { name: 'a body that is a string', init: post('"{ ok }"') },
    { name: 'an empty body', init: post('') },
    { name: 'GET variables that are not JSON', search: '?query=%7Bok%7D&variables=%7Bbad' },
    { name: 'GET variables that are a list', search: '?query=%7Bok%7D&variables=%5B1%5D' },
    { name: 'GET extensions that are not JSON', search: '?query=%7Bok%7D&extensions=%7B' },
  ];

  for (const { name, search = '', init } of cases) {
    it(`answers 400 itself for ${name}`, async () => {
      const upstream = await startUpstream((response) => {
        response.writeHead(500).end();
      });
      const proxy = await startProxy(upstream.url);

      const response = await fetch(`${proxy}${search}`, init);

      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string }[] };
      expect(body.errors[0]?.message).not.toMatch(/SyntaxError|Unexpected token|position/);
      expect(upstream.seen).toEqual([]);
    });
  }

  it('forwards well-formed variables and extensions', async () => {
    const upstream = await startUpstream((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data":{"ok":true}}');
    });
    const proxy = await startProxy(upstream.url);
    const get = await fetch(
      `${proxy}?query=%7Bok%7D&variables=%7B%22a%22%3A1%7D&extensions=%7B%7D`,
    );
    const postNull = await fetch(proxy, post('{"query":"{ ok }","variables":null}'));
    expect([get.status, postNull.status]).toEqual([200, 200]);
    expect(upstream.seen).toHaveLength(2);
  });
});
