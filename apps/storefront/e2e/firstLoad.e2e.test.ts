import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** The five pages issue 18 measures on a phone: home, a category, a product, search, finder. */
async function measuredPages(): Promise<Record<string, string>> {
  const { products } = await ask<{
    products: { items: { url_key: string; url_suffix: string | null }[] };
  }>('{ products(search: "filter", pageSize: 1) { items { url_key url_suffix } } }');
  const product = products.items[0]!;
  return {
    home: '/',
    category: '/traktordeler.html',
    product: `/${product.url_key}${product.url_suffix ?? ''}`,
    search: '/search?term=filter',
    finder: '/parts/traktor/massey-ferguson/6480',
  };
}

/** Layout shifts as the page reports them, from its first byte on. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.push((entry as PerformanceEntry & { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describe.skipIf(!browserAvailable)('the first load on a phone', () => {
  let browser: Browser;
  let pages: Record<string, string>;

  beforeAll(async () => {
    browser = await launchBrowser();
    pages = await measuredPages();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends each page whole and in place: no module preload flood, no boundary moved by script', async () => {
    for (const [name, path] of Object.entries(pages)) {
      const html = await (await fetch(`${storefrontUrl}${path}`)).text();
      // No preload element; the script at the end of the body adds them after the first paint.
      expect(html, name).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html, name).toMatch(/requestAnimationFrame\(function\(\)\{var f=\["\/assets\//);
      // A Suspense boundary written after the footer and moved up by React's inline script.
      expect(html, name).not.toMatch(/<!--\$\?-->|\$RC\(/);
      const head = html.slice(0, html.indexOf('</head>'));
      const firstStylesheet = head.search(/<link[^>]*rel="stylesheet"/);
      expect(firstStylesheet, name).toBeGreaterThan(0);
      // Nothing but the first pictures' preloads and small tags ahead of the CSS: no script.
      expect(head.slice(0, firstStylesheet), name).not.toMatch(/<script\b[^>]*\bsrc=/);
    }
  });

  it('hydrates each page on a slow phone line without an error and without moving anything', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      serviceWorkers: 'block',
    });
    try {
      for (const [name, path] of Object.entries(pages)) {
        const page = await context.newPage();
        const errors = collectPageErrors(page);
        await recordLayoutShifts(page);
        // Slow enough for the HTML to arrive in pieces, as Lighthouse's phone sees it.
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: 1_600_000 / 8,
          uploadThroughput: 750_000 / 8,
        });
        await page.goto(`${storefrontUrl}${path}`);
        await waitForHydration(page);
        // Lazily loaded page code and what hydrates after it have had their time.
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: number[] }).__shifts,
        );
        expect(errors, name).toEqual([]);
        expect(
          shifts.reduce((sum, value) => sum + value, 0),
          name,
        ).toBeLessThanOrEqual(0.02);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });
});
