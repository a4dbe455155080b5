import { readFile } from 'node:fs/promises';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

/** Haugen Gård pays by invoice, billed to its default address: a manual needs nothing more. */
const buyer = { email: 'innkjop@haugen-gard.example.no', password: 'Gardsdrift-2024' };
const other = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };
const phone = { viewport: { width: 390, height: 844 }, acceptDownloads: true };

async function askAs<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
  return body.data;
}

/** Puts one PDF manual, and nothing else, in the customer's cart at commerce-api. */
async function cartWithManual(sku: string) {
  const { generateCustomerToken } = await ask<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    buyer,
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
    'mutation ($cart: String!, $sku: String!) { addDownloadableProductsToCart(input: { cart_id: $cart, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } } }',
    { cart: customerCart.id, sku },
  );
}

/** Logs in with the form in `form` (the checkout's "Har du en konto?", the login page's main). */
async function logIn(
  page: Page,
  login: { email: string; password: string },
  form = page.getByRole('main'),
) {
  await waitForHydration(page);
  await form.getByLabel('E-post').fill(login.email);
  await form.getByLabel('Passord', { exact: true }).fill(login.password);
  await form.getByRole('button', { name: 'Logg inn' }).click();
}

/** Clicks a download link and gives the file's name and first bytes. */
async function download(page: Page, linkName: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).first().click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), head: (await readFile(path)).subarray(0, 8).toString() };
}

describe.skipIf(!browserAvailable)('buying a PDF manual on a phone', () => {
  let browser: Browser;
  let manual: { sku: string; name: string; links: { title: string }[] };
  let context: BrowserContext;
  let downloadHref = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    const { products } = await ask<{
      products: { items: (typeof manual & { __typename: string })[] };
    }>(
      '{ products(search: "Verkstedhåndbok", pageSize: 50) { items { __typename sku name ... on DownloadableProduct { links: downloadable_product_links { title } } } } }',
    );
    const found = products.items.find((item) => item.__typename === 'DownloadableProduct');
    if (!found) throw new Error('No PDF manual in the seeded catalogue');
    manual = found;
    await cartWithManual(manual.sku);
    context = await browser.newContext(phone);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('downloads the manual from the thank-you page right after ordering', async () => {
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/checkout`);
    await page.waitForURL(/\/checkout\/konto$/);
    await logIn(page, buyer, page.getByRole('region', { name: 'Har du en konto?' }));
    await page.waitForURL(/\/checkout\/bestilling$/);
    const invoice = page.getByRole('radio', { name: /Faktura/ });
    await invoice.click();
    await expect.poll(() => invoice.isChecked(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Fullfør bestillingen' }).click();
    await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });

    const title = manual.links[0]!.title;
    const downloads = page.getByRole('region', { name: 'Nedlastinger' });
    await downloads.waitFor();
    expect(await downloads.getByRole('link').allInnerTexts()).toEqual(
      manual.links.map((link) => `Last ned ${link.title}`),
    );
    downloadHref = (await downloads.getByRole('link').first().getAttribute('href')) ?? '';
    expect(downloadHref).toMatch(/^\/downloads\/[\w.-]+$/);
    const file = await download(page, `Last ned ${title}`);
    expect(file.name).toMatch(/\.pdf$/);
    expect(file.head).toBe('%PDF-1.4');
    // The phone's width holds the page: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  }, 60_000);

  it('finds the manual again under Mine nedlastinger in the account and downloads it there', async () => {
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/customer/my-profile`);
    const navigationLink = page.getByRole('link', { name: 'Mine nedlastinger' }).first();
    expect(await navigationLink.getAttribute('href')).toBe('/customer/downloads');
    await page.goto(`${storefrontUrl}/customer/downloads`);
    await page.getByRole('heading', { level: 1, name: 'Mine nedlastinger' }).waitFor();
    await page.getByText(`${manual.name} – ordre`).first().waitFor();
    const file = await download(page, `Last ned ${manual.links[0]!.title}`);
    expect(file).toEqual({ name: expect.stringMatching(/\.pdf$/), head: '%PDF-1.4' });
  });

  it('asks a visitor without a session to log in first, then hands over the file', async () => {
    const guest = await browser.newContext(phone);
    const page = await guest.newPage();
    await page.goto(`${storefrontUrl}${downloadHref}`);
    await page.waitForURL(/\/customer\/login\?redirectTo=%2Fdownloads%2F/);
    const [file] = await Promise.all([page.waitForEvent('download'), logIn(page, buyer)]);
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    await guest.close();
  });

  it('refuses the link to another customer and says why, without the file', async () => {
    const stranger = await browser.newContext(phone);
    const page = await stranger.newPage();
    await page.goto(`${storefrontUrl}/customer/login`);
    await logIn(page, other);
    await page.waitForURL((url) => !url.pathname.startsWith('/customer/login'));
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.goto(`${storefrontUrl}${downloadHref}`);
    await page.waitForURL(/\/customer\/downloads\?lenke=not-yours$/);
    await page.getByRole('alert').filter({ hasText: 'hører til en annen kunde' }).waitFor();
    expect(await page.getByRole('link', { name: /Last ned/ }).count()).toBe(0);
    expect(downloaded).toBe(false);
    await stranger.close();
  });
});
