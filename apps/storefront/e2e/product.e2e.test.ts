import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { everyProduct } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

interface ApiProduct {
  __typename: string;
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string;
  only_x_left_in_stock: number | null;
  stock_status: string;
  media_gallery: { url: string }[];
  related_products: { sku: string }[];
  wm_pf_fitments: { model: { slug: string } }[];
  variants?: { product: { sku: string } }[];
}

/** The seeded catalogue, page by page (the API gives at most 300 a page). */
async function catalogue(): Promise<ApiProduct[]> {
  const fields = `__typename sku name url_key url_suffix only_x_left_in_stock stock_status
    media_gallery { url } related_products { sku } wm_pf_fitments { model { slug } }
    ... on ConfigurableProduct { variants { product { sku } } }`;
  return everyProduct<ApiProduct>(fields);
}

/**
 * A picture's address as the page loads it: commerce-api's `/media/` comes from the shop's own
 * origin (the storefront serves it), so no second connection is opened for the pictures.
 */
function onShop(apiMediaUrl: string | undefined): string {
  const url = new URL(apiMediaUrl ?? '');
  expect(url.pathname).toMatch(/^\/media\//);
  return `${url.pathname}${url.search}`;
}

function mainImageSrc(page: Page): Promise<string | null> {
  return page.locator('.ap-gallery__image').getAttribute('src');
}

describe.skipIf(!browserAvailable)('the product page', () => {
  let browser: Browser;
  let products: ApiProduct[];
  /** A spare part with several pictures, related products and models it fits, in free stock. */
  let part: ApiProduct;

  beforeAll(async () => {
    browser = await launchBrowser();
    products = await catalogue();
    const found = products.find(
      (product) =>
        product.__typename === 'SimpleProduct' &&
        product.media_gallery.length >= 2 &&
        product.related_products.length > 0 &&
        product.wm_pf_fitments.length > 0 &&
        product.stock_status === 'IN_STOCK' &&
        product.only_x_left_in_stock === null,
    );
    if (!found) throw new Error('The seeded catalogue has no part to show the product page with.');
    part = found;
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    const response = await page.goto(`${storefrontUrl}${path}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    return { page, errors };
  }

  it('shows a part at its own address: gallery, buying box, specifications, fitments, related', async () => {
    const { page, errors } = await open(`/${part.url_key}${part.url_suffix}`);

    await expect(page.locator('main h1').textContent()).resolves.toBe(part.name);
    await expect(page.getByTestId('product-sku').textContent()).resolves.toBe(part.sku);

    // The thumbnails switch the main image.
    const thumbnails = page.locator('.ap-gallery__thumbnail');
    expect(await thumbnails.count()).toBe(Math.min(part.media_gallery.length, 20));
    // The main image is the 700×700 gallery preset, drawn at that size by commerce-api's media,
    // which the shop serves from its own origin.
    const [first, second] = part.media_gallery.map((image) => onShop(image.url));
    expect(await mainImageSrc(page)).toBe(`${first}?width=700&height=700`);
    await expect
      .poll(() =>
        page
          .locator('.ap-gallery__image')
          .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)),
      )
      .toBe(700);
    expect(await page.locator('.ap-gallery__image').getAttribute('srcset')).toContain(
      `${first}?width=1400&height=1400 2x`,
    );
    expect(await thumbnails.nth(1).locator('img').getAttribute('src')).toBe(
      `${second}?width=80&height=80`,
    );
    await thumbnails.nth(1).click();
    await expect.poll(() => mainImageSrc(page)).toBe(`${second}?width=700&height=700`);
    expect(await thumbnails.nth(1).getAttribute('aria-current')).toBe('true');

    // The quantity is clamped: a non-number becomes the minimum, 1.
    const quantity = page.locator('.ap-quantity-selector__input');
    const decrease = page.getByRole('button', { name: 'Reduser antall' });
    expect(await quantity.inputValue()).toBe('1');
    expect(await decrease.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Øk antall' }).click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    expect(await decrease.isDisabled()).toBe(false);
    await quantity.fill('abc');
    await quantity.press('Enter');
    await expect.poll(() => quantity.inputValue()).toBe('1');
    await quantity.fill('-4');
    await quantity.press('Enter');
    await expect.poll(() => quantity.inputValue()).toBe('1');

    // The part is in stock: it can be added to the cart (addToCart.e2e adds it).
    expect(
      await page
        .locator('.product-purchase')
        .getByRole('button', { name: 'Legg i handlekurv' })
        .isEnabled(),
    ).toBe(true);
    expect(await page.getByText('Bestilling på nett åpner snart.').count()).toBe(0);

    expect(await page.locator('.product-page__specifications tbody tr').count()).toBeGreaterThan(0);
    const fitmentLinks = page.locator('.product-page__fitments a[href^="/parts/"]');
    expect(await fitmentLinks.count()).toBe(part.wm_pf_fitments.length);

    const relatedCards = page.locator('.product-page__related .ap-carousel__item');
    expect(await relatedCards.count()).toBeGreaterThan(0);
    expect(await relatedCards.count()).toBeLessThanOrEqual(part.related_products.length);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the same product at /p/{sku}, with its own address as the canonical URL', async () => {
    const { page, errors } = await open(`/p/${encodeURIComponent(part.sku)}`);
    await expect(page.locator('main h1').textContent()).resolves.toBe(part.name);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical?.endsWith(`/${part.url_key}${part.url_suffix}`)).toBe(true);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    expect(jsonLd).toContainEqual(expect.objectContaining({ '@type': 'Product', sku: part.sku }));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the chosen variant’s part number', async () => {
    const configurable = products.find(
      (product) =>
        product.__typename === 'ConfigurableProduct' && (product.variants ?? []).length > 1,
    );
    if (!configurable) return;
    const { page, errors } = await open(`/${configurable.url_key}${configurable.url_suffix}`);
    await expect(page.getByTestId('product-sku').textContent()).resolves.toBe(configurable.sku);

    const variantSkus = (configurable.variants ?? []).map((variant) => variant.product.sku);
    // Every option chosen (the first one left open in each), again while the page has not
    // answered: on a busy machine a first choice can come before the buying box listens.
    const chooseEvery = async () => {
      const selects = page.locator('.product-purchase__option select');
      for (let i = 0; i < (await selects.count()); i += 1) {
        const select = selects.nth(i);
        const values = await select
          .locator('option:not([value=""]):not([disabled])')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        if (values[0] !== undefined) await select.selectOption(values[0]);
      }
    };
    await expect
      .poll(
        async () => {
          if (variantSkus.includes((await page.getByTestId('product-sku').textContent()) ?? '')) {
            return true;
          }
          await chooseEvery();
          return variantSkus.includes((await page.getByTestId('product-sku').textContent()) ?? '');
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
