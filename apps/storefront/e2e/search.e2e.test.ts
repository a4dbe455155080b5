import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { accessibilityViolations } from './axe';
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

/** A product whose part number finds it alone: the page must say "1 produkt". */
async function productFoundAlone(): Promise<string> {
  const { items } = await apiProducts('filter', 20);
  for (const { sku } of items) {
    if ((await apiProducts(sku, 2)).total_count === 1) return sku;
  }
  throw new Error('No product of the "filter" search is found alone by its part number');
}

/** Searches as a shopper does: types into the header's field, then Enter in the overlay. */
async function searchFromHeader(page: Page, term: string): Promise<void> {
  await page.goto(`${storefrontUrl}/`);
  await waitForHydration(page);
  await page.locator('header input[name="term"]').pressSequentially(term, { delay: 20 });
  const field = page.getByRole('dialog').locator('input[name="term"]');
  await field.waitFor();
  expect(await field.inputValue()).toBe(term);
  await field.press('Enter');
  await page.waitForURL(
    (url) => url.pathname === '/search' && url.searchParams.get('term') === term,
  );
  await page.locator('.search-page h1').waitFor();
}

/** The titles of the result cards on a search page. */
const cardTitles = (page: Page) => page.locator('.ap-product-card__title').allTextContents();

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

    await page.getByRole('link', { name: 'Vis flere' }).click();
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

  it('shows each card’s part number, and the first original number where the product has one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/search?term=filter`);
    await waitForHydration(page);

    const cards = page.locator('li.product-grid__item');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    const lines: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const card = cards.nth(index);
      const sku = await card.getAttribute('data-sku');
      const line = (await card.locator('.ap-part-number').textContent()) ?? '';
      expect(line.startsWith(`Varenr. ${sku}`), line).toBe(true);
      lines.push(line);
    }
    expect(lines.some((line) => /Orig\.nr\. \S+/.test(line))).toBe(true);
    expect(await accessibilityViolations(page, '.search-page')).toEqual([]);

    // The list layout shows them too.
    await context.addCookies([{ name: 'listing-view', value: 'list', url: storefrontUrl }]);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('.ap-product-card--list').count()).toBe(count);
    expect(await page.locator('.ap-product-card--list .ap-part-number').count()).toBe(count);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sorts the most relevant first with a clean address, and keeps another order across a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/search?term=filter`);
    await waitForHydration(page);
    const sort = page.locator('select[name="sort"]');
    expect(await sort.inputValue()).toBe('relevance_DESC');
    expect(await sort.locator('option:checked').textContent()).toBe('Mest relevant');

    await sort.selectOption('price_ASC');
    await page.waitForURL(/sort=price_ASC/);
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator('select[name="sort"]').inputValue()).toBe('price_ASC');

    await page.locator('select[name="sort"]').selectOption('relevance_DESC');
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    expect(new URL(page.url()).searchParams.get('term')).toBe('filter');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says "1 produkt" for a single hit', async () => {
    const sku = await productFoundAlone();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${storefrontUrl}/search?term=${encodeURIComponent(sku)}`);
    await waitForHydration(page);

    expect(await page.locator('.listing__count').textContent()).toBe('1 produkt');
    await page.close();
  });

  it('a search that finds nothing offers the part finder, the plate search and the phone', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/search?term=xqzzy`);
    await waitForHydration(page);

    const help = page.getByRole('region', { name: 'Ingen treff på «xqzzy»' });
    await help.waitFor();
    expect(await help.getByText('skriv delenummeret uten mellomrom').count()).toBe(1);
    expect(
      await help.getByRole('link', { name: 'Finn deler til traktoren din' }).getAttribute('href'),
    ).toBe('/parts');
    expect(
      await help.getByRole('link', { name: 'Søk på registreringsnummer' }).getAttribute('href'),
    ).toBe('/parts?mode=plate');
    expect(await help.getByRole('link', { name: '62 00 00 00' }).getAttribute('href')).toBe(
      'tel:+4762000000',
    );
    // Nothing is named like "xqzzy" either, and there is no listing to sort.
    expect(await help.getByRole('heading', { name: 'Kategorier som kan passe' }).count()).toBe(0);
    expect(await page.locator('select[name="sort"]').count()).toBe(0);
    expect(await accessibilityViolations(page, '.search-page')).toEqual([]);

    // The part finder link leads to the finder.
    await help.getByRole('link', { name: 'Søk på registreringsnummer' }).click();
    await page.waitForURL(/\/parts\?mode=plate$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lays the zero-result help out in one column on a 320 px phone, without sideways scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await page.goto(`${storefrontUrl}/search?term=xqzzy`);
    await waitForHydration(page);
    const help = page.locator('.ap-search-no-results');
    await help.waitFor();

    const layout = await page.evaluate(() => {
      const root = document.scrollingElement!;
      const section = document.querySelector('.ap-search-no-results')!.getBoundingClientRect();
      const ways = [...document.querySelectorAll('.ap-search-no-results__ways li')].map((item) =>
        item.getBoundingClientRect(),
      );
      const links = [...document.querySelectorAll('.ap-search-no-results a')].map(
        (link) => link.getBoundingClientRect().width,
      );
      return {
        overflow: root.scrollWidth - root.clientWidth,
        section: { left: section.left, right: section.right },
        waysLeft: ways.map((way) => Math.round(way.left)),
        waysStacked: ways.every((way, index) => index === 0 || way.top >= ways[index - 1]!.bottom),
        linkWidths: links,
      };
    });
    expect(layout.overflow).toBeLessThanOrEqual(0);
    expect(layout.section.left).toBeGreaterThanOrEqual(0);
    expect(layout.section.right).toBeLessThanOrEqual(320);
    expect(layout.waysLeft).toHaveLength(2);
    expect(new Set(layout.waysLeft).size).toBe(1);
    expect(layout.waysStacked).toBe(true);
    expect(layout.linkWidths.every((width) => width > 0 && width <= 320)).toBe(true);
    expect(await accessibilityViolations(page, '.search-page')).toEqual([]);
    await page.close();
  });

  it('the overlay shows part numbers, and where else to look when nothing is found', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/kontakt-oss`);
    await waitForHydration(page);

    await page.locator('header input[name="term"]').pressSequentially('filter', { delay: 20 });
    const dialog = page.getByRole('dialog');
    await dialog.locator('.ap-search-overlay__product').first().waitFor();
    const numbers = await dialog
      .locator('.ap-search-overlay__product .ap-part-number')
      .allTextContents();
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((line) => line.startsWith('Varenr. '))).toBe(true);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    const field = dialog.locator('input[name="term"]');
    await field.fill('xqzzy');
    await dialog.locator('.ap-search-overlay__help').waitFor();
    expect(
      await dialog.getByRole('link', { name: 'Finn deler til traktoren din' }).getAttribute('href'),
    ).toBe('/parts');
    expect(
      await dialog.getByRole('link', { name: 'Ring oss: 62 00 00 00' }).getAttribute('href'),
    ).toBe('tel:+4762000000');
    expect(errors).toEqual([]);
    await page.close();
  });

  // Norwegian as farmers type it (issue 19): these need the search engine to read the query, and
  // go through the whole shop — the header's field, the overlay, the search page.
  it('finds parts for a query with "og" in it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await searchFromHeader(page, 'olje og filter');

    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((title) => /oljefilter/i.test(title))).toBe(true);
    await page.close();
  });

  it('finds a product by its own name pasted in, "og" and all', async () => {
    const { items } = await apiProducts('filter', 100);
    const named = items.find((item) => / og /.test(item.name));
    expect(named, 'a "filter" product whose name has "og" in it').toBeDefined();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await searchFromHeader(page, named!.name);

    const skus = await page
      .locator('li.product-grid__item')
      .evaluateAll((cards) => cards.slice(0, 10).map((card) => card.getAttribute('data-sku')));
    expect(skus).toContain(named!.sku);
    await page.close();
  });

  it('finds filters for the plural "filtre"', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await searchFromHeader(page, 'filtre');

    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.slice(0, 5).every((title) => /filter/i.test(title))).toBe(true);
    await page.close();
  });

  it('finds glow plugs typed without ø ("glodeplugg")', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await searchFromHeader(page, 'glodeplugg');

    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles[0]).toMatch(/glødeplugg/i);
    await page.close();
  });

  it('finds thermostats for the typo "termostatt" and asks "Mente du «termostat»?"', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await searchFromHeader(page, 'termostatt');

    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles[0]).toMatch(/termostat/i);
    const suggestion = page.getByRole('link', { name: 'Mente du «termostat»?' });
    expect(await suggestion.count()).toBe(1);
    expect(await suggestion.getAttribute('href')).toBe('/search?term=termostat');
    await page.close();
  });
});
