import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** The top-level category with the most products on the home page's mega menu (the first). */
async function categoryPath(): Promise<string> {
  const html = await (await fetch(storefrontUrl)).text();
  return /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(html)?.[1] ?? '';
}

async function prices(page: Page): Promise<string[]> {
  return page.locator('.ap-product-card__price').allTextContents();
}

describe.skipIf(!browserAvailable)('a category listing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filter → sort → page 2 → product → back keeps the listing state', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    const path = await categoryPath();
    await page.goto(`${storefrontUrl}${path}`);
    await waitForHydration(page);

    // Filter: the first manufacturer.
    const option = page
      .locator('.listing__filters fieldset', { hasText: 'Produsent' })
      .locator('a')
      .first();
    const optionHref = (await option.getAttribute('href')) ?? '';
    await option.click();
    await page.waitForURL(`${storefrontUrl}${optionHref}`);
    expect(optionHref).toMatch(/manufacturer=\d+/);
    await page.locator('.ap-applied-filters').waitFor();

    // Sort by price, lowest first.
    await page.locator('select[name="sort"]').selectOption('price_ASC');
    await page.waitForURL(/sort=price_ASC/);
    // The amounts a shopper pays (the offer price where there is one), once the sorted page shows.
    const paid = () =>
      page.$$eval('.ap-product-card__price', (cards) =>
        cards.map((card) => {
          const text =
            (card.querySelector('.ap-price__special') ?? card.querySelector('.ap-price__regular'))
              ?.textContent ?? '';
          return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
        }),
      );
    await page.waitForFunction(() => document.querySelectorAll('.ap-product-card').length > 0);
    await expect
      .poll(async () => {
        const shown = await paid();
        return shown.every((amount, index) => index === 0 || (shown[index - 1] ?? 0) <= amount);
      })
      .toBe(true);

    // The same state, page 2 when there is one.
    const next = page.locator('.ap-pagination a[rel="next"][href]');
    if ((await next.count()) > 0) {
      await next.click();
      await page.waitForURL(/page=2/);
    }
    const listingUrl = page.url();
    expect(listingUrl).toMatch(/manufacturer=\d+/);
    expect(listingUrl).toMatch(/sort=price_ASC/);

    // A product, then back.
    const title = (await page.locator('.ap-product-card__title').first().textContent()) ?? '';
    await page.locator('.ap-product-card__link').first().click();
    await page.locator('main h1', { hasText: title }).waitFor();
    await page.goBack();
    await page.waitForURL(listingUrl);
    await page.locator('.ap-product-card__title', { hasText: title }).first().waitFor();
    expect(await page.locator('select[name="sort"]').inputValue()).toBe('price_ASC');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('remembers the list view across a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${storefrontUrl}${await categoryPath()}`);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Liste', exact: true }).click();
    await page.locator('.product-grid[data-layout="list"]').waitFor();
    await page.reload();
    await waitForHydration(page);

    expect(await page.locator('.product-grid').getAttribute('data-layout')).toBe('list');
    await page.close();
  });

  it('the incl. VAT switch changes every price at once and survives a reload', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}${await categoryPath()}`);
    await waitForHydration(page);
    const withVat = await prices(page);
    const vatSwitch = page.getByRole('switch', { name: 'inkl. mva' });
    expect(await vatSwitch.getAttribute('aria-checked')).toBe('true');
    expect(withVat[0]).toContain('inkl. mva');

    await vatSwitch.click();
    await page.waitForFunction(() =>
      document.querySelector('.ap-product-card__price')?.textContent?.includes('eks. mva'),
    );
    const withoutVat = await prices(page);
    expect(withoutVat).toHaveLength(withVat.length);
    expect(withoutVat.every((text) => text.includes('eks. mva'))).toBe(true);

    // The server renders the choice too: the raw HTML already has ex-VAT prices.
    await page.reload();
    await waitForHydration(page);
    expect(await prices(page)).toEqual(withoutVat);
    expect(await page.getByRole('switch', { name: 'inkl. mva' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the free price range', () => {
  it('works as a plain GET form: the fields become the listing’s price filter', async () => {
    const path = await categoryPath();
    const response = await fetch(`${storefrontUrl}${path}?price_from=100&price_to=400`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${path}?price=100_400`);

    const html = await (await fetch(`${storefrontUrl}${path}?price=100_400`)).text();
    const prices = [
      ...html.matchAll(/data-sku="[^"]+"[\s\S]*?ap-product-card__price[\s\S]*?>([\d\s\u00a0]+),/g),
    ];
    expect(html).toContain('ap-applied-filters');
    expect(prices.length).toBeGreaterThan(0);
  });
});

describe('the listing’s first picture', () => {
  it('comes first: the first row’s pictures are preloaded with high priority, later ones lazy', async () => {
    const html = await (await fetch(`${storefrontUrl}/search?term=filter`)).text();
    const cards = [
      ...html.matchAll(/<img [^>]*class="ap-image ap-product-card__image"[^>]*>/g),
    ].map(([tag]) => tag);

    expect(cards.length).toBeGreaterThan(4);
    expect(cards.map((tag) => /fetchPriority="high"/i.test(tag))).toEqual(
      cards.map((_, index) => index < 2),
    );
    expect(cards.map((tag) => /loading="(\w+)"/.exec(tag)?.[1])).toEqual(
      cards.map((_, index) => (index < 4 ? 'eager' : 'lazy')),
    );
    // React preloads them from the head, the first two with their priority.
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(
      ([tag]) => tag,
    );
    expect(preloads.filter((tag) => /fetchPriority="high"/i.test(tag))).toHaveLength(2);
  });
});

describe.skipIf(!browserAvailable)('the listing’s pictures', () => {
  it('come over the page’s own connection: every picture from the shop’s origin, none failing', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const errors = collectPageErrors(page);
      const pictures: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') pictures.push(request.url());
      });
      await page.goto(`${storefrontUrl}/search?term=filter`);
      await waitForHydration(page);
      await page
        .locator('.ap-product-card__image')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode());

      // commerce-api's /media/, served by the storefront: no second origin to connect to.
      expect(pictures.length).toBeGreaterThan(4);
      expect(pictures.filter((url) => new URL(url).origin !== storefrontUrl)).toEqual([]);
      expect(pictures.every((url) => new URL(url).pathname.startsWith('/media/'))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
