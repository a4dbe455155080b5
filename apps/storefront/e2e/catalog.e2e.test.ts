import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** How many products commerce-api lists for the category at `path`. */
async function productCountAt(path: string): Promise<number> {
  const { route } = await ask<{ route: { uid: string } }>(
    'query ($url: String!) { route(url: $url) { ... on CategoryTree { uid } } }',
    { url: path },
  );
  const { products } = await ask<{ products: { total_count: number } }>(
    'query ($uid: String!) { products(filter: { category_uid: { eq: $uid } }) { total_count } }',
    { uid: route.uid },
  );
  return products.total_count;
}

/** The first top-level mega menu entry that has a panel. */
function firstMenuEntryWithPanel(page: Page) {
  return page.locator('.ap-mega-menu__item:has(.ap-mega-menu__panel)').first();
}

async function expectCategoryPage(page: Page, path: string, name: string) {
  await page.waitForURL(`${storefrontUrl}${path}`);
  await page.locator('main h1', { hasText: name }).waitFor();
  const count = await productCountAt(path);
  const { storeConfig } = await ask<{ storeConfig: { grid_per_page: number } }>(
    '{ storeConfig { grid_per_page } }',
  );
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('.listing__count').textContent()).resolves.toBe(`${count} produkter`);
  expect(await page.locator('.product-grid__item').count()).toBe(
    Math.min(count, storeConfig.grid_per_page),
  );
}

describe.skipIf(!browserAvailable)('browsing the catalogue from the mega menu', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function desktopHome(): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    return { page, errors };
  }

  it('opens a panel on hover and shows the chosen category with its products', async () => {
    const { page, errors } = await desktopHome();
    const entry = firstMenuEntryWithPanel(page);
    const panel = entry.locator('.ap-mega-menu__panel');
    expect(await panel.isVisible()).toBe(false);

    await entry.locator('.ap-mega-menu__top-link').hover();
    await panel.waitFor({ state: 'visible' });
    const link = panel.locator('a.ap-mega-menu__group-link').first();
    const [path, name] = await Promise.all([link.getAttribute('href'), link.textContent()]);
    await link.click();

    await expectCategoryPage(page, path ?? '', name?.trim() ?? '');
    // A client-side navigation closes the menu.
    expect(await panel.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is usable with the keyboard alone', async () => {
    const { page, errors } = await desktopHome();
    const entry = firstMenuEntryWithPanel(page);
    await entry.locator('.ap-mega-menu__top-link').focus();

    await page.keyboard.press('ArrowDown');
    await entry.locator('.ap-mega-menu__panel').waitFor({ state: 'visible' });
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLAnchorElement | null;
      return { href: element?.getAttribute('href') ?? '', text: element?.textContent ?? '' };
    });
    expect(focused.href).toMatch(/^\/.+\.html$/);
    await page.keyboard.press('Enter');

    await expectCategoryPage(page, focused.href, focused.text.trim());
    expect(errors).toEqual([]);
    await page.close();
  });

  it('closes an open panel with Escape and gives focus back to its entry', async () => {
    const { page } = await desktopHome();
    const entry = firstMenuEntryWithPanel(page);
    const topLink = entry.locator('.ap-mega-menu__top-link');
    await topLink.focus();
    await page.keyboard.press('ArrowDown');
    await entry.locator('.ap-mega-menu__panel').waitFor({ state: 'visible' });

    await page.keyboard.press('Escape');

    await entry.locator('.ap-mega-menu__panel').waitFor({ state: 'hidden' });
    expect(await topLink.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.close();
  });

  it('pages through a category and opens a product', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    const homeHtml = await (await fetch(storefrontUrl)).text();
    const categoryPath = /href="(\/[a-z-]+\.html)"/.exec(homeHtml)?.[1] ?? '';
    await page.goto(`${storefrontUrl}${categoryPath}`);
    await waitForHydration(page);
    const firstOnPageOne = await page.locator('.ap-product-card__title').first().textContent();

    await page.locator('nav a[rel="next"]').click();
    await page.waitForURL(`${storefrontUrl}${categoryPath}?page=2`);
    await page.waitForFunction(
      (first) => document.querySelector('.ap-product-card__title')?.textContent !== first,
      firstOnPageOne,
    );
    await expect(
      page.locator('.ap-pagination [aria-current="page"]').textContent(),
    ).resolves.toContain('2');

    const product = page.locator('.ap-product-card__link').first();
    const productName = (await page.locator('.ap-product-card__title').first().textContent()) ?? '';
    await product.click();
    await page.locator('.product-page h1', { hasText: productName }).waitFor();
    expect(await page.title()).toContain(productName);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps an invalid page number on page 1', async () => {
    const homeHtml = await (await fetch(storefrontUrl)).text();
    const categoryPath = /href="(\/[a-z-]+\.html)"/.exec(homeHtml)?.[1] ?? '';
    const html = await (await fetch(`${storefrontUrl}${categoryPath}?page=abc`)).text();
    expect(html).toMatch(/aria-current="page"[^>]*>1</);
  });
});

describe.skipIf(!browserAvailable)('the mobile menu', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens in a sidebar that blocks page scrolling, and closes when a link is followed', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    expect(await page.locator('.ap-mega-menu').isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Meny' }).click();
    const dialog = page.getByRole('dialog', { name: 'Meny' });
    await dialog.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    const link = dialog.locator('a[href$=".html"]').first();
    const path = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${storefrontUrl}${path}`);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Going Back with the menu open closes it too.
    await page.getByRole('button', { name: 'Meny' }).click();
    await dialog.waitFor({ state: 'visible' });
    await page.goBack();
    await page.waitForURL(`${storefrontUrl}/`);
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
