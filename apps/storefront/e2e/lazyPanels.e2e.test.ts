import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

/**
 * The header's search overlay, the mobile menu and a listing's filter sidebar load their code when first opened, not with the
 * page (`layout/LayoutPanels`, `useOpenedOnce`): the shopper must not notice — the letters typed
 * while it loads are kept, and the panels work as before.
 */
const storefrontUrl = inject('storefrontUrl');
let browser: Browser;

beforeAll(async () => {
  if (browserAvailable) browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.skipIf(!browserAvailable)('panels loaded on first opening', () => {
  it('the quick search opens on the first letter, keeps every letter typed and shows results', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    const overlay = page.getByRole('dialog', { name: 'Søk', exact: true });
    expect(await overlay.count()).toBe(0);

    await page
      .getByRole('searchbox', { name: 'Søk etter deler' })
      .first()
      .pressSequentially('filter', { delay: 20 });

    await overlay.waitFor();
    const field = overlay.getByRole('combobox', { name: 'Søk etter deler' });
    await expect.poll(() => field.inputValue()).toBe('filter');
    await overlay.getByRole('link', { name: 'Vis alle treff for «filter»' }).waitFor();
    expect(await overlay.locator('a[href$=".html"]').count()).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the mobile menu opens from the menu button, lists the categories and closes on a link', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    await page.goto(storefrontUrl);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Meny', exact: true }).click();
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await menu.waitFor();
    const link = menu.locator('a[href$=".html"]').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\.html$/);

    await link.click();
    await page.waitForURL(`${storefrontUrl}${href}`);
    await menu.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the filter sidebar of a category opens on the first tap on a slow phone, lists the manufacturer filters and closes on Escape', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    // A slow phone: the processor four times slower, and the category page's code (which
    // hydrates after the rest of the page) a second late. The page is not reported hydrated
    // before its own buttons work, so the one click below opens the sidebar.
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.route(/\/assets\/CategoryPage-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`${storefrontUrl}/traktordeler.html`);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Filtrer', exact: true }).click();
    const sidebar = page.getByRole('dialog', { name: 'Filtrer' });
    await sidebar.waitFor();
    expect(await sidebar.locator('a[href*="manufacturer="]').count()).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
