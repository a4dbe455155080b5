import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { browserAvailable, launchBrowser, waitForHydration } from './browser';
import { startFaultProxy, type FaultProxy } from './faultProxy';
import { freePort, startProcess } from './globalSetup';

/**
 * Card payments through the payment provider's hosted form (issue 21, finding 8), on a shop of
 * its own: the provider (behind a fault proxy, to take it down), commerce-api (behind a proxy that
 * records every call the storefront server makes) and the storefront. Every request the browser
 * sends to the storefront is recorded too; none of them, and none of the server's calls to the
 * API, may hold a card number.
 */

const login = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };
const cards = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const;
const phone = { width: 390, height: 844 };
const frameTitle = 'Kortskjema fra betalingsleverandøren';

describe.skipIf(!browserAvailable)('paying by card through the provider’s hosted form', () => {
  let browser: Browser;
  let provider: ChildProcess;
  let api: ChildProcess;
  let storefront: ChildProcess;
  let providerProxy: FaultProxy;
  let apiProxy: FaultProxy;
  let shopUrl: string;
  let apiUrl: string;
  let dataDir: string;
  /** Every request the browser sent to the storefront: method, URL and body. */
  const browserRequests: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'agri-pay-e2e-'));
    const [providerPort, apiPort, shopPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
    ]);
    shopUrl = `http://127.0.0.1:${shopPort}`;
    apiUrl = `http://127.0.0.1:${apiPort}`;
    const secret = randomBytes(16).toString('hex');
    provider = await startProcess(
      'payment-provider',
      ['apps/payment-provider/dist/main.js'],
      { PORT: String(providerPort), STOREFRONT_ORIGIN: shopUrl, PAYMENT_PROVIDER_SECRET: secret },
      'Payment provider ready',
    );
    // The provider's origin, as the shop and the browser know it, is this proxy's.
    providerProxy = await startFaultProxy(`http://127.0.0.1:${providerPort}`);
    api = await startProcess(
      'commerce-api (payments)',
      ['apps/commerce-api/dist/main.js'],
      {
        PORT: String(apiPort),
        PUBLIC_URL: apiUrl,
        DATA_DIR: join(dataDir, 'pglite'),
        SEED_PRODUCTS: '120',
        STOREFRONT_ORIGIN: shopUrl,
        PAYMENT_PROVIDER_URL: providerProxy.url,
        PAYMENT_PROVIDER_SECRET: secret,
      },
      'GraphQL API ready',
    );
    apiProxy = await startFaultProxy(apiUrl);
    storefront = await startProcess(
      'storefront (payments)',
      ['apps/storefront/dist/main.js'],
      {
        NODE_ENV: 'production',
        PORT: String(shopPort),
        MAGENTO_GRAPHQL_URL: `${apiProxy.url}/graphql`,
        PAYMENT_PROVIDER_URL: providerProxy.url,
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
    await Promise.all([providerProxy?.close(), apiProxy?.close()]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** Asks commerce-api directly as the customer. */
  async function askAs<T>(query: string, variables: Record<string, unknown> = {}) {
    const token = await customerToken();
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

  async function customerToken(): Promise<string> {
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'ad_nb_no' },
      body: JSON.stringify({
        query:
          'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
        variables: { e: login.email, p: login.password },
      }),
    });
    return ((await response.json()) as { data: { generateCustomerToken: { token: string } } }).data
      .generateCustomerToken.token;
  }

  const orderCount = async () =>
    (
      await askAs<{ customer: { orders: { total_count: number } } }>(
        '{ customer { orders { total_count } } }',
      )
    ).customer.orders.total_count;

  const cartLines = async () =>
    (
      await askAs<{ customerCart: { items: { quantity: number }[] } }>(
        '{ customerCart { items { quantity } } }',
      )
    ).customerCart.items.length;

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
    const { addProductsToCart } = await askAs<{
      addProductsToCart: { user_errors: { message: string }[] };
    }>(
      'mutation ($c: String!, $s: String!) { addProductsToCart(cartId: $c, cartItems: [{ sku: $s, quantity: 1 }]) { user_errors { message } } }',
      { c: customerCart.id, s: part.sku },
    );
    expect(addProductsToCart.user_errors).toEqual([]);
  }

  /** A signed-in checkout at the payment step, card chosen, the provider's form showing. */
  async function checkoutWithCard(viewport?: { width: number; height: number }) {
    await prepareCart();
    expect(await cartLines()).toBe(1);
    const context: BrowserContext = await browser.newContext(viewport ? { viewport } : {});
    const page = await context.newPage();
    page.on('request', (request) => {
      if (request.url().startsWith(shopUrl)) {
        browserRequests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`);
      }
    });
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
    const card = page.getByRole('radio', { name: /^Kort/ });
    await card.click();
    await expect.poll(() => card.isChecked(), { timeout: 10_000 }).toBe(true);
    return { page, context };
  }

  const cardForm = (page: Page) => page.frameLocator(`iframe[title="${frameTitle}"]`);

  async function typeCard(page: Page, number: string) {
    const form = cardForm(page);
    await form.getByLabel('Kortnummer').fill(number);
    await form.getByLabel('Utløpsdato').fill('12/39');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Bekreft kort' }).click();
  }

  const confirmed = (page: Page, number: string) =>
    page.getByText(`som slutter på ${number.slice(-4)} er klart til betaling`).waitFor();

  const placeOrder = (page: Page) =>
    page.getByRole('button', { name: 'Fullfør bestillingen' }).click();

  it('approve: the card goes into the provider’s form, the shop gets a token and places the order', async () => {
    const before = await orderCount();
    const { page, context } = await checkoutWithCard();
    // A wrong field is said inside the form, tied to its input.
    const form = cardForm(page);
    await form.getByLabel('Kortnummer').fill('4242 4242 4242 4241');
    await form.getByLabel('Utløpsdato').fill('12/39');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Bekreft kort' }).click();
    await form.getByRole('alert').getByText('Kortnummeret er ikke gyldig').waitFor();
    expect(await form.getByLabel('Kortnummer').getAttribute('aria-invalid')).toBe('true');

    await typeCard(page, cards.approve);
    await confirmed(page, cards.approve);
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });
    expect(await orderCount()).toBe(before + 1);
    await context.close();
  });

  it('decline: the issuer says no, the cart is kept, and another card pays', async () => {
    const before = await orderCount();
    const { page, context } = await checkoutWithCard();
    await typeCard(page, cards.decline);
    await confirmed(page, cards.decline);
    await placeOrder(page);
    await page.getByText('Betalingen ble avvist').waitFor();
    expect(await orderCount()).toBe(before);
    expect(await cartLines()).toBe(1);

    await page.getByRole('button', { name: 'Bruk et annet kort' }).click();
    await typeCard(page, cards.approve);
    await confirmed(page, cards.approve);
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });
    expect(await orderCount()).toBe(before + 1);
    await context.close();
  });

  it('challenge, on a 390 px phone: the form fits, the bank’s confirmation is asked, «Avvis» stops it and «Godkjenn» pays', async () => {
    const before = await orderCount();
    const { page, context } = await checkoutWithCard(phone);
    const frame = page.locator(`iframe[title="${frameTitle}"]`);
    await cardForm(page).getByLabel('Kortnummer').waitFor();
    const box = await frame.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= phone.width).toBe(true);
    // The form itself needs no sideways scrolling inside its frame.
    const form = await (await frame.elementHandle())?.contentFrame();
    const widths = await form?.evaluate(() => ({
      content: document.documentElement.scrollWidth,
      frame: window.innerWidth,
    }));
    expect(widths && widths.content <= widths.frame).toBe(true);

    await typeCard(page, cards.challenge);
    await cardForm(page).getByRole('heading', { name: 'Bekreft betalingen' }).waitFor();
    await cardForm(page).getByRole('button', { name: 'Avvis' }).click();
    await cardForm(page).getByText('Betalingen ble ikke bekreftet i banken').waitFor();

    await typeCard(page, cards.challenge);
    await cardForm(page).getByRole('button', { name: 'Godkjenn' }).click();
    await confirmed(page, cards.challenge);
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });
    expect(await orderCount()).toBe(before + 1);
    await context.close();
  });

  it('provider down: placing the order is refused clearly with nothing lost, and goes through once it is back', async () => {
    const before = await orderCount();
    const { page, context } = await checkoutWithCard();
    await typeCard(page, cards.approve);
    await confirmed(page, cards.approve);

    await providerProxy.refuse();
    try {
      await placeOrder(page);
      await page.getByText('Betalingsleverandøren svarer ikke akkurat nå').waitFor();
      expect(await orderCount()).toBe(before);
      expect(await cartLines()).toBe(1);

      // The form cannot load while the provider is down: the shopper is told so.
      await page.getByRole('button', { name: 'Bruk et annet kort' }).click();
      await page
        .getByRole('alert')
        .getByText('Kortbetaling er ikke tilgjengelig akkurat nå')
        .waitFor({ timeout: 20_000 });
    } finally {
      await providerProxy.accept();
    }
    await page.getByRole('button', { name: 'Prøv igjen' }).click();
    await typeCard(page, cards.approve);
    await confirmed(page, cards.approve);
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });
    expect(await orderCount()).toBe(before + 1);
    await context.close();
  });

  it('no card number ever reached the storefront or commerce-api: only the provider saw it', () => {
    const decoded = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return text;
      }
    };
    const digitsOf = (text: string) => `${text} ${decoded(text)}`.replace(/[\s+-]|%20/g, '');
    const numbers = Object.values(cards).map((number) => number.replace(/\s/g, ''));
    const toShop = browserRequests.map(digitsOf);
    const toApi = apiProxy.seen.map((request) => digitsOf(`${request.url} ${request.body}`));
    const toProvider = providerProxy.seen.map((request) => digitsOf(request.body));
    // The recordings hold the journeys: checkout requests to the shop, checkout calls to the API.
    expect(toShop.some((request) => request.includes('/checkout/bestilling'))).toBe(true);
    expect(toApi.some((request) => request.includes('placeOrder'))).toBe(true);
    for (const number of numbers) {
      expect(toShop.filter((request) => request.includes(number))).toEqual([]);
      expect(toApi.filter((request) => request.includes(number))).toEqual([]);
      // Where the card does go, the same recording finds it.
      expect(toProvider.some((request) => request.includes(number))).toBe(true);
    }
  });
});
