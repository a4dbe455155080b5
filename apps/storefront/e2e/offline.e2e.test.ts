import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import messages from '../app/i18n/no.json';
import { ask } from './api';
import { browserAvailable, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** Everything the page's origin has in its Cache Storage, as paths with their query. */
function storedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const url = new URL(request.url);
        paths.push(url.pathname + url.search);
      }
    }
    return paths;
  });
}

async function catalogPaths(): Promise<{ categories: string[]; product: string }> {
  const home = await (await fetch(`${storefrontUrl}/`)).text();
  const categories = [
    ...new Set(
      [...home.matchAll(/ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/g)].map(([, p]) => p!),
    ),
  ];
  const categoryHtml = await (await fetch(`${storefrontUrl}${categories[0]}`)).text();
  const match =
    /class="ap-product-card__link"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="ap-product-card__link"/.exec(
      categoryHtml,
    );
  return { categories, product: match?.[1] ?? match?.[2] ?? '' };
}

describe.skipIf(!browserAvailable)('offline: the service worker', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the offline page for a page it cannot fetch, serves cached files and never stores customer data', async () => {
    const { categories, product } = await catalogPaths();
    expect(categories.length).toBeGreaterThanOrEqual(3);
    const { generateCustomerToken } = await ask<{ generateCustomerToken: { token: string } }>(
      `mutation { generateCustomerToken(email: "ola.nordmann@example.no", password: "Traktor-2024") { token } }`,
    );
    context = await browser.newContext();
    page = await context.newPage();

    // A guest's first visit installs the worker; it controls the page once active.
    const worker = await fetch(`${storefrontUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toContain('javascript');
    await page.goto(`${storefrontUrl}/`);
    await waitForHydration(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
      `${storefrontUrl}/`,
    );

    // Pages the worker now sees: a category, a product (their GraphQL in the browser), then the
    // customer's own pages with a session.
    for (const path of [categories[0]!, product]) {
      await page.goto(`${storefrontUrl}${path}`);
      await waitForHydration(page);
    }
    await context.addCookies([
      {
        name: 'vsf-customer',
        value: generateCustomerToken.token,
        url: storefrontUrl,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
    for (const path of ['/customer/my-profile', '/onskeliste', categories[1]!]) {
      const response = await page.goto(`${storefrontUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await waitForHydration(page);
    }
    await page.waitForLoadState('networkidle');

    const stored = await storedPaths(page);
    expect(stored).toContain('/offline.html');
    expect(stored.some((path) => path.startsWith('/assets/'))).toBe(true);
    for (const path of stored) {
      // No answer with customer data: a script named after the checkout is a static file.
      expect(path).not.toMatch(/^\/(?:graphql|customer|checkout|onskeliste)|\.data|[?]/);
      // No page is kept: only the offline page, the icon and static files.
      expect(path).toMatch(/^\/(?:assets\/|offline\.html$|favicon\.svg$|images\/)/);
    }

    await context.setOffline(true);
    try {
      // A page never visited: the offline page in Norwegian, under the address asked for.
      const response = await page.goto(`${storefrontUrl}${categories[2]}`);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${storefrontUrl}${categories[2]}`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(messages['offline.heading']);
      expect(await page.title()).toBe(messages['offline.title']);
      expect(await page.locator('main').textContent()).toContain(messages['offline.text']);
      // A visited page is not kept either: offline, it is the offline page too.
      await page.goto(`${storefrontUrl}${categories[0]}`);
      expect(await page.locator('h1').textContent()).toBe(messages['offline.heading']);

      // Static files come from the cache; GraphQL does not.
      const asset = stored.find((path) => path.startsWith('/assets/') && path.endsWith('.js'))!;
      const offlineFetches = await page.evaluate(
        async ({ asset }) => {
          const file = await fetch(asset);
          const graphql = await fetch('/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D').then(
            (answer) => `answered ${answer.status}`,
            () => 'failed',
          );
          return { file: file.status, fileBytes: (await file.text()).length, graphql };
        },
        { asset },
      );
      expect(offlineFetches.file).toBe(200);
      expect(offlineFetches.fileBytes).toBeGreaterThan(0);
      expect(offlineFetches.graphql).toBe('failed');
    } finally {
      await context.setOffline(false);
    }

    // Back online, "Prøv igjen" loads the page itself.
    await page.getByRole('link', { name: messages['offline.retry'] }).click();
    await waitForHydration(page);
    expect(await page.locator('h1').textContent()).not.toBe(messages['offline.heading']);
    await context.close();
  });
});
