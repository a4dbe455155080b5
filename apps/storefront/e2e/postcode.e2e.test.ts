import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ask } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { askAs, logInAtCheckout, tokenOf } from './checkoutShopper';
import { logIn } from './logIn';

/** A new customer, so the demo accounts' address books stay as seeded. */
async function registerCustomer() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = {
    firstname: 'Kari',
    lastname: 'Postnummer',
    email: `kari.postnr.${id}@example.no`,
    password: 'Grasslag-2026',
  };
  await ask(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: customer },
  );
  return customer;
}

const createPath = '/customer/addresses-details/create';

/** Puts one simple part in stock into the customer's (empty) cart at commerce-api. */
async function cartWithOnePart(token: string) {
  const { products } = await ask<{ products: { items: { __typename: string; sku: string }[] } }>(
    '{ products(search: "filter", pageSize: 40) { items { __typename sku stock_status ... on CustomizableProductInterface { options { required } } } } }',
  );
  const part = (
    products.items as {
      __typename: string;
      sku: string;
      stock_status?: string;
      options?: { required: boolean }[] | null;
    }[]
  ).find(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      !(item.options ?? []).some((option) => option.required),
  );
  if (!part) throw new Error('no simple part in stock to buy');
  const { customerCart } = await askAs<{ customerCart: { id: string } }>(
    token,
    '{ customerCart { id } }',
  );
  await askAs(
    token,
    'mutation ($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
    { cart: customerCart.id, sku: part.sku },
  );
}

describe.skipIf(!browserAvailable)('postcode → poststed in the address form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fills the town on a phone as four digits are typed, says so, and lets the shopper edit it', async () => {
    const customer = await registerCustomer();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, customer, createPath);
    await waitForHydration(page);

    const town = page.getByLabel('Poststed');
    await page.getByLabel('Postnummer').pressSequentially('231');
    expect(await town.inputValue()).toBe('');
    await page.getByLabel('Postnummer').pressSequentially('7');
    await expect.poll(() => town.inputValue()).toBe('HAMAR');
    await page.getByRole('status').getByText('Poststed fylt ut: HAMAR').waitFor();

    // Another postcode replaces a town the form filled itself…
    await page.getByLabel('Postnummer').fill('8001');
    await expect.poll(() => town.inputValue()).toBe('BODØ');
    // …but never one the shopper typed.
    await town.fill('Bodø sentrum');
    await page.getByLabel('Postnummer').fill('8006');
    await page.getByLabel('Telefon').click();
    expect(await town.inputValue()).toBe('Bodø sentrum');

    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('fills an empty town on the server when JavaScript does not run', async () => {
    const customer = await registerCustomer();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await logIn(page, customer, createPath, { javaScript: false });
    await page.getByLabel('Gateadresse').fill('Gardsvegen 3');
    await page.getByLabel('Postnummer').fill('2322');
    await page.getByLabel('Telefon').fill('91234567');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/customer/addresses-details'),
      page.getByRole('button', { name: 'Lagre adressen' }).click(),
    ]);
    await page.locator('.address-list article').getByText('RIDABU').waitFor();
    await context.close();
  }, 60_000);

  it('fills the town in the checkout delivery address on a phone', async () => {
    const customer = await registerCustomer();
    await cartWithOnePart(await tokenOf(customer));
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logInAtCheckout(page, customer);

    const shipping = page.getByRole('region', { name: 'Leveringsadresse' });
    const town = shipping.getByLabel('Poststed', { exact: true });
    await shipping.getByLabel('Postnummer', { exact: true }).pressSequentially('9008');
    await expect.poll(() => town.inputValue()).toBe('TROMSØ');
    await page.getByRole('status').getByText('Poststed fylt ut: TROMSØ').waitFor();
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
