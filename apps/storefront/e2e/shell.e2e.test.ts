import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the server-rendered shell', () => {
  it('sends the home page with the mega menu and the home content already in the HTML', async () => {
    const { megaMenuItems } = await ask<{ megaMenuItems: { title: string }[] }>(
      '{ megaMenuItems { title } }',
    );
    const { cmsPage } = await ask<{ cmsPage: { content: string; meta_title: string } }>(
      '{ cmsPage(identifier: "home") { content meta_title } }',
    );
    const response = await fetch(storefrontUrl);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="nb"/);
    expect(html).toContain(`<title>${cmsPage.meta_title} | Agri Deler</title>`);
    // The main menu (the top bar's links are a <nav> of their own, before it).
    const menuStart = html.indexOf('<nav aria-label="Hovedmeny"');
    const navigation = html.slice(menuStart, html.indexOf('</nav>', menuStart));
    expect(megaMenuItems.length).toBeGreaterThan(5);
    for (const item of megaMenuItems) expect(textOf(navigation)).toContain(item.title);
    const firstHeading = /<h1>([^<]+)<\/h1>/.exec(cmsPage.content)?.[1];
    expect(firstHeading).toBeTruthy();
    expect(html).toContain(`<h1>${firstHeading}</h1>`);
  });

  it('answers an unknown address with the 404 page and status 404', async () => {
    const response = await fetch(`${storefrontUrl}/finnes-ikke-${Date.now()}`);
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(html).toContain('Siden ble ikke funnet');
    expect(html).toContain('href="/kontakt-oss"');
    expect(html).toContain('<title>Siden ble ikke funnet | Agri Deler</title>');
  });

  it('answers an address no page can read (a NUL character) with 400, not 500', async () => {
    expect((await fetch(`${storefrontUrl}/foo%00bar`)).status).toBe(400);
  });

  it("answers Magento's not-found CMS page with 404 and sends the home page's second address home", async () => {
    expect((await fetch(`${storefrontUrl}/no-route`)).status).toBe(404);
    const home = await fetch(`${storefrontUrl}/home`, { redirect: 'manual' });
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/');
  });

  it('sends a category page past its last page back to page 1', async () => {
    const homeHtml = await (await fetch(storefrontUrl)).text();
    const categoryPath =
      /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(homeHtml)?.[1] ?? '';
    const response = await fetch(`${storefrontUrl}${categoryPath}?page=99999`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(categoryPath);
  });

  it('answers HEAD with the headers of the page, and a missing asset with a plain 404', async () => {
    const head = await fetch(storefrontUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    const asset = await fetch(`${storefrontUrl}/assets/missing-abc123.js`);
    expect(asset.status).toBe(404);
    expect(await asset.text()).not.toContain('<html');
  });

  it('shows a product at /p/{sku}, and 404 for an unknown SKU', async () => {
    const { products } = await ask<{ products: { items: { sku: string; name: string }[] } }>(
      '{ products(search: "filter", pageSize: 1) { items { sku name } } }',
    );
    const product = products.items[0];
    const response = await fetch(`${storefrontUrl}/p/${encodeURIComponent(product?.sku ?? '')}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(
      new RegExp(
        `<h1[^>]*>${(product?.name ?? '').replace(/&/g, '&amp;').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`,
      ),
    );
    expect((await fetch(`${storefrontUrl}/p/NO-SUCH-SKU-123`)).status).toBe(404);
  });

  it('serves the same-origin GraphQL proxy', async () => {
    const response = await fetch(
      `${storefrontUrl}/graphql?query=${encodeURIComponent('{ storeConfig { store_code } }')}`,
      { headers: { store: 'ad_nb_no' } },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { storeConfig: { store_code: 'ad_nb_no' } } });
  });
});

describe.skipIf(!browserAvailable)('the shell in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('hydrates the home page without console errors', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(storefrontUrl);
    await waitForHydration(page);

    expect(await page.locator('main h1').first().textContent()).toBeTruthy();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('follows an internal link inside CMS content without reloading the page', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });

    await page.locator('main .cms-content a[href="/kontakt-oss"]').first().click();
    await page.waitForURL(`${storefrontUrl}/kontakt-oss`);
    await page.waitForSelector('main h1:has-text("Kontakt")');

    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    );
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page with its image for an unknown address', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${storefrontUrl}/ingen-slik-side`);

    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Siden ble ikke funnet');
    expect(await page.locator('img.error-page__image').count()).toBe(1);
    await page.close();
  });
});
