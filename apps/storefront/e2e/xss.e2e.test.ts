import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { structuredData } from './api';
import { browserAvailable, launchBrowser, waitForHydration } from './browser';
import { freePort, startProcess } from './globalSetup';

/**
 * Every payload tried, reflected (search term, URL path, a category's filter, sort and page
 * parameters, plate, login and registration fields, address fields) and stored (product names,
 * CMS page content and title, a blog post, a mega menu link and title, the customer's name and
 * address). Each would set `window.__xss` or open a dialog if it ran. Login redirects are tried
 * with `javascript:`, `//evil.example/` and `/\evil.example/`.
 */
const payloads = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '"><svg onload=window.__xss=1>',
  "'><svg/onload=window.__xss=1>",
  'javascript:window.__xss=1',
  '</script><script>window.__xss=1</script>',
  '</ScRiPt><ScRiPt>alert(1)</ScRiPt>',
  "{{constructor.constructor('window.__xss=1')()}}",
  '${window.__xss=1}',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="JaVaScRiPt:window.__xss=1">klikk</a>',
  '<div style="background:url(javascript:window.__xss=1)">stil</div>',
  '<style>*{x:expression(window.__xss=1)}</style>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<!--<script>window.__xss=1</script>-->\u2028\u2029',
] as const;

/** Text that must never reach the server's HTML as markup (it is escaped where shown). */
const rawMarkers = [
  '<script>window.__xss',
  '<ScRiPt>',
  '<img src=x onerror',
  '<svg onload',
  '<svg/onload',
  '<iframe srcdoc',
  'href="JaVaScRiPt:',
  '<style>*{x:expression',
];

interface Watch {
  dialogs: string[];
  violations: string[];
}

/** Dialogs opened and Content-Security-Policy violations (an injected element the policy stopped). */
async function watch(context: BrowserContext): Promise<Watch> {
  const result: Watch = { dialogs: [], violations: [] };
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      result.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });
  await context.exposeBinding('__reportViolation', ({ page }, text: string) => {
    result.violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      );
    });
  });
  // Pictures come from commerce-api's PUBLIC_URL; answer them quickly and the same everywhere.
  await context.route('**/media/**', (route) => route.fulfill({ status: 404, body: '' }));
  return result;
}

/**
 * Nothing ran and nothing executable was injected: no `window.__xss`, no event-handler
 * attributes, no `javascript:` links, no frames. (An injected `<script>` in the server's HTML would
 * have no hash in the policy: the browser would block and report it, and `expectEscaped` finds it
 * first.)
 */
async function expectClean(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    if ('__xss' in window) problems.push('window.__xss was set');
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (attribute.name.toLowerCase().startsWith('on')) {
          problems.push(`<${element.localName} ${attribute.name}>`);
        }
      }
    }
    for (const anchor of document.querySelectorAll('a[href]')) {
      if ((anchor as HTMLAnchorElement).protocol === 'javascript:') {
        problems.push(`<a href="${anchor.getAttribute('href')}">`);
      }
    }
    for (const frame of document.querySelectorAll('iframe, object, embed')) {
      problems.push(`<${frame.localName}>`);
    }
    return problems;
  });
  expect(found, where).toEqual([]);
}

/** The server's HTML for `url` carries no payload as markup. */
async function expectEscaped(url: string): Promise<string> {
  const html = await (await fetch(url)).text();
  for (const marker of rawMarkers) expect(html.includes(marker), `${marker} in ${url}`).toBe(false);
  return html;
}

async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.textContent ?? '');
}

describe.skipIf(!browserAvailable)('script payloads are never executed', () => {
  let api: ChildProcess | undefined;
  let dataDir: string;
  let storefront: ChildProcess;
  let shopUrl: string;
  let browser: Browser;
  /** Products whose names are payloads, with their page paths. */
  const named: { name: string; path: string }[] = [];

  beforeAll(async () => {
    // A commerce-api of its own: seeded once, stopped, payloads written into its database, started
    // again (the embedded database has one user at a time).
    const [apiPort, shopPort] = await Promise.all([freePort(), freePort()]);
    const apiOrigin = `http://127.0.0.1:${apiPort}`;
    shopUrl = `http://127.0.0.1:${shopPort}`;
    dataDir = mkdtempSync(join(tmpdir(), 'agri-xss-'));
    const apiEnv = {
      PORT: String(apiPort),
      PUBLIC_URL: apiOrigin,
      DATA_DIR: join(dataDir, 'pglite'),
      SEED_PRODUCTS: '300',
      STOREFRONT_ORIGIN: shopUrl,
      STOREFRONT_URL: shopUrl,
    };
    const seeding = await startProcess(
      'commerce-api (xss, seeding)',
      ['apps/commerce-api/dist/main.js'],
      apiEnv,
      'GraphQL API ready',
    );
    seeding.removeAllListeners('exit');
    await new Promise((resolve) => {
      seeding.once('exit', resolve);
      seeding.kill('SIGTERM');
    });

    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    const products = await db.query<{ id: number; url_key: string }>(
      `SELECT id, url_key FROM products WHERE type_id = 'simple' AND visible AND quantity > 10
         AND url_key IS NOT NULL ORDER BY id LIMIT $1`,
      [payloads.length],
    );
    for (const [index, product] of products.rows.entries()) {
      const name = payloads[index] ?? '';
      await db.query('UPDATE products SET name = $1, meta_title = $1 WHERE id = $2', [
        name,
        product.id,
      ]);
      await db.query('UPDATE product_search SET name = $1 WHERE id = $2', [name, product.id]);
      named.push({ name, path: `/${product.url_key}.html` });
    }
    await db.query(
      `UPDATE cms_pages SET title = $1, content_heading = $2, content = $3
         WHERE identifier = 'kontakt-oss'`,
      [payloads[0], payloads[2], payloads.join('\n<p>tekst</p>\n')],
    );
    await db.query(
      `UPDATE blog_posts SET title = $1, excerpt = $2, content = $3
         WHERE id = (SELECT min(id) FROM blog_posts)`,
      [payloads[1], payloads[5], payloads.join('<br>')],
    );
    await db.query(
      `UPDATE mega_menu_items SET title = $1, link_type = 'external', link = $2
         WHERE id = (SELECT min(id) FROM mega_menu_items)`,
      [payloads[2], 'JaVaScRiPt:window.__xss=1'],
    );
    await db.close();

    api = await startProcess(
      'commerce-api (xss)',
      ['apps/commerce-api/dist/main.js'],
      apiEnv,
      'GraphQL API ready',
    );
    storefront = await startProcess(
      'storefront (xss)',
      ['apps/storefront/dist/main.js'],
      {
        NODE_ENV: 'production',
        PORT: String(shopPort),
        MAGENTO_GRAPHQL_URL: `${apiOrigin}/graphql`,
      },
      'Agri Deler storefront',
    );
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    if (storefront) {
      storefront.removeAllListeners('exit');
      storefront.kill('SIGTERM');
    }
    if (api) {
      api.removeAllListeners('exit');
      api.kill('SIGTERM');
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reflects search terms and URL paths as text only', async () => {
    const context = await browser.newContext();
    const seen = await watch(context);
    const page = await context.newPage();
    const home = await (await fetch(shopUrl)).text();
    const category = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(home)?.[1];
    expect(category).toBeTruthy();
    for (const payload of payloads) {
      const value = encodeURIComponent(payload);
      // A category's filter, sort and page parameters (echoed into links and the canonical URL).
      const listing = `${shopUrl}${category}?manufacturer=${value}&product_list_order=${value}&p=${value}`;
      await expectEscaped(listing);
      await page.goto(listing);
      await waitForHydration(page);
      await expectClean(page, listing);

      const search = `${shopUrl}/search?term=${encodeURIComponent(payload)}`;
      await expectEscaped(search);
      await page.goto(search);
      await waitForHydration(page);
      await expectClean(page, search);
      if (!payload.includes('\u2028')) {
        // The heading says the term back: «payload».
        expect(await page.locator('h1').first().textContent()).toContain(payload);
      }

      const path = `${shopUrl}/${encodeURIComponent(payload)}.html`;
      await expectEscaped(path);
      await page.goto(path);
      await waitForHydration(page);
      await expectClean(page, path);
    }
    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
    await context.close();
  }, 180_000);

  it('never follows a login redirect to javascript: or another site', async () => {
    for (const target of ['javascript:window.__xss=1', '//evil.example/', '/\\evil.example/']) {
      const context = await browser.newContext();
      const seen = await watch(context);
      const page = await context.newPage();
      await page.goto(`${shopUrl}/customer/login?redirectTo=${encodeURIComponent(target)}`);
      await waitForHydration(page);
      await page.getByLabel('E-post', { exact: true }).fill('ola.nordmann@example.no');
      await page.getByLabel('Passord', { exact: true }).fill('Traktor-2024');
      await page.getByRole('button', { name: 'Logg inn' }).click();
      await page.waitForURL(`${shopUrl}/`);
      await waitForHydration(page);
      await expectClean(page, `login redirect to ${target}`);
      expect(seen.dialogs).toEqual([]);
      expect(seen.violations).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('shows product names as text on their pages, in JSON-LD, in the cart and the wish list', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const seen = await watch(context);
    const page = await context.newPage();
    expect(named.length).toBe(payloads.length);
    for (const { name, path } of named.slice(0, 8)) {
      const html = await expectEscaped(`${shopUrl}${path}`);
      // The name survives in the JSON-LD as data (its `</script>` could not end the element).
      const names = structuredData(html).map((entry) => entry.name);
      expect(names, path).toContain(name);
      await page.goto(`${shopUrl}${path}`);
      await waitForHydration(page);
      expect(await page.locator('h1').first().textContent()).toBe(name);
      await expectClean(page, path);
    }
    // In the cart and the wish list (the product last opened).
    const last = named[7];
    await page
      .locator('.product-purchase')
      .getByRole('button', { name: 'Legg i handlekurv' })
      .click();
    await page
      .locator('.ap-notification')
      .filter({ hasText: 'Produktet er lagt i handlekurven' })
      .waitFor();
    await page.locator('header [data-action="cart"]').first().click();
    const cart = page.getByRole('dialog', { name: 'Handlekurv' });
    await cart.waitFor();
    await expect.poll(async () => (await cart.textContent()) ?? '').toContain(last?.name);
    await expectClean(page, 'cart');
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Legg i ønskelisten' }).click();
    await page.getByRole('button', { name: 'Lagt i ønskelisten', pressed: true }).waitFor();
    await page.goto(`${shopUrl}/onskeliste`);
    await waitForHydration(page);
    await expect.poll(() => pageText(page)).toContain(last?.name);
    await expectClean(page, 'wish list');
    // The search overlay and the results list the names as text.
    await page.goto(`${shopUrl}/search?term=${encodeURIComponent(named[1]?.name ?? '')}`);
    await waitForHydration(page);
    await expectClean(page, 'search for a stored name');

    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
    await context.close();
  }, 180_000);

  it('renders CMS content, a blog post and the menu without anything executable', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const seen = await watch(context);
    const page = await context.newPage();
    for (const path of ['/kontakt-oss', '/aktuelt', '/']) {
      await expectEscaped(`${shopUrl}${path}`);
      await page.goto(`${shopUrl}${path}`);
      await waitForHydration(page);
      await expectClean(page, path);
    }
    await page.goto(`${shopUrl}/kontakt-oss`);
    await waitForHydration(page);
    // The heading is shown as typed; the content keeps its text, loses its scripts.
    expect(await page.locator('h1').first().textContent()).toBe(payloads[2]);
    expect(await page.locator('main .cms-content').first().textContent()).toContain('tekst');
    // The menu entry whose link was javascript: leads nowhere.
    expect(await page.locator('a[href^="javascript" i]').count()).toBe(0);

    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
    await context.close();
  }, 120_000);

  it('takes payloads in the plate finder, the login, the registration and the address book as text', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const seen = await watch(context);
    const page = await context.newPage();

    // The plate finder: a payload is no plate.
    await page.goto(`${shopUrl}/parts`);
    await waitForHydration(page);
    await page.getByRole('switch', { name: 'Søk på registreringsnummer' }).click();
    for (const payload of payloads.slice(0, 4)) {
      const field = page.getByRole('textbox', { name: 'Registreringsnummer' });
      await field.fill(payload);
      await page.locator('.ap-plate-finder__row button[type="submit"]').click();
      await page.waitForTimeout(300);
      await expectClean(page, `plate ${payload}`);
    }

    // The login page: a payload as e-mail is refused as such.
    await page.goto(`${shopUrl}/customer/login`);
    await waitForHydration(page);
    await page.getByLabel('E-post', { exact: true }).fill(payloads[1]);
    await page.getByLabel('Passord', { exact: true }).fill(payloads[0]);
    await page.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForTimeout(500);
    await expectClean(page, 'login');

    // Registration with payloads as names: stored, then shown in the header and account pages.
    const firstname = payloads[1];
    const lastname = payloads[2];
    const email = `xss-${Date.now()}@example.no`;
    const password = 'Slaamaskin-2027';
    await page.goto(`${shopUrl}/customer/register`);
    await waitForHydration(page);
    await page.getByLabel('Fornavn').fill(firstname);
    await page.getByLabel('Etternavn').fill(lastname);
    await page.getByLabel('E-post', { exact: true }).fill(email);
    await page.getByLabel('Passord', { exact: true }).fill(password);
    await page.getByLabel('Bekreft passord').fill(password);
    await page.getByRole('button', { name: 'Opprett konto' }).click();
    // A new account takes a moment (password hashing, the welcome mail): wait for the home page,
    // or a refusal, rather than a fixed second a loaded machine can overrun.
    await Promise.race([
      page.waitForURL(`${shopUrl}/`, { timeout: 20_000 }),
      page.getByRole('alert').first().waitFor({ timeout: 20_000 }),
    ]).catch(() => undefined);
    await expectClean(page, 'registration');
    const registered = page.url() === `${shopUrl}/`;
    if (registered) {
      for (const path of ['/', '/customer', '/customer/my-profile']) {
        await expectEscaped(`${shopUrl}${path}`);
        await page.goto(`${shopUrl}${path}`);
        await waitForHydration(page);
        await expectClean(page, path);
      }
      expect(await pageText(page)).toContain(firstname);

      // An address with payloads in its fields, then the address book.
      await page.goto(`${shopUrl}/customer/addresses-details/create`);
      await waitForHydration(page);
      await page.getByLabel('Gateadresse').fill(payloads[5]);
      await page.getByLabel('Postnummer').fill('2317');
      await page.getByLabel('Poststed').fill(payloads[3]);
      await page.getByLabel('Telefon').fill('91234567');
      await page.getByRole('button', { name: 'Lagre adressen' }).click();
      await page.waitForURL(/\/customer\/addresses-details\?saved=/);
      await waitForHydration(page);
      await expectClean(page, 'address book');
      expect(await pageText(page)).toContain(payloads[5]);
    }

    expect(seen.dialogs).toEqual([]);
    expect(seen.violations).toEqual([]);
    await context.close();
    // The registration is part of the test: a refusal must be because of the names, said so.
    expect(registered, 'the registration with payload names went through').toBe(true);
  }, 180_000);
});
