import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask, everyProduct } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

interface ApiProduct {
  __typename: string;
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string;
  stock_status: string;
  wm_backorders: boolean;
  only_x_left_in_stock: number | null;
  variants?: {
    attributes: { code: string; uid: string }[];
    product: { sku: string; stock_status: string };
  }[];
  items?: { required: boolean; options: { uid: string; is_default: boolean }[] }[];
}

/** The seeded catalogue (the e2e database seeds 400 products), page by page. */
async function catalogue(): Promise<ApiProduct[]> {
  const fields = `__typename sku name url_key url_suffix stock_status only_x_left_in_stock wm_backorders
    ... on ConfigurableProduct { variants { attributes { code uid } product { sku stock_status } } }
    ... on BundleProduct { items { required options { uid is_default } } }`;
  return everyProduct<ApiProduct>(fields);
}

/** What the guest's cart holds at commerce-api, by the id the browser keeps in `vsf-cart`. */
async function apiCart(context: BrowserContext) {
  const cartId = (await context.cookies()).find((cookie) => cookie.name === 'vsf-cart')?.value;
  if (!cartId)
    return { total_quantity: 0, items: [] as { quantity: number; product: { sku: string } }[] };
  const { cart } = await ask<{
    cart: { total_quantity: number; items: { quantity: number; product: { sku: string } }[] };
  }>(
    'query ($id: String!) { cart(cart_id: $id) { total_quantity items { quantity product { sku } } } }',
    { id: decodeURIComponent(cartId) },
  );
  return cart;
}

const productUrl = (product: ApiProduct) =>
  `${storefrontUrl}/${product.url_key}${product.url_suffix}`;

async function openProduct(page: Page, product: ApiProduct) {
  await page.goto(productUrl(product));
  await waitForHydration(page);
}

/** The notice a successful add shows. */
const addedNotice = (page: Page) =>
  page.locator('.ap-notification').filter({ hasText: 'Produktet er lagt i handlekurven' });

describe.skipIf(!browserAvailable)('add to cart in the browser', () => {
  let browser: Browser;
  let simple: ApiProduct;
  let cardSimple: ApiProduct;
  let configurable: ApiProduct;
  let bundle: ApiProduct;
  let outOfStock: ApiProduct;

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
    // A bundle whose required options all have a choice to make (at least two in one of them).
    const foundBundle = plentiful.find(
      (product) =>
        product.__typename === 'BundleProduct' &&
        (product.items ?? []).some((item) => item.required && item.options.length > 1),
    );
    const foundOutOfStock = products.find(
      (product) =>
        product.__typename === 'SimpleProduct' &&
        product.stock_status === 'OUT_OF_STOCK' &&
        // A backordered part can be bought out of stock (issue 23): not this journey's part.
        !product.wm_backorders,
    );
    if (simples.length < 2 || !foundConfigurable || !foundBundle || !foundOutOfStock) {
      throw new Error(
        'The seeded catalogue lacks a simple, configurable, bundle or out-of-stock product.',
      );
    }
    [simple, cardSimple] = simples as [ApiProduct, ApiProduct];
    configurable = foundConfigurable;
    bundle = foundBundle;
    outOfStock = foundOutOfStock;
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a guest adds a simple product, a configurable product’s variant and a bundle from their pages', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // A simple product, two of it.
    await openProduct(page, simple);
    const box = page.locator('.product-purchase');
    await box.getByRole('button', { name: 'Øk antall' }).click();
    await box.getByRole('button', { name: 'Legg i handlekurv' }).click();
    await addedNotice(page).waitFor();
    await expect
      .poll(async () => (await apiCart(context)).items)
      .toEqual([{ quantity: 2, product: { sku: simple.sku } }]);
    await expect
      .poll(() => page.locator('.ap-header__badge').textContent(), { timeout: 10_000 })
      .toBe('2');

    // A configurable product: without a variant the page says what to choose and adds nothing.
    await openProduct(page, configurable);
    const firstSelect = box.locator('.product-purchase__option select').first();
    const optionLabel = (await box
      .locator('.product-purchase__option label')
      .first()
      .textContent())!;
    await box.getByRole('button', { name: 'Legg i handlekurv' }).click();
    await box
      .locator('.product-purchase__cart-note')
      .filter({
        hasText: `Velg ${optionLabel.toLocaleLowerCase('nb-NO')} for å legge varen i handlekurven.`,
      })
      .waitFor();
    expect(await firstSelect.evaluate((select) => select === document.activeElement)).toBe(true);
    expect((await apiCart(context)).total_quantity).toBe(2);

    // Choosing the values of a variant in stock picks it; it is added.
    const inStock = configurable.variants!.find(
      (variant) => variant.product.stock_status === 'IN_STOCK',
    )!;
    for (const attribute of inStock.attributes) {
      await box.locator(`select[name="${attribute.code}"]`).selectOption(attribute.uid);
    }
    expect(await page.getByTestId('product-sku').textContent()).toBe(inStock.product.sku);
    expect(await box.locator('.product-purchase__cart-note').textContent()).toBe('');
    await box.getByRole('button', { name: 'Legg i handlekurv' }).click();
    await expect
      .poll(async () => (await apiCart(context)).total_quantity, { timeout: 10_000 })
      .toBe(3);
    expect((await apiCart(context)).items.map((item) => item.product.sku)).toContain(
      configurable.sku,
    );

    // A bundle: its contents are offered with the defaults chosen; another choice is taken.
    await openProduct(page, bundle);
    const contents = box.getByRole('group', { name: 'Innhold i settet' });
    await contents.waitFor();
    for (const group of await contents.locator('fieldset').all()) {
      const radios = group.locator('input[type="radio"]:not([disabled])');
      if ((await radios.count()) > 1) await radios.last().check();
      else if ((await radios.count()) === 1) await radios.first().check();
    }
    for (const select of await contents.locator('select').all()) {
      const values = await select
        .locator('option:not([value=""]):not([disabled])')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      await select.selectOption(values.at(-1)!);
    }
    expect(await box.locator('.product-purchase__cart-note').textContent()).toBe('');
    await box.getByRole('button', { name: 'Legg i handlekurv' }).click();
    await expect
      .poll(async () => (await apiCart(context)).total_quantity, { timeout: 10_000 })
      .toBe(4);
    expect((await apiCart(context)).items.map((item) => item.product.sku)).toContain(bundle.sku);
    await expect.poll(() => page.locator('.ap-header__badge').textContent()).toBe('4');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('a guest adds a product from a listing card, which says adding meanwhile', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${storefrontUrl}/search?term=${encodeURIComponent(cardSimple.sku)}`);
    await waitForHydration(page);
    const card = page.locator(`li[data-sku="${cardSimple.sku}"] article`);
    await card.waitFor();
    await card.getByRole('button', { name: 'Legg i handlekurv' }).click();
    // 'adding' for a second (spec §4), then ready for the next click.
    await card.locator('[data-state="adding"]').first().waitFor({ timeout: 900 });
    expect(await card.getAttribute('data-state')).toBe('adding');
    await card.getByRole('button', { name: 'Legger i handlekurven …' }).waitFor({ timeout: 900 });
    await addedNotice(page).waitFor();
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 5_000 }).toBe('idle');
    expect((await apiCart(context)).items).toEqual([
      { quantity: 1, product: { sku: cardSimple.sku } },
    ]);

    // A configurable product's card leads to its page to choose a variant.
    await page.goto(`${storefrontUrl}/search?term=${encodeURIComponent(configurable.sku)}`);
    await waitForHydration(page);
    const configurableCard = page.locator(`li[data-sku="${configurable.sku}"] article`);
    expect(
      await configurableCard.getByRole('link', { name: 'Velg variant' }).getAttribute('href'),
    ).toBe(new URL(productUrl(configurable)).pathname);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('an out-of-stock product cannot be added, on its page or its card, and says why', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await openProduct(page, outOfStock);
    const box = page.locator('.product-purchase');
    const button = box.getByRole('button', { name: 'Legg i handlekurv' });
    expect(await button.isDisabled()).toBe(true);
    await box.getByText('Ikke på lager', { exact: true }).waitFor();
    const note = box.locator('.product-purchase__cart-note');
    expect(await note.textContent()).toBe(
      'Varen er ikke på lager og kan ikke legges i handlekurven nå.',
    );
    expect(await button.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));

    await page.goto(`${storefrontUrl}/search?term=${encodeURIComponent(outOfStock.sku)}`);
    await waitForHydration(page);
    const card = page.locator(`li[data-sku="${outOfStock.sku}"] article`);
    const cardButton = card.getByRole('button', { name: 'Legg i handlekurv' });
    expect(await cardButton.isDisabled()).toBe(true);
    const describedBy = (await cardButton.getAttribute('aria-describedby'))!.split(' ');
    expect(
      await Promise.all(describedBy.map((id) => page.locator(`[id="${id}"]`).textContent())),
    ).toEqual([outOfStock.name, 'Ikke på lager']);

    expect((await apiCart(context)).total_quantity).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
