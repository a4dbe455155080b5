import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** The first top-level category in the mega menu. */
async function categoryPath(): Promise<string> {
  const html = await (await fetch(storefrontUrl)).text();
  return /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(html)?.[1] ?? '';
}

const countOf = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

describe.skipIf(!browserAvailable)('the filter sidebar on a phone (390 px)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the live count, "Vis N produkter" returns to the results, "Fjern alle" clears', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors = collectPageErrors(page);
    const path = await categoryPath();
    await page.goto(`${storefrontUrl}${path}`);
    await waitForHydration(page);
    const total = countOf(await page.locator('.listing__count').textContent());
    expect(total).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Filtrer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtrer' });
    await dialog.waitFor();
    const status = dialog.getByRole('status');
    expect(await status.textContent()).toBe(`${total} produkter`);
    await dialog.getByRole('button', { name: `Vis ${total} produkter` }).waitFor();
    // Nothing chosen yet: nothing to remove.
    expect(await dialog.getByRole('link', { name: 'Fjern alle' }).count()).toBe(0);

    // A manufacturer: the listing behind narrows, the sidebar stays open and says how many.
    const option = dialog.locator('fieldset', { hasText: 'Produsent' }).locator('a').first();
    const optionHref = (await option.getAttribute('href')) ?? '';
    await option.click();
    await page.waitForURL(`${storefrontUrl}${optionHref}`);
    await expect.poll(async () => countOf(await status.textContent())).toBeLessThan(total);
    const narrowed = countOf(await status.textContent());
    expect(await status.textContent()).toMatch(/^\d+ produkte?r?$/);
    const show = dialog.getByRole('button', { name: /^Vis \d+ produkte?r?$/ });
    expect(countOf(await show.textContent())).toBe(narrowed);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    // "Vis N produkter" closes it and puts the focus on the results.
    await show.click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('resultater');
    expect(countOf(await page.locator('.listing__count').textContent())).toBe(narrowed);

    // "Fjern alle" in the sidebar removes the filter again.
    await page.getByRole('button', { name: 'Filtrer', exact: true }).click();
    await dialog.getByRole('link', { name: 'Fjern alle' }).click();
    await page.waitForURL(`${storefrontUrl}${path}`);
    await dialog.getByRole('button', { name: `Vis ${total} produkter` }).waitFor();
    expect(await status.textContent()).toBe(`${total} produkter`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
