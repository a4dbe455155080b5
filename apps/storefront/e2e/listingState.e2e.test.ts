import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** A search term with more than three pages of 24 results. */
async function termWithFourPages(): Promise<string> {
  for (const term of ['filter', 'deler', 'traktor', 'pakning']) {
    const { products } = await ask<{ products: { total_count: number } }>(
      'query ($s: String!) { products(search: $s, pageSize: 1) { total_count } }',
      { s: term },
    );
    if (products.total_count > 72) return term;
  }
  throw new Error('No search term finds more than 72 products');
}

/** The first top-level category in the mega menu. */
async function categoryPath(): Promise<string> {
  const html = await (await fetch(storefrontUrl)).text();
  return /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(html)?.[1] ?? '';
}

describe('the search page’s loaded pages', () => {
  it('are in the address: ?page=3 renders the first three pages on the server', async () => {
    const term = await termWithFourPages();
    const html = await (
      await fetch(`${storefrontUrl}/search?term=${term}&itemsPerPage=24&page=3`)
    ).text();
    const skus = [...html.matchAll(/<li class="product-grid__item" data-sku="([^"]+)"/g)];
    expect(skus).toHaveLength(72);
    expect(new Set(skus.map((match) => match[1])).size).toBe(72);
    // "Vis flere" is a link to the next page, so it works without JavaScript too.
    expect(/<a [^>]*href="\/search\?term=[^"]*page=4"[^>]*>Vis flere</.test(html)).toBe(true);
  });
});

describe.skipIf(!browserAvailable)('listing state in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('"Vis flere" twice, a product, Back: 72 cards at the same scroll position', async () => {
    const term = await termWithFourPages();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/search?term=${term}&itemsPerPage=24`);
    await waitForHydration(page);
    const cards = page.locator('.product-grid__item');
    expect(await cards.count()).toBe(24);

    for (const expected of [48, 72]) {
      await page.getByRole('link', { name: 'Vis flere' }).click();
      await expect.poll(() => cards.count()).toBe(expected);
    }
    expect(new URL(page.url()).searchParams.get('page')).toBe('3');
    // The first new card's link has the focus, so a keyboard goes on from there.
    expect(
      await page.evaluate(() => document.activeElement?.closest('li')?.dataset['sku'] ?? null),
    ).toBe(await cards.nth(48).getAttribute('data-sku'));

    const chosen = cards.nth(60);
    await chosen.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    const title = (await chosen.locator('.ap-product-card__title').textContent()) ?? '';
    await chosen.locator('a').first().click();
    await page.locator('main h1', { hasText: title }).waitFor();

    await page.goBack();
    await expect.poll(() => cards.count()).toBe(72);
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBe(Math.round(scrolled));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a desktop category page shows its first product on the first screen (1280×800)', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${storefrontUrl}${await categoryPath()}`);
    await waitForHydration(page);

    // The heading once: the CMS text does not repeat it as an h2.
    const name = (await page.locator('main h1').textContent()) ?? '';
    expect(await page.locator('main h2', { hasText: new RegExp(`^${name}$`) }).count()).toBe(0);
    // The sub-categories once, as chips.
    const firstChild = page.locator('.category-page__subcategories a').first();
    const childHref = (await firstChild.getAttribute('href')) ?? '';
    expect(await page.locator(`main a[href="${childHref}"]`).count()).toBe(1);

    const top = await page
      .locator('.ap-product-card')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top);
    // Some margin under 800 px: the header above may change height.
    console.info(`first product card top at 1280×800: ${Math.round(top)} px`);
    expect(top).toBeLessThan(720);
    await page.close();
  });
});
