import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

async function apiProducts(search: string, pageSize = 5) {
  const { products } = await ask<{
    products: { total_count: number; items: { sku: string; name: string }[] };
  }>(
    'query ($s: String!, $n: Int) { products(search: $s, pageSize: $n) { total_count items { sku name } } }',
    { s: search, n: pageSize },
  );
  return products;
}

describe('the search page', () => {
  it('finds a part by its number written with a space', async () => {
    const { items } = await apiProducts('filter', 20);
    const part = items.find((item) => /^[A-Z]+-?\d{4,}/.test(item.sku)) ?? items[0];
    const sku = part?.sku ?? '';
    const digits = /\d{4,}/.exec(sku)?.[0] ?? sku;
    const spaced = `${digits.slice(0, 3)} ${digits.slice(3)}`;

    const html = await (
      await fetch(`${storefrontUrl}/search?term=${encodeURIComponent(spaced)}`)
    ).text();

    expect(html).toContain(`data-sku="${sku}"`);
  });

  it.each([
    ['nothing', ''],
    ['spaces only', '%20%20%20'],
    ['10 000 characters', 'a'.repeat(10_000)],
    ['HTML and quotes', encodeURIComponent('<script>alert("x")</script> \' "')],
  ])('answers a term of %s with a normal page', async (_name, term) => {
    const response = await fetch(`${storefrontUrl}/search?term=${term}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).toMatch(/<h1>[^<]*<\/h1>/);
  });
});

describe.skipIf(!browserAvailable)('searching in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the overlay shows results as you type, and closing it restores the page and its address', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/kontakt-oss`);
    await waitForHydration(page);
    const before = page.url();

    // Every character typed into the header lands in the overlay, the first ones too.
    await page.locator('header input[name="term"]').pressSequentially('filter', { delay: 30 });
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.locator('input').inputValue()).toBe('filter');
    await dialog.locator('[data-search-result]').first().waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(before);

    // Closing cleared the term: the header field is empty, and opening again starts afresh.
    expect(await page.locator('header input[name="term"]').inputValue()).toBe('');
    await page.locator('header input[name="term"]').type('x');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.locator('input').inputValue()).toBe('x');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('"show more" appends the next page of results', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/search?term=filter&itemsPerPage=12`);
    await waitForHydration(page);
    const first = await page.locator('.ap-product-card').count();
    expect(first).toBe(12);

    await page.getByRole('button', { name: 'Vis flere' }).click();
    await page.waitForFunction(
      (count) => document.querySelectorAll('.ap-product-card').length > count,
      first,
    );

    const titles = await page.locator('.ap-product-card__title').allTextContents();
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.length).toBeGreaterThan(first);
    expect(errors).toEqual([]);
    await page.close();
  });
});
