import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_CONTENT_SECURITY_POLICY,
  GRAPHIQL_CONTENT_SECURITY_POLICY,
} from '../../src/server/securityHeaders.js';
import { startTestApi, type TestApi } from '../testApi.js';

/** Every answer of the API carries these, errors and pictures included. */
const EVERYWHERE = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

let t: TestApi;
let picture: string;
beforeAll(async () => {
  t = await startTestApi({ productCount: 20 });
  const result = await t.query<{ products: { items: { small_image: { url: string } }[] } }>(
    `{ products(filter: { price: { from: "0" } }, pageSize: 1) { items { small_image { url } } } }`,
  );
  // Media URLs are built from the public URL (`http://media.test` in tests): ask this server.
  picture = new URL(result.data!.products.items[0]!.small_image.url).pathname;
});
afterAll(() => t?.close());

const json = (body: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body,
});

describe('security headers', () => {
  const requests: [string, () => [string, RequestInit?], number][] = [
    ['a GraphQL GET query', () => [`${t.url}?query=${encodeURIComponent('{ __typename }')}`], 200],
    ['a GraphQL POST query', () => [t.url, json('{"query":"{ __typename }"}')], 200],
    ['a GraphQL error', () => [t.url, json('{"query":"{ nope }"}')], 200],
    ['malformed JSON', () => [t.url, json('{"query":')], 400],
    ['a query that is not a string', () => [t.url, json('{"query":123}')], 400],
    [
      'a form POST',
      () => [t.url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }],
      415,
    ],
    [
      'a body over 1 MiB',
      () => [t.url, json(JSON.stringify({ query: 'x', pad: 'x'.repeat(1_100_000) }))],
      413,
    ],
    [
      'a mutation over GET',
      () => [
        `${t.url}?query=${encodeURIComponent('mutation { createGuestCart { cart { id } } }')}`,
      ],
      405,
    ],
    [
      'a CORS preflight',
      () => [
        t.url,
        {
          method: 'OPTIONS',
          headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
        },
      ],
      204,
    ],
    ['a picture', () => [`${t.origin}${picture}`], 200],
    [
      'a picture that does not exist',
      () => [`${t.origin}/media/catalog/product/x/y/nope.jpg`],
      404,
    ],
    ['a picture of a size not allowed', () => [`${t.origin}${picture}?width=3&height=3`], 400],
    ['the licence-plate API', () => [`${t.origin}/api/part-finder/license-plate?plate=x`], 400],
    ['/health', () => [`${t.origin}/health`], 200],
    ['/dev/outbox', () => [`${t.origin}/dev/outbox`], 200],
    ['an unknown path', () => [`${t.origin}/nope`], 404],
  ];

  it.each(requests)('are on %s', async (name, make, status) => {
    const [url, init] = make();
    const response = await fetch(url, { redirect: 'manual', ...init });
    await response.arrayBuffer();
    expect(response.status, name).toBe(status);
    for (const [header, value] of Object.entries(EVERYWHERE)) {
      expect(response.headers.get(header), `${name}: ${header}`).toBe(value);
    }
    expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('cross-origin-resource-policy')).toBe(
      new URL(url).pathname.startsWith('/media/') ? 'cross-origin' : 'same-origin',
    );
  });

  it('let nothing load into a JSON answer, nor frame it', () => {
    expect(API_CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(API_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('give GraphiQL (development) the looser policy its page needs, still never framed', async () => {
    const response = await fetch(t.url, { headers: { accept: 'text/html' } });
    expect(await response.text()).toContain('GraphiQL');
    expect(response.headers.get('content-security-policy')).toBe(GRAPHIQL_CONTENT_SECURITY_POLICY);
    expect(GRAPHIQL_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('are on the answer to a request line that is not a URL', async () => {
    const { port } = new URL(t.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write('GET http://:99999/graphql HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(reply.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(reply.toLowerCase()).toContain("content-security-policy: default-src 'none'");
  });
});
