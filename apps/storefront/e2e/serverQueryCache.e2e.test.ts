import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { freePort, startProcess } from './globalSetup';

interface SeenRequest {
  method: string;
  operationName: string;
  authorized: boolean;
}

/**
 * A pass-through in front of the real commerce-api that records what the storefront server asks,
 * so the test sees which renders reach the API.
 */
async function startRecordingProxy(apiUrl: string) {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://proxy.invalid');
        const body = Buffer.concat(chunks);
        const query =
          url.searchParams.get('query') ??
          ((body.length > 0 ? JSON.parse(body.toString()) : {}) as { query?: string }).query ??
          '';
        seen.push({
          method: request.method ?? '',
          operationName:
            url.searchParams.get('operationName') ??
            /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ??
            query.slice(0, 40),
          authorized: request.headers.authorization !== undefined,
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(request.headers)) {
          if (name !== 'host' && typeof value === 'string') headers.set(name, value);
        }
        const upstream = await fetch(`${apiUrl}${url.pathname}${url.search}`, {
          method: request.method,
          headers,
          body: request.method === 'POST' ? body : undefined,
        });
        const answer = Buffer.from(await upstream.arrayBuffer());
        const passed: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name)) {
            passed[name] = value;
          }
        });
        response.writeHead(upstream.status, passed);
        response.end(answer);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("the storefront server's cache of the API's public answers", () => {
  let proxy: Awaited<ReturnType<typeof startRecordingProxy>>;
  let storefront: ChildProcess;
  let shopUrl: string;

  beforeAll(async () => {
    proxy = await startRecordingProxy(inject('apiUrl'));
    // A storefront of its own with the cache on (the shared one runs without it).
    const port = await freePort();
    shopUrl = `http://127.0.0.1:${port}`;
    storefront = await startProcess(
      'storefront (query cache)',
      ['apps/storefront/dist/main.js'],
      {
        NODE_ENV: 'production',
        PORT: String(port),
        MAGENTO_GRAPHQL_URL: `${proxy.url}/graphql`,
        STOREFRONT_QUERY_CACHE_SECONDS: '60',
      },
      'Agri Deler storefront',
    );
  });

  afterAll(async () => {
    if (storefront) {
      storefront.removeAllListeners('exit');
      storefront.kill('SIGTERM');
    }
    await new Promise((resolve) => proxy?.server.close(resolve));
  });

  async function render(path: string, cookie?: string) {
    proxy.seen.length = 0;
    const response = await fetch(`${shopUrl}${path}`, { headers: cookie ? { cookie } : {} });
    const html = await response.text();
    expect(response.status, path).toBe(200);
    return { html, seen: [...proxy.seen] };
  }

  it('renders a guest page again without asking the API, with the same content', async () => {
    const home = await render('/');
    const category = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(home.html)?.[1];
    expect(category).toBeTruthy();

    const first = await render(category!);
    expect(first.seen.length).toBeGreaterThan(0);
    expect(first.seen.every((request) => request.method === 'GET' && !request.authorized)).toBe(
      true,
    );
    const second = await render(category!);
    expect(second.seen).toEqual([]);
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title(second.html)).toBe(title(first.html));
    expect(second.html.length).toBeGreaterThan(10_000);
  });

  it("asks the API for a customer's page every time, with the token", async () => {
    const { generateCustomerToken } = await ask<{ generateCustomerToken: { token: string } }>(
      `mutation { generateCustomerToken(email: "ola.nordmann@example.no", password: "Traktor-2024") { token } }`,
    );
    const cookie = `vsf-customer=${generateCustomerToken.token}`;
    await render('/', cookie);
    const again = await render('/', cookie);
    expect(again.seen.some((request) => request.authorized)).toBe(true);
    expect(again.seen.map((request) => request.operationName)).toContain('Customer');
  });
});
