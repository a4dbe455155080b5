import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { everyProduct } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

interface Configurable {
  __typename: string;
  sku: string;
  url_key: string;
  url_suffix: string;
  variants?: { product: { sku: string; stock_status: string } }[];
}

/** A configurable product with several variants, its page and its variants' SKUs. */
async function configurableProduct(): Promise<{ path: string; skus: string[] }> {
  const products = await everyProduct<Configurable>(
    `__typename sku url_key url_suffix
     ... on ConfigurableProduct { variants { product { sku stock_status } } }`,
  );
  const found = products.find(
    (product) =>
      product.__typename === 'ConfigurableProduct' && (product.variants ?? []).length > 1,
  );
  if (!found) throw new Error('The catalogue has no configurable product with variants');
  return {
    path: `/${found.url_key}${found.url_suffix}`,
    skus: (found.variants ?? []).map((variant) => variant.product.sku),
  };
}

describe('a variant in the address', () => {
  it('is rendered chosen by the server (?variant=SKU); an unknown one shows the product', async () => {
    const { path, skus } = await configurableProduct();
    const last = skus.at(-1) ?? '';
    const html = await (await fetch(`${storefrontUrl}${path}?variant=${last}`)).text();
    expect(html).toContain(`data-testid="product-sku">${last}<`);

    const unknown = await fetch(`${storefrontUrl}${path}?variant=NO-SUCH-SKU`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).not.toMatch(
      new RegExp(`data-testid="product-sku">(${skus.join('|')})<`),
    );
  });
});

describe.skipIf(!browserAvailable)('choosing a variant in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('puts it in the address, and a reload shows it chosen', async () => {
    const { path, skus } = await configurableProduct();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}${path}`);
    await waitForHydration(page);
    // Choosing changes the address only: the page's data is not loaded again.
    const pageLoads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.data')) pageLoads.push(request.url());
    });
    const selects = page.locator('.product-purchase__option select');
    for (let index = 0; index < (await selects.count()); index += 1) {
      const select = selects.nth(index);
      const values = await select
        .locator('option:not([value=""]):not([disabled])')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      await select.selectOption(values.at(-1) ?? '');
    }
    const sku = page.getByTestId('product-sku');
    await expect.poll(async () => skus.includes((await sku.textContent()) ?? '')).toBe(true);
    const chosen = (await sku.textContent()) ?? '';
    await page.waitForURL((url) => url.searchParams.get('variant') === chosen);
    expect(pageLoads).toEqual([]);
    const values = await selects.evaluateAll((all) =>
      all.map((select) => (select as HTMLSelectElement).value),
    );

    await page.reload();
    await waitForHydration(page);
    expect(await sku.textContent()).toBe(chosen);
    expect(
      await selects.evaluateAll((all) => all.map((select) => (select as HTMLSelectElement).value)),
    ).toEqual(values);
    expect(errors).toEqual([]);
    await page.close();
  });
});
