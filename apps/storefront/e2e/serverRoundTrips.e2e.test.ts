import type { ChildProcess } from 'node:child_process';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { roundTripDepths } from '../../../bench/roundTrips';
import { ask } from './api';
import { freePort, startProcess } from './globalSetup';
import { startRecordingProxy, type RecordingProxy } from './recordingProxy';

/**
 * Longer than the storefront's own work between two requests: a request that waited for another's
 * answer then always starts after it, so the chains below do not depend on the machine's speed.
 */
const holdMs = 150;

/**
 * Issue 18: a cold render (the server's query cache off) of each of these pages asks the API in at
 * most two sequential round trips — every request starts as soon as its inputs are known. The
 * request counts are ceilings: fewer is fine, more is a regression to look at.
 */
const pages = [
  { name: 'home', path: '/', roundTrips: 2, maxRequests: 7 },
  { name: 'category', path: '/traktordeler.html', roundTrips: 2, maxRequests: 7 },
  // The product page's second round also asks for the reviews, their star breakdown and the
  // review form's rating kinds (three requests beside the product's, none waiting for another).
  { name: 'product', path: 'first product found for "filter"', roundTrips: 2, maxRequests: 11 },
  { name: 'search', path: '/search?term=filter', roundTrips: 2, maxRequests: 6 },
  {
    name: 'finder parts',
    path: '/parts/traktor/massey-ferguson/6480',
    roundTrips: 2,
    maxRequests: 7,
  },
];

describe('GraphQL round trips of a server render', () => {
  let proxy: RecordingProxy;
  let storefront: ChildProcess;
  let shopUrl: string;

  beforeAll(async () => {
    proxy = await startRecordingProxy(inject('apiUrl'), { holdMs });
    // A storefront of its own, asking the API through the recording proxy.
    const port = await freePort();
    shopUrl = `http://127.0.0.1:${port}`;
    storefront = await startProcess(
      'storefront (round trips)',
      ['apps/storefront/dist/main.js'],
      {
        NODE_ENV: 'production',
        PORT: String(port),
        MAGENTO_GRAPHQL_URL: `${proxy.url}/graphql`,
        STOREFRONT_QUERY_CACHE_SECONDS: '0',
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

  async function productPath(): Promise<string> {
    const { products } = await ask<{
      products: { items: { url_key: string; url_suffix: string | null }[] };
    }>('{ products(search: "filter", pageSize: 1) { items { url_key url_suffix } } }');
    const [product] = products.items;
    expect(product).toBeDefined();
    return `/${product!.url_key}${product!.url_suffix ?? '.html'}`;
  }

  it.each(pages)(
    'renders the $name page in $roundTrips round trips',
    async ({ name, path, roundTrips, maxRequests }) => {
      const address = name === 'product' ? await productPath() : path;
      proxy.clear();
      const response = await fetch(`${shopUrl}${address}`, { redirect: 'manual' });
      await response.text();
      expect(response.status, address).toBe(200);
      // A request the render started without waiting for it is answered within the hold.
      await new Promise((resolve) => setTimeout(resolve, holdMs + 100));

      const requests = [...proxy.seen];
      const depths = roundTripDepths(requests);
      const chains = requests
        .map((request) => `${depths.get(request)} ${request.operationName}`)
        .sort();
      expect(Math.max(...depths.values()), chains.join(', ')).toBe(roundTrips);
      expect(requests.length, chains.join(', ')).toBeLessThanOrEqual(maxRequests);
      // A guest's page asks only public questions, by GET (cacheable), without a token.
      expect(requests.every((request) => request.method === 'GET' && !request.authorized)).toBe(
        true,
      );
    },
  );
});
