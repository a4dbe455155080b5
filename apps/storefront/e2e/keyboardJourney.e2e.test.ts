import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** Whether the element has the focus. */
const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Tab (or Shift+Tab) until `target` has the focus; the header changes, so no counts are kept. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 150; presses += 1) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(key);
  }
  throw new Error('Tabbed 150 times without reaching the element.');
}

/** The focused element shows a ring (an outline or a box shadow) and is not the page itself. */
async function expectVisibleFocus(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { body: true, ring: false };
    // A field's ring may be drawn by its wrapper (`:focus-within`): the element or two parents.
    const hasRing = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none'
      );
    };
    const parent = element.parentElement;
    const ring =
      hasRing(element) ||
      (parent !== null &&
        (hasRing(parent) || (parent.parentElement !== null && hasRing(parent.parentElement))));
    return { body: false, ring };
  });
  expect(focus).toEqual({ body: false, ring: true });
}

describe.skipIf(!browserAvailable)('a keyboard-only journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('goes from the home page through search, a product and the cart to checkout', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/`);
    await waitForHydration(page);
    expect(await accessibilityViolations(page, 'body')).toEqual([]);

    // The header's search: typed, an option chosen with the arrow keys, Enter follows it.
    const header = page.getByRole('banner');
    const search = header.getByRole('searchbox').or(header.getByRole('combobox'));
    await tabTo(page, search);
    await expectVisibleFocus(page);
    await page.keyboard.type('filter', { delay: 30 });
    const dialog = page.getByRole('dialog', { name: 'Søk', exact: true });
    const field = dialog.getByRole('combobox');
    await expect.poll(() => field.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/\.html$/), page.keyboard.press('Enter')]);
    await waitForHydration(page);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);

    // The product: Tab to "Legg i handlekurv", Enter.
    const add = page.locator('main').getByRole('button', { name: 'Legg i handlekurv' });
    await tabTo(page, add);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body))
      .toBe(true);

    // The cart: from the header, then "Gå til kassen".
    const cart = header
      .getByRole('link', { name: /^Handlekurv/ })
      .or(header.getByRole('button', { name: /^Handlekurv/ }));
    await tabTo(page, cart, 'Shift+Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const checkout = page
      .getByRole('link', { name: 'Gå til kassen' })
      .or(page.getByRole('button', { name: 'Gå til kassen' }));
    await checkout.first().waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement !== document.body))
      .toBe(true);
    await tabTo(page, checkout);
    await expectVisibleFocus(page);
    await Promise.all([page.waitForURL(/\/(kassen|checkout)/), page.keyboard.press('Enter')]);
    await waitForHydration(page);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
