import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask, everyProduct } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

interface ApiProduct {
  __typename: string;
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string;
  stock_status: string;
  only_x_left_in_stock: number | null;
  variants?: {
    attributes: { code: string; uid: string }[];
    product: { sku: string; stock_status: string };
  }[];
}

/** The seeded catalogue, page by page (the API gives at most 300 a page). */
async function catalogue(): Promise<ApiProduct[]> {
  const fields = `__typename sku name url_key url_suffix stock_status only_x_left_in_stock
    ... on ConfigurableProduct { variants { attributes { code uid } product { sku stock_status } } }`;
  return everyProduct<ApiProduct>(fields);
}

/** Asks commerce-api as a signed-in customer. */
async function askAs<T>(
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
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

/**
 * A new customer, registered straight at commerce-api, who already has a cart holding `sku`
 * (so this journey does not touch the demo accounts or other journeys' customers).
 */
async function customerWithCart(sku: string) {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = {
    firstname: 'Kari',
    lastname: 'Handlekurv',
    email: `kari.cart.${id}@example.no`,
    password: 'Grasslag-2026',
  };
  await ask(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: customer },
  );
  const { generateCustomerToken } = await ask<{ generateCustomerToken: { token: string } }>(
    `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
    { email: customer.email, password: customer.password },
  );
  const token = generateCustomerToken.token;
  const { customerCart } = await askAs<{ customerCart: { id: string } }>(
    token,
    '{ customerCart { id } }',
  );
  await askAs(
    token,
    `mutation ($cartId: String!, $sku: String!) {
      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } }
    }`,
    { cartId: customerCart.id, sku },
  );
  return { ...customer, token };
}

/** The SKUs (a configurable line's variant) and quantities of the customer's cart at the API. */
async function customerCartLines(token: string) {
  const { customerCart } = await askAs<{
    customerCart: {
      items: {
        quantity: number;
        product: { sku: string };
        configured_variant?: { sku: string };
      }[];
    };
  }>(
    token,
    '{ customerCart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }',
  );
  return customerCart.items.map((item) => ({
    sku: item.product.sku,
    variant: item.configured_variant?.sku ?? null,
    quantity: item.quantity,
  }));
}

const header = (page: Page) => page.locator('header');
const cartButton = (page: Page) => header(page).locator('[data-action="cart"]');

/** The number on the header's cart badge; 0 without a badge. */
async function badge(page: Page): Promise<number> {
  const text = await cartButton(page)
    .locator('.ap-header__badge')
    .textContent({ timeout: 500 })
    .catch(() => null);
  return text ? Number(text) : 0;
}

/** Opens the cart sidebar from the header and returns it. */
async function openCart(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const sidebar = page.getByRole('dialog', { name: 'Handlekurv' });
  await sidebar.waitFor();
  return sidebar;
}

async function closeCart(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Handlekurv' }).waitFor({ state: 'detached' });
}

/** The names of the sidebar's lines. */
function lineNames(sidebar: Locator): Promise<string[]> {
  return sidebar
    .locator('article.ap-cart-line')
    .evaluateAll((lines) => lines.map((line) => line.getAttribute('aria-label') ?? ''));
}

/**
 * Opens a product page and adds the product to the cart with the buying box (a configurable
 * product: the values of a variant in stock chosen first; a bundle: its default contents), waiting
 * for the header badge to count it.
 */
async function addFromProductPage(page: Page, product: ApiProduct) {
  await page.goto(`${storefrontUrl}/${product.url_key}${product.url_suffix}`);
  await waitForHydration(page);
  const before = await badge(page);
  const box = page.locator('.product-purchase');
  const variant = product.variants?.find((entry) => entry.product.stock_status === 'IN_STOCK');
  for (const attribute of variant?.attributes ?? []) {
    await box.locator(`select[name="${attribute.code}"]`).selectOption(attribute.uid);
  }
  await box.getByRole('button', { name: 'Legg i handlekurv' }).click();
  await expect.poll(() => badge(page), { timeout: 10_000 }).toBe(before + 1);
}

describe.skipIf(!browserAvailable)('the cart in the browser', () => {
  let browser: Browser;
  let simple: ApiProduct;
  let configurable: ApiProduct;
  let bundle: ApiProduct;
  /** What the customer's own cart holds before the login. */
  let customersPart: ApiProduct;

  beforeAll(async () => {
    browser = await launchBrowser();
    const products = await catalogue();
    const plentiful = products.filter(
      (product) => product.stock_status === 'IN_STOCK' && product.only_x_left_in_stock === null,
    );
    const simples = plentiful.filter((product) => product.__typename === 'SimpleProduct');
    const foundConfigurable = plentiful.find(
      (product) =>
        product.__typename === 'ConfigurableProduct' &&
        (product.variants ?? []).some((variant) => variant.product.stock_status === 'IN_STOCK'),
    );
    const foundBundle = plentiful.find((product) => product.__typename === 'BundleProduct');
    if (simples.length < 2 || !foundConfigurable || !foundBundle) {
      throw new Error('The seeded catalogue lacks the simple, configurable and bundle products.');
    }
    [simple, customersPart] = simples as [ApiProduct, ApiProduct];
    configurable = foundConfigurable;
    bundle = foundBundle;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a guest fills and changes the cart, tries coupons, logs in to a merged cart, and logs out of it', async () => {
    const customer = await customerWithCart(customersPart.sku);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // A guest adds a simple product, a configurable product's variant and a bundle.
    await addFromProductPage(page, simple);
    await addFromProductPage(page, configurable);
    await addFromProductPage(page, bundle);
    expect(await badge(page)).toBe(3);
    expect(await cartButton(page).getAttribute('aria-label')).toBe('Handlekurv, 3 varer');

    // The sidebar shows the three lines, with the variant's options.
    let sidebar = await openCart(page);
    await expect.poll(() => lineNames(sidebar)).toHaveLength(3);
    expect(await lineNames(sidebar)).toEqual(
      expect.arrayContaining([simple.name, configurable.name, bundle.name]),
    );
    const configurableLine = sidebar.getByRole('article', { name: configurable.name });
    expect(await configurableLine.locator('.ap-cart-line__options dt').count()).toBeGreaterThan(0);
    await sidebar.getByText('Totalt inkl. mva').waitFor();
    await sidebar.getByText(/igjen til fri frakt|Du har fri frakt/).waitFor();

    // Change a quantity: the badge follows.
    const simpleLine = sidebar.getByRole('article', { name: simple.name });
    await simpleLine.getByRole('button', { name: 'Øk antall' }).click();
    await expect
      .poll(() => simpleLine.getByLabel(`Antall, ${simple.name}`, { exact: true }).inputValue())
      .toBe('2');
    await expect.poll(() => badge(page)).toBe(4);

    // A quantity stock cannot cover is refused in Norwegian; the line keeps its quantity.
    await simpleLine.getByLabel(`Antall, ${simple.name}`, { exact: true }).fill('999');
    await simpleLine.getByLabel(`Antall, ${simple.name}`, { exact: true }).press('Enter');
    await simpleLine
      .getByRole('alert')
      .filter({ hasText: /^Det er bare \d+ på lager\.$/ })
      .waitFor();
    expect(
      await simpleLine.getByLabel(`Antall, ${simple.name}`, { exact: true }).inputValue(),
    ).toBe('2');
    expect(await badge(page)).toBe(4);

    // Remove a line.
    await sidebar.getByRole('button', { name: `Fjern ${bundle.name} fra handlekurven` }).click();
    await expect.poll(() => lineNames(sidebar)).toHaveLength(2);
    await expect.poll(() => badge(page)).toBe(3);

    // An unknown coupon, then a valid one.
    await sidebar.getByLabel('Rabattkode').fill('FINNESIKKE');
    await sidebar.getByRole('button', { name: 'Bruk koden' }).click();
    await sidebar.getByText('Rabattkoden finnes ikke. Sjekk at den er skrevet riktig.').waitFor();
    await sidebar.getByLabel('Rabattkode').fill('VAAR10');
    await sidebar.getByRole('button', { name: 'Bruk koden' }).click();
    await sidebar.getByText('Rabattkoden VAAR10 er brukt').waitFor();
    await sidebar
      .getByText(/^Rabatt/)
      .first()
      .waitFor();
    expect(
      await sidebar.getByText('Rabattkoden finnes ikke. Sjekk at den er skrevet riktig.').count(),
    ).toBe(0);
    const inclVat = await sidebar.locator('.ap-cart-summary dd').first().textContent();
    await closeCart(page);

    // Prices without VAT when the shopper switches VAT off in the header, and back.
    const vatSwitch = header(page).getByRole('switch', { name: 'inkl. mva' });
    await vatSwitch.click();
    sidebar = await openCart(page);
    await sidebar.getByText('Delsum eks. mva').waitFor();
    expect(await sidebar.locator('.ap-cart-summary dd').first().textContent()).not.toBe(inclVat);
    await closeCart(page);
    await vatSwitch.click();
    sidebar = await openCart(page);
    await sidebar.getByText('Delsum inkl. mva').waitFor();
    await closeCart(page);

    // Log in (the modal) as a customer whose cart already holds a part.
    await header(page).getByRole('link', { name: 'Logg inn' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-post').fill(customer.email);
    await dialog.getByLabel('Passord', { exact: true }).fill(customer.password);
    await dialog.getByRole('button', { name: 'Logg inn' }).click();
    await header(page).getByText('Min konto', { exact: true }).waitFor();

    // The merged cart holds both sets: the customer's part and the guest's two lines.
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe(4);
    sidebar = await openCart(page);
    await expect.poll(() => lineNames(sidebar)).toHaveLength(3);
    expect(await lineNames(sidebar)).toEqual(
      expect.arrayContaining([customersPart.name, simple.name, configurable.name]),
    );
    const atApi = await customerCartLines(customer.token);
    expect(atApi.map((line) => line.sku).sort()).toEqual(
      [customersPart.sku, simple.sku, configurable.sku].sort(),
    );
    expect(atApi.find((line) => line.sku === simple.sku)?.quantity).toBe(2);
    expect(atApi.find((line) => line.sku === configurable.sku)?.variant).toBeTruthy();
    await closeCart(page);

    // After a logout the customer's cart is no longer shown.
    if (!(await header(page).getByRole('button', { name: 'Logg ut' }).isVisible())) {
      await header(page).getByText('Min konto', { exact: true }).click();
    }
    await header(page).getByRole('button', { name: 'Logg ut' }).click();
    await header(page).getByRole('link', { name: 'Logg inn' }).waitFor();
    await waitForHydration(page);
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe(0);
    sidebar = await openCart(page);
    await sidebar.getByText('Handlekurven din er tom.').waitFor();
    expect(await lineNames(sidebar)).toEqual([]);

    // The API's refusals are logged by the SDK; nothing else went wrong.
    expect(errors.filter((error) => !/^cart: (update|apply-coupon) failed/.test(error))).toEqual(
      [],
    );
    await context.close();
  }, 90_000);
});
