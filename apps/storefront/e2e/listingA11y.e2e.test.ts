import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** The first top-level category in the mega menu. */
async function categoryPath(): Promise<string> {
  const html = await (await fetch(storefrontUrl)).text();
  return /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(html)?.[1] ?? '';
}

/** The page's heading levels in document order (the page's own, not the header's or footer's). */
const headingLevels = (page: Page) =>
  page.$$eval('main h1, main h2, main h3, main h4, main h5, main h6', (headings) =>
    headings.map((heading) => Number(heading.tagName.slice(1))),
  );

/** Where a heading is more than one level below the one before it. */
const skippedLevels = (levels: number[]) =>
  levels.flatMap((level, index) =>
    index > 0 && level > (levels[index - 1] ?? 0) + 1 ? [`h${levels[index - 1]} → h${level}`] : [],
  );

describe.skipIf(!browserAvailable)('listing accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['the search page', '/search?term=filter'],
    ['a category page', ''],
    ['a part finder parts page', '/parts/traktor/massey-ferguson/6480'],
    ['the FAQ', '/faq.html'],
  ])('%s has its headings in order from one h1, and no axe violations', async (_name, path) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${storefrontUrl}${path || (await categoryPath())}`);
    await waitForHydration(page);
    const levels = await headingLevels(page);
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    expect(levels.length).toBeGreaterThan(1);
    expect(skippedLevels(levels)).toEqual([]);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await page.close();
  });

  it('"Hopp til resultatene" takes the keyboard past the filters to the first product', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/search?term=filter`);
    await waitForHydration(page);
    // The first Tab stop of the listing, before its filters.
    const skip = page.getByRole('link', { name: 'Hopp til resultatene' });
    const firstFilter = page.locator('.listing__filters a, .listing__filters input').first();
    expect(
      await skip.evaluate(
        (link, filter) =>
          filter !== null &&
          Boolean(link.compareDocumentPosition(filter) & Node.DOCUMENT_POSITION_FOLLOWING),
        await firstFilter.elementHandle(),
      ),
    ).toBe(true);
    await skip.focus();
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('resultater');
    await page.keyboard.press('Tab');
    const firstSku = await page.locator('.product-grid__item').first().getAttribute('data-sku');
    expect(
      await page.evaluate(() => document.activeElement?.closest('li')?.dataset['sku'] ?? null),
    ).toBe(firstSku);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('cards say the product name once, and offers say "Før" and "Nå"', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${storefrontUrl}/search?term=filter&itemsPerPage=48`);
    await waitForHydration(page);
    const cards = await page.$$eval('.ap-product-card', (articles) =>
      articles.map((card) => ({
        title: card.querySelector('.ap-product-card__title')?.textContent?.trim() ?? '',
        alts: [...card.querySelectorAll('img')].map((img) => img.getAttribute('alt')),
      })),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.alts).not.toContain(card.title);

    const offers = page.locator('.ap-product-card .ap-price[data-state="special"]');
    expect(await offers.count()).toBeGreaterThan(0);
    const offer = offers.first();
    expect(await offer.locator('del').textContent()).toMatch(/^Før \d/);
    expect(await offer.locator('ins').textContent()).toMatch(/^Nå \d/);
    // Read out, not shown: the words are visually hidden.
    expect(await offer.locator('del .ap-visually-hidden').boundingBox()).toMatchObject({
      width: 1,
    });
    await page.close();
  });

  it.each([
    { what: 'the sort', label: 'Sorter etter', parameter: 'sort' },
    { what: 'the page size', label: 'Vis', parameter: 'itemsPerPage' },
  ])(
    '$what applies when chosen: arrow keys only show, Enter loads once',
    async ({ label, parameter }) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = collectPageErrors(page);
      const path = await categoryPath();
      await page.goto(`${storefrontUrl}${path}`);
      await waitForHydration(page);
      const loads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(path.replace(/\.html$/, ''))) {
          loads.push(request.url());
        }
      });
      const select = page.getByRole('combobox', { name: label });
      const before = await select.inputValue();
      await select.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      const chosen = await select.inputValue();
      expect(chosen).not.toBe(before);
      expect(chosen).not.toBe('');
      expect(page.url()).toBe(`${storefrontUrl}${path}`);
      expect(loads).toEqual([]);

      await page.keyboard.press('Enter');
      await page.waitForURL(new RegExp(`${parameter}=${chosen}`));
      expect(loads.filter((url) => url.includes(`${parameter}=`))).toHaveLength(1);
      expect(loads.every((url) => url.includes(`${parameter}=${chosen}`))).toBe(true);
      await expect.poll(() => select.inputValue()).toBe(chosen);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('the sort works without JavaScript: a GET form with a "Sorter" button', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const path = await categoryPath();
    await page.goto(`${storefrontUrl}${path}?itemsPerPage=12`);
    await page.getByRole('combobox', { name: 'Sorter etter' }).selectOption('price_DESC');
    await page.getByRole('button', { name: 'Sorter', exact: true }).click();
    await page.waitForURL(/sort=price_DESC/);
    const url = new URL(page.url());
    expect(url.pathname).toBe(path);
    expect(url.searchParams.get('itemsPerPage')).toBe('12');
    await context.close();
  });
});
