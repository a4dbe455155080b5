import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { logIn } from './logIn';
import { askAs, fillCart, tokenOf } from './checkoutShopper';

// A demo business customer with seeded orders; its cart is emptied before and after.
const fjelltun = { email: 'post@fjelltun-maskin.example.no', password: 'Maskinlag-2024' };

/** The SKUs of the order's lines at commerce-api. */
async function orderSkus(token: string, number: string): Promise<string[]> {
  const { customer } = await askAs<{
    customer: { orders: { items: { items: { product_sku: string }[] }[] } };
  }>(
    token,
    'query ($n: String!) { customer { orders(filter: { number: { eq: $n } }) { items { items { product_sku } } } } }',
    { n: number },
  );
  return customer.orders.items[0]!.items.map((item) => item.product_sku);
}

/**
 * The SKUs the cart holds: each line's product and, for a configurable product, the chosen
 * variant (an order line names the variant, a cart line its parent).
 */
async function cartSkus(token: string): Promise<Set<string>> {
  const { customerCart } = await askAs<{
    customerCart: { items: { product: { sku: string }; configured_variant?: { sku: string } }[] };
  }>(
    token,
    '{ customerCart { items { product { sku } ... on ConfigurableCartItem { configured_variant { sku } } } } }',
  );
  return new Set(
    customerCart.items.flatMap((item) => [
      item.product.sku,
      ...(item.configured_variant ? [item.configured_variant.sku] : []),
    ]),
  );
}

/** Every order line is in the cart or listed on the page as not added: none dropped. */
async function expectEveryLineAccounted(page: Page, token: string, number: string) {
  const status = page.getByRole('status').filter({ hasText: `ordre ${number}` });
  await status.waitFor();
  const listed = await status.getByRole('listitem').allInnerTexts();
  const inCart = await cartSkus(token);
  const skus = await orderSkus(token, number);
  expect(skus.length).toBeGreaterThan(0);
  for (const sku of skus) {
    const accounted = inCart.has(sku) || listed.some((text) => text.includes(`(${sku})`));
    expect(accounted, `${sku} is neither in the cart nor listed`).toBe(true);
  }
  return { listed, inCart };
}

describe.skipIf(!browserAvailable)('Bestill på nytt', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await tokenOf(fjelltun);
  });
  afterAll(async () => {
    if (token) await fillCart(token, []);
    await browser?.close();
  });

  it('reorders a row of the order history on a phone and lands on the cart with what happened', async () => {
    await fillCart(token, []);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, fjelltun, '/customer/order-history');
    await waitForHydration(page);

    const card = page.locator('.ap-order-list__card').first();
    const number = (await card.getByRole('heading').innerText()).replace(/\D/g, '');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/cart'),
      card.getByRole('button', { name: `Bestill på nytt ordre ${number}` }).click(),
    ]);
    const { inCart } = await expectEveryLineAccounted(page, token, number);
    expect(inCart.size).toBeGreaterThan(0);
    expect(await page.locator('.cart-page').getByText(/ordre/).first().isVisible()).toBe(true);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('reorders from the order page on a desktop, and without JavaScript', async () => {
    await fillCart(token, []);
    const { customer } = await askAs<{ customer: { orders: { items: { number: string }[] } } }>(
      token,
      '{ customer { orders(pageSize: 1) { items { number } } } }',
    );
    const number = customer.orders.items[0]!.number;
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await logIn(page, fjelltun, `/customer/order-history/${number}`, {
        javaScript: javaScriptEnabled,
      });
      if (javaScriptEnabled) await waitForHydration(page);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/cart'),
        page.getByRole('button', { name: `Bestill på nytt ordre ${number}` }).click(),
      ]);
      await expectEveryLineAccounted(page, token, number);
      await context.close();
    }
  }, 90_000);
});
