import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { freePort, startProcess } from './globalSetup';

/**
 * Vipps (issue 24, item 7) on a shop of its own: the simulated provider (its Vipps payments expire
 * after `VIPPS_TIMEOUT_MS`, short here), commerce-api and the storefront. The shopper chooses
 * Vipps, gives their mobile, approves or cancels on the provider's page that stands in for the
 * app, or lets it time out; back in the shop the order is placed, or the order step says why not.
 */

const login = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };
const phone = { width: 390, height: 844 };
/** Long enough to approve in, short enough to wait for. */
const vippsTimeoutMs = 12_000;

describe.skipIf(!browserAvailable)('paying with Vipps', () => {
  let browser: Browser;
  let provider: ChildProcess;
  let api: ChildProcess;
  let storefront: ChildProcess;
  let shopUrl: string;
  let apiUrl: string;
  let providerUrl: string;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'agri-vipps-e2e-'));
    const [providerPort, apiPort, shopPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
    ]);
    shopUrl = `http://127.0.0.1:${shopPort}`;
    apiUrl = `http://127.0.0.1:${apiPort}`;
    providerUrl = `http://127.0.0.1:${providerPort}`;
    const secret = randomBytes(16).toString('hex');
    provider = await startProcess(
      'payment-provider (vipps)',
      ['apps/payment-provider/dist/main.js'],
      {
        PORT: String(providerPort),
        STOREFRONT_ORIGIN: shopUrl,
        PAYMENT_PROVIDER_SECRET: secret,
        VIPPS_TIMEOUT_MS: String(vippsTimeoutMs),
      },
      'Payment provider ready',
    );
    api = await startProcess(
      'commerce-api (vipps)',
      ['apps/commerce-api/dist/main.js'],
      {
        PORT: String(apiPort),
        PUBLIC_URL: apiUrl,
        DATA_DIR: join(dataDir, 'pglite'),
        SEED_PRODUCTS: '120',
        STOREFRONT_ORIGIN: shopUrl,
        PAYMENT_PROVIDER_URL: providerUrl,
        PAYMENT_PROVIDER_SECRET: secret,
      },
      'GraphQL API ready',
    );
    storefront = await startProcess(
      'storefront (vipps)',
      ['apps/storefront/dist/main.js'],
      {
        NODE_ENV: 'production',
        PORT: String(shopPort),
        MAGENTO_GRAPHQL_URL: `${apiUrl}/graphql`,
        PAYMENT_PROVIDER_URL: providerUrl,
        STOREFRONT_QUERY_CACHE_SECONDS: '0',
      },
      'Agri Deler storefront',
    );
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    for (const child of [storefront, api, provider]) {
      child?.removeAllListeners('exit');
      child?.kill('SIGTERM');
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Asks commerce-api directly as the customer. */
  async function askAs<T>(query: string, variables: Record<string, unknown> = {}) {
    const tokenResponse = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'ad_nb_no' },
      body: JSON.stringify({
        query:
          'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        variables: { e: login.email, p: login.password },
      }),
    });
    const token = (
      (await tokenResponse.json()) as { data: { generateCustomerToken: { token: string } } }
    ).data.generateCustomerToken.token;
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        store: 'ad_nb_no',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
    return body.data;
  }

  const orderCount = async () =>
    (
      await askAs<{ customer: { orders: { total_count: number } } }>(
        '{ customer { orders { total_count } } }',
      )
    ).customer.orders.total_count;

  const cartLines = async () =>
    (await askAs<{ customerCart: { items: unknown[] } }>('{ customerCart { items { uid } } }'))
      .customerCart.items.length;

  /** Empties the customer's cart and puts one light part with plenty of stock in it. */
  async function prepareCart() {
    const { customerCart } = await askAs<{
      customerCart: { id: string; items: { uid: string }[] };
    }>('{ customerCart { id items { uid } } }');
    for (const item of customerCart.items) {
      await askAs(
        'mutation ($c: String!, $u: ID!) { removeItemFromCart(input: { cart_id: $c, cart_item_uid: $u }) { cart { id } } }',
        { c: customerCart.id, u: item.uid },
      );
    }
    const { products } = await askAs<{
      products: {
        items: {
          __typename: string;
          sku: string;
          stock_status: string;
          only_x_left_in_stock: number | null;
          weight?: number | null;
        }[];
      };
    }>(
      '{ products(filter: { price: { from: "1" } }, pageSize: 100) { items { __typename sku stock_status only_x_left_in_stock ... on SimpleProduct { weight } } } }',
    );
    const part = products.items.find(
      (item) =>
        item.__typename === 'SimpleProduct' &&
        item.stock_status === 'IN_STOCK' &&
        item.only_x_left_in_stock === null &&
        (item.weight ?? 0) <= 35,
    );
    if (!part) throw new Error('no light part in stock');
    await askAs(
      'mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
      { c: customerCart.id, s: part.sku },
    );
  }

  /** A signed-in checkout at the payment step with Vipps chosen. */
  async function checkoutWithVipps(viewport?: { width: number; height: number }) {
    await prepareCart();
    const context: BrowserContext = await browser.newContext(viewport ? { viewport } : {});
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${shopUrl}/checkout`);
    await page.waitForURL(/\/checkout\/konto$/);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: 'Har du en konto?' });
    await form.getByLabel('E-post').fill(login.email);
    await form.getByLabel('Passord', { exact: true }).fill(login.password);
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForURL(/\/checkout\/bestilling$/);
    const parcel = page.getByRole('radio', { name: /Pakke til hentested/ });
    await parcel.click();
    await expect.poll(() => parcel.isChecked(), { timeout: 10_000 }).toBe(true);
    const vipps = page.getByRole('radio', { name: /^Vipps/ });
    await vipps.click();
    await expect.poll(() => vipps.isChecked(), { timeout: 10_000 }).toBe(true);
    return { page, context, errors };
  }

  const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Mobilnummer for Vipps' });
  const atVipps = (page: Page) =>
    page.waitForURL((url) => url.href.startsWith(`${providerUrl}/vipps/`), { timeout: 20_000 });

  it('approve, on a desktop and by keyboard: a wrong number is said, the app page shows the amount, and the thank-you page says Vipps', async () => {
    const before = await orderCount();
    const { page, context, errors } = await checkoutWithVipps();
    // The customer's own mobile is there to start with.
    expect(await phoneField(page).inputValue()).toBe('912 34 567');
    await phoneField(page).fill('22 33 44 55');
    await phoneField(page).press('Enter');
    await page
      .getByText('Skriv et norsk mobilnummer: 8 siffer som begynner på 4 eller 9.')
      .waitFor();
    expect(await phoneField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);

    await phoneField(page).fill('+47 412 34 567');
    await phoneField(page).press('Enter');
    await atVipps(page);
    await page.getByRole('heading', { name: 'Bekreft betalingen' }).waitFor();
    const app = await page.locator('main').innerText();
    expect(app).toContain('Agri Deler');
    expect(app).toContain('412 34 567');
    expect(app).toMatch(/\d+,\d{2}\s*kr/);
    expect(await accessibilityViolations(page, 'body')).toEqual([]);
    await page.getByRole('button', { name: 'Godkjenn' }).focus();
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 30_000 });
    await page.getByText('Vipps', { exact: true }).first().waitFor();
    expect(await orderCount()).toBe(before + 1);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cancel, on a 390 px phone: back at the order step with «Betalingen ble avbrutt i Vipps.», the cart kept', async () => {
    const before = await orderCount();
    const { page, context } = await checkoutWithVipps(phone);
    await page.getByRole('button', { name: 'Betal med Vipps' }).click();
    await atVipps(page);
    const widths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.content).toBeLessThanOrEqual(widths.view);
    await page.getByRole('button', { name: 'Avbryt' }).click();

    await page.waitForURL(/\/checkout\/bestilling\?vipps=avbrutt$/, { timeout: 30_000 });
    await page.getByRole('alert').getByText('Betalingen ble avbrutt i Vipps.').waitFor();
    expect(await phoneField(page).isVisible()).toBe(true);
    expect(await orderCount()).toBe(before);
    expect(await cartLines()).toBe(1);
    const shopWidths = await page.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(shopWidths.content).toBeLessThanOrEqual(shopWidths.view);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await context.close();
  });

  it(
    'timeout: the app page lets go when the time is up, the order step says so, and Vipps again pays',
    async () => {
      const before = await orderCount();
      const { page, context } = await checkoutWithVipps();
      await page.getByRole('button', { name: 'Betal med Vipps' }).click();
      await atVipps(page);
      await page.waitForURL(/\/checkout\/bestilling\?vipps=utlopt$/, {
        timeout: vippsTimeoutMs + 30_000,
      });
      await page
        .getByRole('alert')
        .getByText('Vipps-betalingen gikk ut på tid. Prøv igjen.')
        .waitFor();
      expect(await orderCount()).toBe(before);
      expect(await cartLines()).toBe(1);

      await page.getByRole('button', { name: 'Betal med Vipps' }).click();
      await atVipps(page);
      await page.getByRole('button', { name: 'Godkjenn' }).click();
      await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 30_000 });
      expect(await orderCount()).toBe(before + 1);
      await context.close();
    },
    vippsTimeoutMs + 90_000,
  );
});
