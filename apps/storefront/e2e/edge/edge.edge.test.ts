import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { browserAvailable, chromiumPath, collectPageErrors, waitForHydration } from '../browser';
import { edgeRequest, header, publicKeyHash, type EdgeAnswer } from './edgeClient';

const edgeUrl = inject('edgeUrl');
const certificateFile = inject('edgeCertificateFile');
const clientDirectory = fileURLToPath(new URL('../../build/client', import.meta.url));

/** The private demo customer. */
const customer = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };

/** A GET through the edge as a browser sends it (brotli and gzip accepted). */
function get(path: string, headers: Record<string, string> = {}): Promise<EdgeAnswer> {
  return edgeRequest(`${edgeUrl}${path}`, certificateFile, {
    headers: { 'accept-encoding': 'gzip, deflate, br', ...headers },
  });
}

/** The first product card's price and its VAT label. */
function firstPrice(html: string): { amount: number; label: string } {
  const match =
    /ap-price__regular">([\d\s.,–-]+)<\/span> <span class="ap-price__tax-label">([^<]+)</.exec(
      html,
    );
  if (!match) throw new Error('No price on the page');
  const amount = Number((match[1] ?? '').replace(/\s/g, '').replace(',–', '').replace(',', '.'));
  return { amount, label: match[2] ?? '' };
}

describe('the production edge (nginx in front of the storefront)', () => {
  /** Category pages, each test its own, so one test's cached copy is not another's. */
  let categories: string[] = [];
  const category = (index: number) => {
    const path = categories[index];
    if (!path) throw new Error(`No category ${index}`);
    return path;
  };

  beforeAll(async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    categories = [
      ...new Set(
        [...home.text.matchAll(/ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/g)].map(
          (m) => m[1]!,
        ),
      ),
    ];
    expect(categories.length).toBeGreaterThanOrEqual(6);
  });

  it('speaks HTTP/2 over TLS with its certificate for localhost, and redirects plain HTTP', async () => {
    const answer = await get('/healthz');
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(200);

    const plain = await fetch(`${inject('edgeHttpUrl')}/search?term=filter`, {
      redirect: 'manual',
    });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe(`${edgeUrl}/search?term=filter`);
  });

  it('sends pages brotli-compressed, and the build’s own brotli and gzip copies of assets, immutable', async () => {
    const page = await get('/');
    expect(header(page, 'content-encoding')).toBe('br');
    expect(page.text).toMatch(/^<!DOCTYPE html>/i);

    const asset = /\/assets\/[\w.-]+\.js/.exec(page.text)?.[0];
    if (!asset) throw new Error('No script asset on the home page');
    const brotli = await get(asset);
    expect(brotli.status).toBe(200);
    expect(header(brotli, 'content-encoding')).toBe('br');
    expect(header(brotli, 'cache-control')).toBe('public, max-age=31536000, immutable');
    expect(header(brotli, 'content-type')).toBe('application/javascript');
    expect(brotli.raw.equals(readFileSync(`${clientDirectory}${asset}.br`))).toBe(true);

    const gzip = await get(asset, { 'accept-encoding': 'gzip' });
    expect(header(gzip, 'content-encoding')).toBe('gzip');
    expect(gzip.raw.equals(readFileSync(`${clientDirectory}${asset}.gz`))).toBe(true);
    expect(gzip.text).toBe(brotli.text);

    expect((await get('/assets/missing-abc123.js')).status).toBe(404);
  });

  it('serves an anonymous category page from its cache on the second request, policy and all', async () => {
    const first = await get(category(0));
    expect(first.status).toBe(200);
    expect(header(first, 'x-cache-status')).toBe('MISS');
    expect(header(first, 'cache-control')).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
    );
    const second = await get(category(0));
    expect(header(second, 'x-cache-status')).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(header(second, 'content-security-policy')).toBe(
      header(first, 'content-security-policy'),
    );
    expect(header(second, 'content-security-policy')).toContain("script-src 'sha256-");
    expect(second.text).not.toMatch(/\bnonce=/);
    // The storefront's note to the edge stays between them.
    expect(header(second, 'x-page-variant')).toBeNull();
  });

  it('hands the cached page to a shopper whose only other cookies are analytics ones', async () => {
    await get(category(0));
    const withAnalytics = await get(category(0), {
      cookie: '_ga=GA1.1.1234567890.1700000000; _gid=GA1.1.987654321; _fbp=fb.1.1700000000.42',
    });
    expect(header(withAnalytics, 'x-cache-status')).toBe('HIT');
  });

  it('keeps each tax display its own copy, with its own prices', async () => {
    const path = category(1);
    const withVat = await get(path);
    const withoutVat = await get(path, { cookie: '_ga=GA1.1.1; taxOff=true' });
    expect(header(withVat, 'x-cache-status')).toBe('MISS');
    expect(header(withoutVat, 'x-cache-status')).toBe('MISS');

    const withVatAgain = await get(path, { cookie: '_gid=GA1.1.2' });
    const withoutVatAgain = await get(path, { cookie: 'taxOff=true' });
    expect(header(withVatAgain, 'x-cache-status')).toBe('HIT');
    expect(header(withoutVatAgain, 'x-cache-status')).toBe('HIT');
    expect(withVatAgain.text).toBe(withVat.text);
    expect(withoutVatAgain.text).toBe(withoutVat.text);

    const gross = firstPrice(withVatAgain.text);
    const net = firstPrice(withoutVatAgain.text);
    expect(gross.label).toBe('inkl. mva');
    expect(net.label).toBe('eks. mva');
    expect(net.amount).toBeCloseTo(gross.amount / 1.25, 2);
  });

  it('stores nothing the storefront rendered from a cookie the edge read otherwise (no cache poisoning)', async () => {
    const path = category(2);
    // A no-break space before the name: the storefront's reader trims it and shows prices
    // without VAT; nginx's key sees no taxOff — the copy would have gone to every shopper.
    const crafted = await get(path, { cookie: '\u00a0taxOff=true' });
    expect(header(crafted, 'x-cache-status')).toBe('MISS');
    expect(firstPrice(crafted.text).label).toBe('eks. mva');

    const next = await get(path);
    expect(header(next, 'x-cache-status')).toBe('MISS');
    expect(firstPrice(next.text).label).toBe('inkl. mva');
    expect(header(await get(path), 'x-cache-status')).toBe('HIT');
  });

  it('never answers a signed-in shopper from the cache nor keeps their pages (signed in with the real form)', async () => {
    const login = await edgeRequest(`${edgeUrl}/customer/login`, certificateFile, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: edgeUrl,
      },
      body: new URLSearchParams(customer).toString(),
    });
    expect(login.status).toBe(303);
    const setCookies = [login.headers['set-cookie'] ?? []].flat();
    const tokenCookie = setCookies.find((cookie) => cookie.startsWith('vsf-customer='));
    // Over https (as the edge told the storefront), the token cookie is Secure.
    expect(tokenCookie).toMatch(/; HttpOnly/);
    expect(tokenCookie).toMatch(/; Secure/);
    const cookie = `_ga=GA1.1.1; ${tokenCookie?.split(';')[0]}`;

    // A page the cache holds for guests: not handed to the customer.
    await get(category(0));
    const cached = await get(category(0), { cookie });
    expect(header(cached, 'x-cache-status')).toBe('BYPASS');
    expect(header(cached, 'cache-control')).toBe('private, no-store');
    expect(cached.text).toContain('Logg ut');

    // A page first asked for by the customer: not kept for the next guest.
    const path = category(3);
    const signedIn = await get(path, { cookie });
    expect(header(signedIn, 'x-cache-status')).toBe('BYPASS');
    expect(signedIn.text).toContain('Logg ut');
    const guest = await get(path);
    expect(header(guest, 'x-cache-status')).toBe('MISS');
    expect(guest.text).not.toContain('Logg ut');

    for (let round = 0; round < 2; round += 1) {
      const account = await get('/customer/my-profile', { cookie });
      expect(account.status).toBe(200);
      expect(header(account, 'x-cache-status')).toBe('BYPASS');
      expect(header(account, 'cache-control')).toBe('private, no-store');
      expect(account.text).toContain(customer.email);
    }
    const accountAsGuest = await get('/customer/my-profile');
    expect(accountAsGuest.status).toBe(302);
    expect(header(accountAsGuest, 'x-cache-status')).not.toBe('HIT');
    expect(accountAsGuest.text).not.toContain(customer.email);
  });

  it('neither answers nor keeps a page for a shopper with a cart', async () => {
    await get(category(0));
    const withCart = await get(category(0), { cookie: 'vsf-cart=a1B2c3D4e5F6g7H8' });
    expect(header(withCart, 'x-cache-status')).toBe('BYPASS');
    const path = category(4);
    expect(header(await get(path, { cookie: 'vsf-cart=a1B2c3D4e5F6g7H8' }), 'x-cache-status')).toBe(
      'BYPASS',
    );
    expect(header(await get(path), 'x-cache-status')).toBe('MISS');
  });

  it('never caches /graphql: each mutation and query reaches the storefront', async () => {
    const cartIds = new Set<string>();
    for (let round = 0; round < 2; round += 1) {
      const answer = await edgeRequest(`${edgeUrl}/graphql`, certificateFile, {
        method: 'POST',
        headers: { 'content-type': 'application/json', store: 'ad_nb_no', origin: edgeUrl },
        body: JSON.stringify({ query: 'mutation { createEmptyCart }' }),
      });
      expect(answer.status).toBe(200);
      expect(header(answer, 'x-cache-status')).toBeNull();
      cartIds.add(
        (JSON.parse(answer.text) as { data: { createEmptyCart: string } }).data.createEmptyCart,
      );
    }
    expect(cartIds.size).toBe(2);

    for (let round = 0; round < 2; round += 1) {
      const query = await get('/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', {
        store: 'ad_nb_no',
      });
      expect(query.status).toBe(200);
      expect(header(query, 'x-cache-status')).toBeNull();
    }
  });
});

describe.skipIf(!browserAvailable)('a cached page in Chromium through the edge', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        // Trust the edge's own certificate and nothing else (the service worker needs it).
        `--ignore-certificate-errors-spki-list=${publicKeyHash(certificateFile)}`,
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hydrates with no policy violation, and a modal’s scroll lock still works', async () => {
    const home = await get('/');
    const path = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(home.text)?.[1] ?? '';
    await get(path);
    expect(header(await get(path), 'x-cache-status')).toBe('HIT');

    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const violations: string[] = [];
    await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
      violations.push(text);
    });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        void (
          window as unknown as { __reportCspViolation(text: string): void }
        ).__reportCspViolation(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`,
        );
      });
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    page.on('console', (message) => {
      if (/Refused to|Content Security Policy/i.test(message.text()))
        violations.push(message.text());
    });

    const response = await page.goto(`${edgeUrl}${path}`);
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('x-cache-status')).toBe('HIT');
    expect(await response?.headerValue('content-encoding')).toBe('br');
    await waitForHydration(page);

    // The cart sidebar: a modal whose scroll lock adds a <style> while the page runs.
    await page.locator('header [data-action="cart"]').first().click();
    await page.getByRole('dialog', { name: 'Handlekurv' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Handlekurv' }).waitFor({ state: 'detached' });

    // An in-app navigation: a route chunk and the next page's data through the edge.
    const productLink = page.locator('a.ap-product-card__link').first();
    const product = await productLink.getAttribute('href');
    await productLink.click();
    await page.waitForURL(`${edgeUrl}${product}`);
    await page.locator('.product-purchase').waitFor();

    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
