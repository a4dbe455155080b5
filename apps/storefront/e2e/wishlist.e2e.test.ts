import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { logIn } from './logIn';

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

interface ApiProduct {
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string;
}

/** Simple parts in free stock (no "only x left"), as commerce-api holds them. */
async function partsInStock(count: number): Promise<ApiProduct[]> {
  const { products } = await ask<{
    products: {
      items: (ApiProduct & {
        __typename: string;
        stock_status: string;
        only_x_left_in_stock: number | null;
      })[];
    };
  }>(
    `{ products(filter: { price: { from: "0" } }, pageSize: 100) { items {
      __typename sku name url_key url_suffix stock_status only_x_left_in_stock } } }`,
  );
  const parts = products.items.filter(
    (product) =>
      product.__typename === 'SimpleProduct' &&
      product.stock_status === 'IN_STOCK' &&
      product.only_x_left_in_stock === null,
  );
  // Away from the first ones, which other journeys put in their carts.
  const chosen = parts.slice(-count);
  if (chosen.length < count) throw new Error('The seeded catalogue has too few parts in stock.');
  return chosen;
}

/** A new customer, registered at commerce-api, so journeys do not share a wishlist. */
async function registerCustomer() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = {
    firstname: 'Ingrid',
    lastname: 'Ønskeland',
    email: `ingrid.wishlist.${id}@example.no`,
    password: 'Hoyonna-2026',
  };
  await ask(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: customer },
  );
  return customer;
}

/** Asks commerce-api as the customer (their own token), to compare the page with the account. */
async function askAs<T>(customer: { email: string; password: string }, query: string): Promise<T> {
  const { generateCustomerToken } = await ask<{ generateCustomerToken: { token: string } }>(
    `mutation ($email: String!, $password: String!) {
      generateCustomerToken(email: $email, password: $password) { token } }`,
    customer,
  );
  const response = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'ad_nb_no',
      authorization: `Bearer ${generateCustomerToken.token}`,
    },
    body: JSON.stringify({ query }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The SKUs on the customer's wishlist in the account. */
async function accountWishlistSkus(customer: { email: string; password: string }) {
  const data = await askAs<{
    customer: { wishlists: { items_v2: { items: { product: { sku: string } }[] } }[] };
  }>(customer, '{ customer { wishlists { items_v2 { items { product { sku } } } } } }');
  return data.customer.wishlists.flatMap((list) =>
    list.items_v2.items.map((item) => item.product.sku),
  );
}

/** The SKUs in the customer's cart in the account. */
async function accountCartSkus(customer: { email: string; password: string }) {
  const data = await askAs<{ customerCart: { items: { product: { sku: string } }[] } }>(
    customer,
    '{ customerCart { items { product { sku } } } }',
  );
  return data.customerCart.items.map((item) => item.product.sku);
}

/** The names of the items on the wishlist page. */
function listedNames(page: Page): Promise<string[]> {
  return page
    .locator('main .ap-wishlist-item__title')
    .evaluateAll((titles) => titles.map((title) => title.textContent ?? ''));
}

/** The shop's header (the wishlist page has a header of its own). */
const siteHeader = (page: Page) => page.locator('header.ap-header');

/** The header's wishlist link. */
const headerWishlist = (page: Page) => siteHeader(page).locator('[data-action="heart"]');

/** Logs out through the account menu's form, staying on the page. */
async function logOut(page: Page) {
  const logout = siteHeader(page).getByRole('button', { name: 'Logg ut' });
  if (!(await logout.isVisible())) {
    await siteHeader(page).getByText('Min konto', { exact: true }).click();
  }
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/customer/logout'),
    logout.click(),
  ]);
}

describe.skipIf(!browserAvailable)('the wishlist', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('as a guest: heart, count, kept over a reload, grid and list; moved into the account at login; to the cart; gone at logout', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const [first, second] = (await partsInStock(2)) as [ApiProduct, ApiProduct];

    // A guest hearts two parts on their product pages; the header counts them.
    for (const [index, part] of [first, second].entries()) {
      await page.goto(`${storefrontUrl}/${part.url_key}${part.url_suffix}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Legg i ønskelisten' }).click();
      await page.getByRole('button', { name: 'Lagt i ønskelisten', pressed: true }).waitFor();
      await expect
        .poll(() => headerWishlist(page).getAttribute('aria-label'))
        .toBe(index === 0 ? 'Ønskeliste, 1 vare' : 'Ønskeliste, 2 varer');
    }
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'vsf-wishlist')?.value).toMatch(/^\w{32}$/);

    // The list survives a reload (its sharing code is in the cookie).
    await page.reload();
    await waitForHydration(page);
    await expect
      .poll(() => headerWishlist(page).getAttribute('aria-label'))
      .toBe('Ønskeliste, 2 varer');
    await page.getByRole('button', { name: 'Lagt i ønskelisten', pressed: true }).waitFor();

    // The header opens the wishlist sidebar with both parts.
    await headerWishlist(page).click();
    const sidebar = page.getByRole('dialog', { name: 'Ønskeliste' });
    await sidebar.getByRole('article', { name: first.name }).waitFor();
    await sidebar.getByRole('article', { name: second.name }).waitFor();
    expect(page.url()).not.toContain('/onskeliste');

    // The page: the sidebar's link, in a grid, then a list remembered over a reload.
    await Promise.all([
      page.waitForURL(`${storefrontUrl}/onskeliste`),
      sidebar.getByRole('link', { name: 'Se hele ønskelisten' }).click(),
    ]);
    await expect.poll(() => listedNames(page)).toEqual([first.name, second.name]);
    await expect(sidebar.isVisible()).resolves.toBe(false);
    expect(
      await page
        .locator('main')
        .getByRole('article', { name: first.name })
        .locator('time')
        .textContent(),
    ).toMatch(/^Lagt til \d{1,2}\. \p{L}+ \d{4}$/u);
    const grid = page.locator('main .ap-wishlist-grid');
    expect(await grid.getAttribute('data-layout')).toBe('grid');
    await page.getByRole('button', { name: 'Liste' }).click();
    expect(await grid.getAttribute('data-layout')).toBe('list');
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('main .ap-wishlist-grid').getAttribute('data-layout')).toBe('list');
    await expect.poll(() => listedNames(page)).toEqual([first.name, second.name]);
    const html = await (
      await fetch(`${storefrontUrl}/onskeliste`, { headers: { cookie: 'wishlist-view=list' } })
    ).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('data-layout="list"');

    // A fresh customer logs in: the guest's parts move into the account, the cookie goes.
    const customer = await registerCustomer();
    await logIn(page, customer, '/onskeliste');
    await waitForHydration(page);
    await expect
      .poll(() => accountWishlistSkus(customer))
      .toEqual(expect.arrayContaining([first.sku, second.sku]));
    await expect.poll(() => listedNames(page)).toEqual([first.name, second.name]);
    expect((await context.cookies()).some((cookie) => cookie.name === 'vsf-wishlist')).toBe(false);
    // Each line says when it was added: the account list's Magento time, as Oslo's date.
    const added = page.locator('main').getByRole('article', { name: first.name }).locator('time');
    expect(await added.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await added.textContent()).toMatch(/^Lagt til \d{1,2}\. \p{L}+ \d{4}$/u);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => listedNames(page)).toEqual([first.name, second.name]);
    expect(await headerWishlist(page).getAttribute('aria-label')).toBe('Ønskeliste, 2 varer');

    // The first part goes to the cart: the notice, it leaves the list, the cart has it.
    await page
      .getByRole('article', { name: first.name })
      .getByRole('button', { name: 'Legg i handlekurv' })
      .click();
    await page.getByText(`Du la ${first.name} i handlekurven.`).waitFor();
    await expect.poll(() => listedNames(page)).toEqual([second.name]);
    expect(await accountWishlistSkus(customer)).toEqual([second.sku]);
    expect(await accountCartSkus(customer)).toContain(first.sku);

    // After a logout the wishlist no longer shows the customer's list; the account keeps it.
    await logOut(page);
    await siteHeader(page).getByRole('link', { name: 'Logg inn' }).waitFor();
    await page.getByText(/Ønskelisten din er tom/).waitFor();
    expect(await listedNames(page)).toEqual([]);
    expect(await headerWishlist(page).getAttribute('aria-label')).toBeNull();
    expect(await accountWishlistSkus(customer)).toEqual([second.sku]);

    expect(errors).toEqual([]);
    await context.close();
    // Five page loads, a login and a logout: more than the default 30 s on a busy machine.
  }, 90_000);
});
