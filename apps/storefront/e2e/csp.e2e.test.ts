import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { freePort, startProcess } from './globalSetup';

/** The private demo customer. */
const customer = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };

/**
 * What a tag manager does that the policy must allow, with no internet here: its container
 * (answered by page.route) loads a further tag script, sends a pixel and a beacon to Google
 * Analytics. `window.__tagRan` says the further script ran.
 */
const fakeContainer = `(function () {
  var s = document.createElement('script');
  s.src = 'https://www.googletagmanager.com/gtag/js?id=G-E2ETEST';
  s.async = true;
  document.head.appendChild(s);
  new Image().src = 'https://region1.google-analytics.com/g/collect?v=2&tid=G-E2ETEST&en=page_view';
  fetch('https://region1.analytics.google.com/g/collect?v=2&tid=G-E2ETEST', { method: 'POST', mode: 'no-cors' }).catch(function () {});
})();`;

async function fakeGoogle(context: BrowserContext): Promise<void> {
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: route.request().url().includes('/gtm.js') ? fakeContainer : 'window.__tagRan = true;',
    }),
  );
  for (const pattern of [
    'https://*.google-analytics.com/**',
    'https://*.analytics.google.com/**',
  ]) {
    await context.route(pattern, (route) => route.fulfill({ status: 204, body: '' }));
  }
}

/**
 * Collects every Content-Security-Policy violation of the context's pages: the
 * `securitypolicyviolation` events (reported through a binding, which the policy does not
 * govern) and the console's "Refused to …" messages.
 */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void })
        .__reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy/i.test(text)) {
      violations.push(`${message.page()?.url() ?? ''}: ${text}`);
    }
  });
  return violations;
}

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await waitForHydration(page);
}

interface Tour {
  category: string;
  product: string;
}

/**
 * Home, a CMS page, a category, a product (adding it to the cart, opening the cart), a search, the part finder,
 * the news; then a login at checkout, the order step, and the account pages.
 */
async function takeTour(page: Page, shopUrl: string, tour: Tour): Promise<void> {
  for (const path of ['/', '/kontakt-oss', tour.category]) await open(page, `${shopUrl}${path}`);
  await open(page, `${shopUrl}${tour.product}`);
  await page
    .locator('.product-purchase')
    .getByRole('button', { name: 'Legg i handlekurv' })
    .click();
  await page
    .locator('.ap-notification')
    .filter({ hasText: 'Produktet er lagt i handlekurven' })
    .waitFor();
  // The cart sidebar: a modal whose scroll lock adds a <style> while the page runs.
  await page.locator('header [data-action="cart"]').first().click();
  await page.getByRole('dialog', { name: 'Handlekurv' }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Handlekurv' }).waitFor({ state: 'detached' });
  for (const path of ['/search?term=filter', '/parts', '/aktuelt']) {
    await open(page, `${shopUrl}${path}`);
  }

  await page.goto(`${shopUrl}/checkout`);
  await page.waitForURL(/\/checkout\/konto$/);
  await waitForHydration(page);
  const form = page.getByRole('region', { name: 'Har du en konto?' });
  await form.getByLabel('E-post').fill(customer.email);
  await form.getByLabel('Passord', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL(/\/checkout\/bestilling$/);
  await page.getByRole('heading', { name: 'Leveringsmåte' }).waitFor();

  for (const path of ['/customer', '/customer/my-profile', '/customer/order-history']) {
    await open(page, `${shopUrl}${path}`);
  }
  // An in-app navigation too (route chunks loaded by the running app).
  await page.getByRole('link', { name: 'Adresser' }).first().click();
  await page.waitForURL(/\/customer\/addresses-details$/);
}

/**
 * Every cookie the shop set during a tour has the right flags: the token httpOnly, none readable
 * by other sites' requests (SameSite=Strict), all for the whole shop (Path=/), none living longer
 * than a year; over plain http on loopback none is Secure (the browser would refuse it).
 */
async function expectCookieFlags(context: BrowserContext, shopUrl: string): Promise<string[]> {
  const cookies = await context.cookies(shopUrl);
  const yearFromNow = Date.now() / 1000 + 366 * 24 * 60 * 60;
  for (const cookie of cookies) {
    const flags = {
      name: cookie.name,
      httpOnly: cookie.httpOnly,
      sameSite: cookie.sameSite,
      path: cookie.path,
      secure: cookie.secure,
    };
    expect(flags).toEqual({
      name: cookie.name,
      httpOnly: cookie.name === 'vsf-customer',
      sameSite: 'Strict',
      path: '/',
      secure: false,
    });
    expect(cookie.expires, cookie.name).toBeLessThan(yearFromNow);
    expect(cookie.expires, `${cookie.name} is a session cookie`).toBeGreaterThan(0);
  }
  return cookies.map((cookie) => cookie.name);
}

describe.skipIf(!browserAvailable)('the Content-Security-Policy in the browser', () => {
  const sharedUrl = inject('storefrontUrl');
  let browser: Browser;
  let tagManagerShop: ChildProcess;
  let tagManagerUrl: string;
  const tour: Tour = { category: '', product: '' };

  beforeAll(async () => {
    const port = await freePort();
    tagManagerUrl = `http://127.0.0.1:${port}`;
    tagManagerShop = await startProcess(
      'storefront (tag manager, csp)',
      ['apps/storefront/dist/main.js'],
      {
        NODE_ENV: 'production',
        PORT: String(port),
        MAGENTO_GRAPHQL_URL: `${inject('apiUrl')}/graphql`,
        GTM_CONTAINER_ID: 'GTM-E2ECSP',
      },
      'Agri Deler storefront',
    );
    browser = await launchBrowser();
    const home = await (await fetch(sharedUrl)).text();
    tour.category = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(home)?.[1] ?? '';
    const { products } = await ask<{
      products: {
        items: { __typename: string; url_key: string; url_suffix: string; stock_status: string }[];
      };
    }>(
      '{ products(filter: { price: { from: "1" } }, pageSize: 50) { items { __typename url_key url_suffix stock_status } } }',
    );
    const simple = products.items.find(
      (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
    );
    if (!tour.category || !simple) throw new Error('No category or simple product to visit.');
    tour.product = `/${simple.url_key}${simple.url_suffix}`;
  });

  afterAll(async () => {
    await browser?.close();
    if (tagManagerShop) {
      tagManagerShop.removeAllListeners('exit');
      tagManagerShop.kill('SIGTERM');
    }
  });

  it('allows every inline script of a page by its hash and sends no nonce, so a shared cache may keep the page', async () => {
    for (const path of ['/', tour.category, tour.product, '/search?term=filter']) {
      const response = await fetch(`${sharedUrl}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain("'nonce-");
      expect(policy).not.toContain("'unsafe-inline' 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // Plain http on loopback: no HSTS.
      expect(response.headers.get('strict-transport-security')).toBeNull();

      const html = await response.text();
      expect(html).not.toMatch(/\bnonce=/);
      const scriptSources = (/script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes = '']) =>
          !attributes.includes('application/ld+json') && !/\bsrc=/.test(attributes),
      );
      expect(inline.length).toBeGreaterThan(2);
      for (const [, , text = ''] of inline) {
        expect(scriptSources, text.slice(0, 80)).toContain(
          `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
        );
      }
      // Nothing per request: the same anonymous page comes with the same policy.
      const again = await fetch(`${sharedUrl}${path}`);
      await again.arrayBuffer();
      expect(again.headers.get('content-security-policy')).toBe(policy);
    }
  });

  it('has no violations on any page of a shopper’s tour, without a tag manager', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const violations = await watchViolations(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await takeTour(page, sharedUrl, tour);

    expect(violations).toEqual([]);
    const names = await expectCookieFlags(context, sharedUrl);
    expect(names).toEqual(expect.arrayContaining(['vsf-customer', 'vsf-cart']));
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('has no violations with the tag manager, its tags and the consent banner, on a phone', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    await fakeGoogle(context);
    const violations = await watchViolations(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await open(page, tagManagerUrl);
    const banner = page.getByRole('dialog', { name: 'Informasjonskapsler' });
    await banner.getByRole('button', { name: 'Godta alle' }).click();
    await banner.waitFor({ state: 'detached' });
    // The container's own tag, loaded by a script the container added ('strict-dynamic').
    await expect.poll(() => page.evaluate(() => '__tagRan' in window)).toBe(true);
    // The container is allowed by its origin; no script of the page carries a nonce to reuse.
    expect(
      await page.evaluate(() =>
        document.querySelector('script[src*="gtm.js"]')?.hasAttribute('nonce'),
      ),
    ).toBe(false);

    await takeTour(page, tagManagerUrl, tour);

    expect(violations).toEqual([]);
    const names = await expectCookieFlags(context, tagManagerUrl);
    expect(names).toEqual(expect.arrayContaining(['vsf-customer', 'vsf-cart', 'vsf-consent']));
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('reports and blocks an injected event handler and a foreign image (the watch above can fail)', async () => {
    const context = await browser.newContext();
    const violations = await watchViolations(context);
    const page = await context.newPage();
    await open(page, sharedUrl);

    // What an HTML injection would add. (A <script> added here would run: the browser exempts
    // the test driver's own script elements.)
    await page.evaluate(() => {
      const injected = document.createElement('div');
      injected.innerHTML =
        '<img src="/favicon.svg" onload="window.__injected = 1">' +
        '<img src="https://evil.example/pixel.gif">';
      document.body.append(injected);
    });

    await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    const reported = violations.join('\n');
    expect(reported).toMatch(/script-src-attr blocked inline|inline event handler/);
    expect(reported).toContain('https://evil.example/pixel.gif');
    expect(reported).toContain('img-src');
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    await context.close();
  });
});
