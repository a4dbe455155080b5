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

/** One entry of `/api/navigation`. */
interface NavigationEntry {
  id: string;
  href: string | null;
  children: NavigationEntry[];
}

/** Counts the page's requests for the menu's lower levels. */
function countNavigationRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/navigation') count += 1;
  });
  return () => count;
}

describe('the mega menu’s lower levels', () => {
  it('are not in the page: its HTML and hydration data carry the top level only', async () => {
    const response = await fetch(`${storefrontUrl}/api/navigation`);
    const { items } = (await response.json()) as { items: NavigationEntry[] };
    const html = await (await fetch(storefrontUrl)).text();

    // Each top-level entry is in the page, as a link that works without JavaScript.
    // (The row's last item, "Mer", holds what does not fit on one row, measured in the browser.)
    const pageIds = [...html.matchAll(/data-mega-menu-item="([^"]+)"/g)]
      .map((match) => match[1])
      .filter((id) => !id?.endsWith('-more'));
    expect(pageIds).toEqual(items.map((item) => item.id));
    for (const item of items.filter((entry) => entry.href)) {
      expect(html).toContain(`class="ap-mega-menu__top-link" href="${item.href}"`);
    }
    // The groups and their links are not, nor are they in the data the page hydrates from.
    const leaves = items.flatMap((item) => item.children.flatMap((group) => group.children));
    expect(leaves.length).toBeGreaterThan(10);
    expect(html).not.toContain('ap-mega-menu__group-link');
    const hydrationData = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .filter((script) => script.includes('__reactRouterContext'))
      .join('');
    for (const leaf of leaves) expect(hydrationData).not.toContain(`"${leaf.href}"`);
  });

  it('come from one cacheable GET, alike for every guest', async () => {
    const response = await fetch(`${storefrontUrl}/api/navigation`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=300, s-maxage=300, stale-while-revalidate=600',
    );
    expect(response.headers.get('vary') ?? '').not.toMatch(/cookie/i);
    const { items } = (await response.json()) as { items: NavigationEntry[] };
    expect(items.some((item) => item.children.length > 0)).toBe(true);

    // Anything but a GET is refused, and a shopper with a session gets a private answer.
    expect((await fetch(`${storefrontUrl}/api/navigation`, { method: 'POST' })).status).toBe(405);
    const signedIn = await fetch(`${storefrontUrl}/api/navigation`, {
      headers: { cookie: 'vsf-customer=some-token' },
    });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });
});

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
    const navigationRequests = countNavigationRequests(page);
    const entry = firstMenuEntryWithPanel(page);
    const panel = entry.locator('.ap-mega-menu__panel');
    expect(await panel.isVisible()).toBe(false);

    await entry.locator('.ap-mega-menu__top-link').hover();
    await panel.waitFor({ state: 'visible' });
    const link = panel.locator('a.ap-mega-menu__group-link').first();
    await link.waitFor();
    // The panels' links came with one request, which the other panels share.
    const other = page.locator('.ap-mega-menu__item:has(.ap-mega-menu__panel)').nth(1);
    await other.locator('.ap-mega-menu__top-link').hover();
    await other.locator('a.ap-mega-menu__group-link').first().waitFor();
    expect(navigationRequests()).toBe(1);
    await entry.locator('.ap-mega-menu__top-link').hover();
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
    // Focus moves into the panel once its links have come.
    await page.waitForFunction(() =>
      document.activeElement?.closest('.ap-mega-menu__panel a[href]'),
    );
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
    const categoryPath =
      /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(homeHtml)?.[1] ?? '';
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
    const categoryPath =
      /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(homeHtml)?.[1] ?? '';
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

    // An entry's sub-categories, loaded when the menu opened.
    const entry = dialog.getByRole('button', { name: /^Undermeny for / }).first();
    await entry.click();
    const list = page.locator(`[id="${await entry.getAttribute('aria-controls')}"]`);
    const link = list.locator('a[href$=".html"]').first();
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
