import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { browserAvailable, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** Full page loads (document requests of the main frame) since the page opened. */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

describe.skipIf(!browserAvailable)('route code', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function newPage(): Promise<Page> {
    await context?.close();
    // No service worker: it would answer the chunk requests before page.route sees them.
    context = await browser.newContext({ serviceWorkers: 'block' });
    return context.newPage();
  }

  it('reloads the page once when a code chunk fails to load, not again within 60 s', async () => {
    const page = await newPage();
    const documentLoads = countDocumentLoads(page);
    // The cart sidebar's chunk is loaded when the cart opens; make it fail as after a deploy.
    let chunkRequests = 0;
    await page.route(/\/assets\/CartSidebar-[^/]+\.js$/, (route) => {
      chunkRequests++;
      return route.abort();
    });
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    expect(documentLoads()).toBe(1);
    const cartButton = page.locator('header [data-action="cart"]');

    await cartButton.click();
    await expect.poll(documentLoads).toBe(2);
    expect(chunkRequests).toBeGreaterThanOrEqual(1);
    await waitForHydration(page);
    const stamp = Number(
      await page.evaluate(() => sessionStorage.getItem('vsf-chunk-reload-at') ?? 'none'),
    );
    expect(Date.now() - stamp).toBeGreaterThanOrEqual(0);
    expect(Date.now() - stamp).toBeLessThan(60_000);

    // The chunk fails again at once: no second reload within the guard.
    const requestsBefore = chunkRequests;
    await cartButton.click();
    await expect.poll(() => chunkRequests).toBeGreaterThan(requestsBefore);
    await page.waitForTimeout(1_500);
    expect(documentLoads()).toBe(2);

    // Once the last reload is more than 60 s ago, a failure reloads again.
    await page.reload();
    await waitForHydration(page);
    expect(documentLoads()).toBe(3);
    await page.evaluate(() =>
      sessionStorage.setItem('vsf-chunk-reload-at', String(Date.now() - 61_000)),
    );
    await cartButton.click();
    await expect.poll(documentLoads).toBe(4);
  });

  it('reloads once, and no more, when a route module fails to load on a click', async () => {
    const page = await newPage();
    const documentLoads = countDocumentLoads(page);
    // The product and category pages' route module, gone as after a deploy.
    await page.route(/\/assets\/catchAll-[^/]+\.js$/, (route) => route.abort());
    await page.goto(storefrontUrl);
    await waitForHydration(page);

    await page.locator('main a[href$=".html"]:visible').first().click();
    await expect.poll(documentLoads).toBe(2);
    await waitForHydration(page);
    await page.waitForTimeout(2_000);
    // React Router reloads the page the visitor was on, once; the reloaded page stays.
    expect(documentLoads()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/');
    // Two page loads and hydrations: room for a machine busy with other tests.
  }, 60_000);

  it('prefetches the code of the pages the links on screen lead to, not their data', async () => {
    const page = await newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(storefrontUrl);
    await waitForHydration(page);

    // Products and categories on the home page lead to the catch-all route (routes/catchAll.tsx).
    const prefetchedHrefs = () =>
      page
        .locator('link[data-idle-prefetch]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    await expect
      .poll(
        async () => (await prefetchedHrefs()).some((href) => /\/catchAll-[^/]+\.js$/.test(href)),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    const catchAllModule = (await prefetchedHrefs()).find((href) =>
      /\/catchAll-[^/]+\.js$/.test(href),
    );
    const prefetched = await page
      .locator('link[rel="modulepreload"][data-idle-prefetch]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    await expect.poll(() => prefetched.every((href) => requested.includes(href))).toBe(true);
    expect(requested.filter((path) => path.endsWith('.data'))).toEqual([]);

    // Following a product link does not ask for the route's code again.
    const loadsOfModule = () => requested.filter((path) => path === catchAllModule).length;
    expect(loadsOfModule()).toBe(1);
    await page.locator('main a[href$=".html"]:visible').first().click();
    await page.waitForURL(/\.html$/);
    await page.locator('main h1').first().waitFor();
    expect(loadsOfModule()).toBe(1);
  });
});
