import type { ChildProcess } from 'node:child_process';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { freePort, startProcess } from './globalSetup';

/** The container configured for this journey's storefront. */
const containerId = 'GTM-E2ETEST';

const consentDefaults = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
};

/** `window.dataLayer`, with gtag's `arguments` objects as arrays. */
function readDataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    (((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []) as unknown[]).map(
      (entry) =>
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? Array.from(entry as ArrayLike<unknown>)
          : entry,
    ),
  );
}

type Entry = { event?: string } & Record<string, unknown>;

/** The data layer's entries of one event. */
async function eventsNamed(page: Page, name: string): Promise<Entry[]> {
  return (await readDataLayer(page)).filter(
    (entry): entry is Entry =>
      typeof entry === 'object' && entry !== null && (entry as Entry).event === name,
  );
}

/** Answers the tag manager's script with an empty one (no internet here) and counts the asks. */
async function fakeTagManager(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requested;
}

/** The business demo customer with approved credit (pays by invoice). */
const business = { email: 'innkjop@haugen-gard.example.no', password: 'Gardsdrift-2024' };

/** Asks commerce-api as a customer. */
async function askAs<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${inject('apiUrl')}/graphql`, {
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

/** Empties the business customer's cart at commerce-api and puts one `sku` in it. */
async function prepareBusinessCart(sku: string): Promise<void> {
  const { generateCustomerToken } = await ask<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    business,
  );
  const token = generateCustomerToken.token;
  const { customerCart } = await askAs<{ customerCart: { id: string; items: { uid: string }[] } }>(
    token,
    '{ customerCart { id items { uid } } }',
  );
  for (const item of customerCart.items) {
    await askAs(
      token,
      'mutation ($cart: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $cart, cart_item_uid: $uid }) { cart { id } } }',
      { cart: customerCart.id, uid: item.uid },
    );
  }
  await askAs(
    token,
    'mutation ($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
    { cart: customerCart.id, sku },
  );
}

describe.skipIf(!browserAvailable)('analytics and consent in the browser', () => {
  let browser: Browser;
  let storefront: ChildProcess;
  let shopUrl: string;
  let product: { sku: string; name: string; url: string };

  beforeAll(async () => {
    // A storefront of its own with a tag manager configured; the shared one has none.
    const port = await freePort();
    shopUrl = `http://127.0.0.1:${port}`;
    storefront = await startProcess(
      'storefront (tag manager)',
      ['apps/storefront/dist/main.js'],
      {
        NODE_ENV: 'production',
        PORT: String(port),
        MAGENTO_GRAPHQL_URL: `${inject('apiUrl')}/graphql`,
        GTM_CONTAINER_ID: containerId,
      },
      'Agri Deler storefront',
    );
    browser = await launchBrowser();
    const { products } = await ask<{
      products: {
        items: {
          __typename: string;
          sku: string;
          name: string;
          url_key: string;
          url_suffix: string;
          stock_status: string;
          only_x_left_in_stock: number | null;
        }[];
      };
    }>(
      '{ products(filter: { price: { from: "0" } }, pageSize: 100) { items { __typename sku name url_key url_suffix stock_status only_x_left_in_stock } } }',
    );
    const simple = products.items.find(
      (item) =>
        item.__typename === 'SimpleProduct' &&
        item.stock_status === 'IN_STOCK' &&
        item.only_x_left_in_stock === null,
    );
    if (!simple) throw new Error('The seeded catalogue has no simple product in stock.');
    product = { sku: simple.sku, name: simple.name, url: `/${simple.url_key}${simple.url_suffix}` };
  });

  afterAll(async () => {
    await browser?.close();
    if (storefront) {
      storefront.removeAllListeners('exit');
      storefront.kill('SIGTERM');
    }
  });

  it('puts the consent defaults first, loads the configured container and pushes a page view after each route change', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const requested = await fakeTagManager(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(shopUrl);
    await waitForHydration(page);

    const layer = await readDataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', consentDefaults]);
    expect(layer[1]).toMatchObject({ event: 'gtm.js' });
    expect(requested).toEqual([`https://www.googletagmanager.com/gtm.js?id=${containerId}`]);
    await expect
      .poll(() => eventsNamed(page, 'page_view'))
      .toEqual([expect.objectContaining({ page_path: '/', page_location: `${shopUrl}/` })]);

    // A route change in the app (no full load): one more page view, of the new page.
    await page.getByRole('button', { name: 'Godta alle' }).click();
    await page.locator('main .cms-content a[href="/kontakt-oss"]').first().click();
    await page.waitForURL(`${shopUrl}/kontakt-oss`);
    await expect
      .poll(async () => (await eventsNamed(page, 'page_view')).map((entry) => entry.page_path))
      .toEqual(['/', '/kontakt-oss']);
    expect((await eventsNamed(page, 'page_view'))[1]?.page_title).toContain('Kontakt');
    // Consent defaults are still the first entry after the navigation.
    expect((await readDataLayer(page))[0]).toEqual(['consent', 'default', consentDefaults]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('records "accept all": a consent update, the cookie for 365 days, no banner after a reload; the footer link reopens it', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    await fakeTagManager(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(shopUrl);
    await waitForHydration(page);

    const banner = page.getByRole('dialog', { name: 'Informasjonskapsler' });
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Godta alle' }).click();
    await banner.waitFor({ state: 'detached' });

    const update = (await readDataLayer(page)).find(
      (entry) => Array.isArray(entry) && entry[1] === 'update',
    ) as [string, string, Record<string, string>];
    expect(update[0]).toBe('consent');
    expect(Object.values(update[2]).every((value) => value === 'granted')).toBe(true);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'vsf-consent')!;
    expect(JSON.parse(decodeURIComponent(cookie.value))).toMatchObject({
      version: 1,
      statistics: true,
      marketing: true,
    });
    const days = (cookie.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('dialog', { name: 'Informasjonskapsler' }).count()).toBe(0);
    // The recorded choice reaches the data layer right after the defaults, before the container.
    const layer = await readDataLayer(page);
    expect(layer[0]).toEqual(['consent', 'default', consentDefaults]);
    expect(layer[1]).toEqual(['consent', 'update', update[2]]);

    // The footer link opens the banner on the categories; only necessary → everything denied.
    await page.getByRole('button', { name: 'Informasjonskapsler' }).click();
    await banner.waitFor();
    await banner.getByRole('checkbox', { name: 'Markedsføring' }).uncheck();
    await banner.getByRole('checkbox', { name: 'Statistikk' }).uncheck();
    await banner.getByRole('button', { name: 'Lagre valgene' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await readDataLayer(page)).at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('keeps everything on a phone reachable above the banner', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 700 } });
    await fakeTagManager(context);
    const page = await context.newPage();
    await page.goto(shopUrl);
    await waitForHydration(page);
    const banner = page.getByRole('dialog', { name: 'Informasjonskapsler' });
    await banner.waitFor();

    // Scrolled to the very bottom, the page's last content sits above the sheet, not under it
    // (the page makes room for the sheet once it has measured it, just after it appears).
    const footerGap = async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBottom = await page
        .locator('.ap-footer')
        .evaluate((footer) => footer.getBoundingClientRect().bottom);
      const bannerTop = await banner.evaluate((sheet) => sheet.getBoundingClientRect().top);
      return footerBottom - bannerTop;
    };
    await expect.poll(footerGap).toBeLessThanOrEqual(1);
    // Focus is not trapped: Tab from the banner's last button leaves it.
    await banner.getByRole('button', { name: 'Velg selv' }).focus();
    await page.keyboard.press('Tab');
    expect(await banner.evaluate((sheet) => sheet.contains(document.activeElement))).toBe(false);
    await context.close();
  });

  it('pushes view_item on a product page and add_to_cart after adding it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await fakeTagManager(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${shopUrl}${product.url}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Godta alle' }).click();

    const [viewItem] = await eventsNamed(page, 'view_item');
    expect(viewItem?.ecommerce).toMatchObject({
      currency: 'NOK',
      items: [{ item_id: product.sku, item_name: product.name, quantity: 1 }],
    });
    expect((viewItem?.ecommerce as { value: number }).value).toBeGreaterThan(0);

    await page
      .locator('.product-purchase')
      .getByRole('button', { name: 'Legg i handlekurv' })
      .click();
    await expect
      .poll(() => eventsNamed(page, 'add_to_cart'), { timeout: 10_000 })
      .toEqual([
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'NOK',
            value: expect.any(Number),
            items: [
              {
                item_id: product.sku,
                item_name: product.name,
                price: expect.any(Number),
                quantity: 1,
              },
            ],
          },
        },
      ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pushes purchase once when a business customer places an order by invoice, and not again after a reload of the thank-you page', async () => {
    await prepareBusinessCart(product.sku);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await fakeTagManager(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${shopUrl}/checkout`);
    await page.waitForURL(/\/checkout\/konto$/);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Godta alle' }).click();
    const form = page.getByRole('region', { name: 'Har du en konto?' });
    await form.getByLabel('E-post').fill(business.email);
    await form.getByLabel('Passord', { exact: true }).fill(business.password);
    await form.getByRole('button', { name: 'Logg inn' }).click();
    await page.waitForURL(/\/checkout\/bestilling$/);
    const parcel = page.getByRole('radio', { name: /Pakke til hentested/ });
    await parcel.click();
    await expect.poll(() => parcel.isChecked(), { timeout: 10_000 }).toBe(true);
    const invoice = page.getByRole('radio', { name: /Faktura/ });
    await invoice.click();
    await expect.poll(() => invoice.isChecked(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Fullfør bestillingen' }).click();
    await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });
    const number = new URL(page.url()).searchParams.get('order');

    const purchases = await eventsNamed(page, 'purchase');
    expect(purchases).toHaveLength(1);
    const ecommerce = purchases[0]!.ecommerce as Record<string, unknown>;
    expect(ecommerce).toMatchObject({
      transaction_id: number,
      currency: 'NOK',
      shipping: expect.any(Number),
      tax: expect.any(Number),
      items: [expect.objectContaining({ item_id: product.sku, quantity: 1 })],
    });
    expect(ecommerce.value as number).toBeGreaterThan(0);
    expect(ecommerce.tax as number).toBeGreaterThan(0);

    // A reload of the thank-you page does not count the order again.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
    expect(await eventsNamed(page, 'purchase')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('sends nothing to a tag manager and shows no banner when none is configured', async () => {
    const context = await browser.newContext();
    const requested = await fakeTagManager(context);
    const page = await context.newPage();
    await page.goto(inject('storefrontUrl'));
    await waitForHydration(page);

    expect((await readDataLayer(page))[0]).toEqual(['consent', 'default', consentDefaults]);
    await expect.poll(async () => (await eventsNamed(page, 'page_view')).length).toBe(1);
    expect(requested).toEqual([]);
    expect(await page.getByRole('dialog', { name: 'Informasjonskapsler' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Informasjonskapsler' }).count()).toBe(0);
    await context.close();
  });
});
