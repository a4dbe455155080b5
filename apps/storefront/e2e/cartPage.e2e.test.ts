import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, launchBrowser, waitForHydration } from './browser';
import { logIn } from './logIn';

const storefrontUrl = inject('storefrontUrl');

/** A simple product in stock, to put in carts. */
async function simpleInStock(): Promise<{ sku: string; name: string }> {
  const { products } = await ask<{
    products: { items: { __typename: string; sku: string; name: string; stock_status: string }[] };
  }>(
    `{ products(filter: { price: { from: "0" } }, pageSize: 100) { items { __typename sku name stock_status } } }`,
  );
  return products.items.find(
    (item) => item.__typename === 'SimpleProduct' && item.stock_status === 'IN_STOCK',
  )!;
}

/** A guest cart at the API holding `sku`, as the browser would keep it (`vsf-cart`). */
async function guestCartWith(sku: string): Promise<string> {
  const { createGuestCart } = await ask<{ createGuestCart: { cart: { id: string } } }>(
    'mutation { createGuestCart { cart { id } } }',
  );
  await ask(
    `mutation ($id: String!, $sku: String!) {
      addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) { cart { id } } }`,
    { id: createGuestCart.cart.id, sku },
  );
  return createGuestCart.cart.id;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!browserAvailable)('the cart page (/cart)', () => {
  let browser: Browser;
  let product: { sku: string; name: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    product = await simpleInStock();
  });
  afterAll(() => browser?.close());

  async function pageWithCart(options: { width: number; javaScriptEnabled?: boolean }) {
    const context = await browser.newContext({
      viewport: { width: options.width, height: 844 },
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    const cartId = await guestCartWith(product.sku);
    await context.addCookies([{ name: 'vsf-cart', value: cartId, url: storefrontUrl }]);
    return { context, page: await context.newPage() };
  }

  it('shows the cart without JavaScript: heading, the line and the way to the checkout', async () => {
    const { context, page } = await pageWithCart({ width: 1280, javaScriptEnabled: false });
    const response = await page.goto(`${storefrontUrl}/cart`);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: 'Handlekurv' }).count()).toBe(1);
    expect(await page.getByRole('article', { name: product.name }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Gå til kassen' }).getAttribute('href')).toBe(
      '/checkout',
    );
    await context.close();
  });

  it('fits a 390 px phone and announces a quantity change', async () => {
    const { context, page } = await pageWithCart({ width: 390 });
    await page.goto(`${storefrontUrl}/cart`);
    await waitForHydration(page);
    const line = page.getByRole('article', { name: product.name });
    await line.waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await line.getByRole('button', { name: 'Øk antall' }).click();
    const announcement = page.getByTestId('cart-announcement');
    await expect
      .poll(() => announcement.textContent())
      .toBe(`Antallet av ${product.name} er nå 2.`);
    expect(await line.getByLabel(`Antall, ${product.name}`).inputValue()).toBe('2');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('refuses buying to the hide_cart_button customer: no add button, no checkout', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, { email: 'lager@bygdelaget.example.no', password: 'Bygdelag-2024' }, '/cart');
    await waitForHydration(page);
    await page.goto(`${storefrontUrl}/p/${encodeURIComponent(product.sku)}`);
    await waitForHydration(page);
    await page
      .getByText(/Kontakt oss for bestilling/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Legg i handlekurv' }).count()).toBe(0);
    await page.goto(`${storefrontUrl}/checkout/bestilling`);
    await page
      .getByText(/Kontakt oss for bestilling/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /Fullfør|Bestill/ }).count()).toBe(0);
    await context.close();
  });

  it('asks for a hose’s length on its page and shows it on the cart line', async () => {
    const { products } = await ask<{
      products: {
        items: {
          sku: string;
          name: string;
          stock_status: string;
          options: { title: string }[] | null;
        }[];
      };
    }>(
      `{ products(search: "Hydraulikkslange", pageSize: 50) { items { sku name stock_status
        ... on CustomizableProductInterface { options { title } } } } }`,
    );
    const hose = products.items.find(
      (item) =>
        item.stock_status === 'IN_STOCK' &&
        (item.options ?? []).some((option) => option.title === 'Lengde (cm)'),
    );
    expect(hose).toBeDefined();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/p/${encodeURIComponent(hose!.sku)}`);
    await waitForHydration(page);
    const add = page
      .locator('.product-purchase')
      .getByRole('button', { name: 'Legg i handlekurv' });
    await add.click();
    await page.getByText('Fyll ut lengde (cm).').waitFor();
    await page.getByLabel('Lengde (cm)').fill('250');
    await add.click();
    await page.goto(`${storefrontUrl}/cart`);
    await waitForHydration(page);
    const line = page.getByRole('article', { name: hose!.name });
    await line.waitFor();
    expect(await line.locator('.ap-cart-line__options').textContent()).toContain('Lengde (cm):250');
    await context.close();
  });
});
