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
async function startUpstream(
  answer: {
    status?: number;
    delayMs?: number;
    body?: unknown;
    rawBody?: string;
    cacheControl?: string;
    /** Answers a request by its body instead of `body`. */
    answerFor?: (body: string) => unknown;
  } = {},
) {
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
            ...(answer.cacheControl ? { 'cache-control': answer.cacheControl } : {}),
          });
          response.end(
            answer.rawBody ??
              JSON.stringify(answer.answerFor?.(body) ?? answer.body ?? { data: { ok: true } }),
          );
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

  it("names the shopper's address for the API's sign-in throttle, never the browser's own header", async () => {
    const upstream = await startUpstream();
    const proxy = await startProxy(upstream.url);

    await fetch(`${proxy}?query=%7Bok%7D`, { headers: { 'x-forwarded-for': '6.6.6.6' } });

    expect(upstream.seen[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('forwards a POST body as it came', async () => {
    const upstream = await startUpstream();
    const proxy = await startProxy(upstream.url);
    const body = JSON.stringify({ query: 'mutation { ok }' });

    await fetch(proxy, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

    expect(upstream.seen[0]).toMatchObject({ method: 'POST', body });
    expect(upstream.seen[0]?.headers['content-type']).toBe('application/json');
  });

  it("passes the API's refusal of a client's mistake on as it came", async () => {
    const refusal = { errors: [{ message: 'Bad', extensions: { code: 'BAD_REQUEST' } }] };
    const proxy = await startProxy((await startUpstream({ status: 400, body: refusal })).url);
    const response = await fetch(`${proxy}?query=%7Bok%7D`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal);
  });

  it('answers 503 with a GraphQL error when the API is unreachable', async () => {
    const proxy = await startProxy(await closedPortUrl());
    const response = await fetch(`${proxy}?query=%7Bok%7D`);

    expect(response.status).toBe(503);
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

  it('refuses a POST that is not JSON, and batched requests', async () => {
    const upstream = await startUpstream();
    const proxy = await startProxy(upstream.url);
    const text = await fetch(proxy, { method: 'POST', body: 'mutation { ok }' });
    expect(text.status).toBe(415);
    const batch = await fetch(proxy, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ ok }' }]),
    });
    expect(batch.status).toBe(400);
    expect(upstream.seen).toEqual([]);
  });

  it('refuses other methods', async () => {
    const proxy = await startProxy((await startUpstream()).url);
    const response = await fetch(proxy, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
  });
});

const loginQuery =
  'mutation Login($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token credit_check_approved } }';

function post(proxy: string, query: string, headers: Record<string, string> = {}) {
  return fetch(proxy, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables: { email: 'a@b.no', password: 'x' } }),
  });
}

describe('the GraphQL proxy and the customer session', () => {
  it('sends the httpOnly cookie as the bearer token, never the browser’s Authorization', async () => {
    const upstream = await startUpstream();
    const proxy = await startProxy(upstream.url);

    await fetch(`${proxy}?query=%7Bok%7D`, {
      headers: {
        cookie: 'vsf-store=ad_nb_no; vsf-customer=from-cookie',
        authorization: 'Bearer from-script',
      },
    });
    await fetch(`${proxy}?query=%7Bok%7D`, { headers: { authorization: 'Bearer from-script' } });

    expect(upstream.seen[0]?.headers.authorization).toBe('Bearer from-cookie');
    expect(upstream.seen[1]?.headers.authorization).toBeUndefined();
  });

  it("makes an answer to a request with a session private, and leaves a guest's answer as the API sent it", async () => {
    const upstream = await startUpstream({ cacheControl: 'max-age=3600, public' });
    const proxy = await startProxy(upstream.url);

    const customer = await fetch(`${proxy}?query=%7Bok%7D`, {
      headers: { cookie: 'vsf-customer=t' },
    });
    const guest = await fetch(`${proxy}?query=%7Bok%7D`);

    expect(customer.headers.get('cache-control')).toBe('private, no-store');
    expect(customer.headers.get('set-cookie')).toBeNull();
    expect(await customer.json()).toEqual({ data: { ok: true } });
    expect(guest.headers.get('cache-control')).toBe('max-age=3600, public');
    expect(guest.headers.get('vary')).toBe('Store, Content-Currency, Cookie');
  });

  it("adds no Vary to a guest's answer the API did not make public", async () => {
    const upstream = await startUpstream({ cacheControl: 'private, no-store' });
    const proxy = await startProxy(upstream.url);

    const guest = await fetch(`${proxy}?query=%7Bok%7D`);

    expect(guest.headers.get('cache-control')).toBe('private, no-store');
    expect(guest.headers.get('vary')).toBeNull();
  });

  it('sets the token of a login as an httpOnly cookie and sends an empty token on', async () => {
    const upstream = await startUpstream({
      body: {
        data: { generateCustomerToken: { token: 's3cret-token', credit_check_approved: true } },
      },
    });
    const proxy = await startProxy(upstream.url);

    const response = await post(proxy, loginQuery, { 'x-recaptcha': 'captcha' });
    const text = await response.text();

    expect(text).not.toContain('s3cret-token');
    expect(JSON.parse(text)).toEqual({
      data: { generateCustomerToken: { token: '', credit_check_approved: true } },
    });
    expect(response.headers.getSetCookie()).toEqual([
      'vsf-customer=s3cret-token; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict',
    ]);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(upstream.seen[0]?.headers['x-recaptcha']).toBe('captcha');
  });

  it("lets the cookie of a login live as long as the API's store config says", async () => {
    const upstream = await startUpstream({
      answerFor: (body) =>
        body.includes('customer_access_token_lifetime')
          ? { data: { storeConfig: { customer_access_token_lifetime: 2 } } }
          : { data: { generateCustomerToken: { token: 'two-hours' } } },
    });
    const proxy = await startProxy(upstream.url);

    const response = await post(proxy, loginQuery, { store: 'ad_nb_no' });

    expect(response.headers.getSetCookie()).toEqual([
      'vsf-customer=two-hours; Max-Age=7200; Path=/; HttpOnly; SameSite=Strict',
    ]);
    expect(upstream.seen[1]?.headers.store).toBe('ad_nb_no');
    expect(upstream.seen[1]?.headers.authorization).toBeUndefined();
  });

  it('finds the token under an alias', async () => {
    const upstream = await startUpstream({ body: { data: { t: { token: 'aliased' } } } });
    const proxy = await startProxy(upstream.url);

    const response = await post(
      proxy,
      'mutation { t: generateCustomerToken(email: "a", password: "b") { token } }',
    );

    expect(await response.json()).toEqual({ data: { t: { token: '' } } });
    expect(response.headers.getSetCookie()[0]).toMatch(/^vsf-customer=aliased;/);
  });

  it('sets no cookie for a failed login and keeps the session it had', async () => {
    const failed = {
      data: { generateCustomerToken: null },
      errors: [
        {
          message: 'The account sign-in was incorrect',
          extensions: { category: 'graphql-authentication' },
        },
      ],
    };
    const proxy = await startProxy((await startUpstream({ body: failed })).url);

    const response = await post(proxy, loginQuery, { cookie: 'vsf-customer=kept' });

    expect(await response.json()).toEqual(failed);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('clears the cookie after revokeCustomerToken', async () => {
    const proxy = await startProxy(
      (await startUpstream({ body: { data: { revokeCustomerToken: { result: true } } } })).url,
    );

    const response = await post(proxy, 'mutation { revokeCustomerToken { result } }', {
      cookie: 'vsf-customer=t',
    });

    expect(response.headers.getSetCookie()).toEqual([
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
    ]);
    expect(await response.json()).toEqual({ data: { revokeCustomerToken: { result: true } } });
  });

  it('clears the cookie when the API refuses the token, and only then', async () => {
    const refused = {
      errors: [
        {
          message: "The current customer isn't authorized.",
          extensions: { category: 'graphql-authorization' },
        },
      ],
    };
    const refusing = await startProxy((await startUpstream({ body: refused })).url);
    const answering = await startProxy((await startUpstream()).url);

    const withCookie = await fetch(`${refusing}?query=%7Bcustomer%7Bemail%7D%7D`, {
      headers: { cookie: 'vsf-customer=expired' },
    });
    const guest = await fetch(`${refusing}?query=%7Bcustomer%7Bemail%7D%7D`);
    const fine = await fetch(`${answering}?query=%7Bok%7D`, {
      headers: { cookie: 'vsf-customer=t' },
    });

    expect(withCookie.headers.getSetCookie()).toEqual([
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
    ]);
    expect(await withCookie.json()).toEqual(refused);
    expect(guest.headers.get('set-cookie')).toBeNull();
    expect(fine.headers.get('set-cookie')).toBeNull();
  });

  it('sends a request marked as a guest one without the token, and keeps the cookie whatever the answer', async () => {
    const refused = {
      errors: [
        {
          message: 'The current user cannot perform operations on cart',
          extensions: { category: 'graphql-authorization' },
        },
      ],
    };
    const upstream = await startUpstream({ body: refused });
    const proxy = await startProxy(upstream.url);

    const answer = await fetch(`${proxy}?query=%7Bcart%7Bid%7D%7D`, {
      headers: { cookie: 'vsf-customer=t', 'x-guest-request': '1' },
    });

    expect(upstream.seen[0]?.headers.authorization).toBeUndefined();
    expect(upstream.seen[0]?.headers['x-guest-request']).toBeUndefined();
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.json()).toEqual(refused);
  });

  it('never passes on a login answer it cannot read, which might hold the token', async () => {
    const proxy = await startProxy(
      (await startUpstream({ rawBody: '{"data":{"generateCustomerToken":{"token":"s3cret"' })).url,
    );
    const response = await post(proxy, loginQuery);
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain('s3cret');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
