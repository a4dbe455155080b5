import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** Records every text the overlay's live region takes, from the page's first script on. */
function recordAnnouncements() {
  const said: string[] = [];
  (window as unknown as { announced: string[] }).announced = said;
  new MutationObserver(() => {
    const text = document.querySelector('[role="dialog"] [role="status"]')?.textContent ?? '';
    if (text && said.at(-1) !== text) said.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

describe.skipIf(!browserAvailable)('the search overlay for a keyboard and a screen reader', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is a combobox: arrows choose an option, Escape returns the focus, the count is said once', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.addInitScript(recordAnnouncements);
    await page.goto(`${storefrontUrl}/kontakt-oss`);
    await waitForHydration(page);
    const headerField = page.locator('header input[name="term"]');
    await headerField.pressSequentially('filter', { delay: 40 });

    const dialog = page.getByRole('dialog', { name: 'Søk', exact: true });
    const field = dialog.getByRole('combobox');
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
    const listbox = page.locator(`[id="${await field.getAttribute('aria-controls')}"]`);
    expect(await listbox.getAttribute('role')).toBe('listbox');
    // The settled results are read out politely, once; no partial word's "no results" before.
    const status = dialog.getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/^\d+ produkter$/);
    expect(
      await page.evaluate(() => (window as unknown as { announced: string[] }).announced),
    ).toEqual([await status.textContent()]);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const activeId = (await field.getAttribute('aria-activedescendant')) ?? '';
    const active = listbox.locator(`[id="${activeId}"]`);
    expect(await active.getAttribute('role')).toBe('option');
    expect(await active.getAttribute('aria-selected')).toBe('true');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    // Escape closes it, and the focus is back in the header's field.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await headerField.evaluate((input) => input === document.activeElement)).toBe(true);

    // Enter follows the active option.
    await headerField.pressSequentially('filter', { delay: 20 });
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const firstId = (await field.getAttribute('aria-activedescendant')) ?? '';
    const href = (await listbox.locator(`[id="${firstId}"]`).getAttribute('href')) ?? '';
    expect(href).toMatch(/^\//);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${storefrontUrl}${href}`);
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await page.close();
  });
});
