import type { ChildProcess } from 'node:child_process';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { freePort, startProcess } from './globalSetup';
import { startRecordingProxy, type RecordingProxy } from './recordingProxy';

describe("the storefront server's cache of the API's public answers", () => {
  let proxy: RecordingProxy;
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
    await proxy?.close();
  });

  async function render(path: string, cookie?: string) {
    proxy.clear();
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
