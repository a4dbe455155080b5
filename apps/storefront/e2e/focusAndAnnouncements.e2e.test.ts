import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { browserAvailable, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');
const longPage = '/traktordeler.html';

/** What the focused element is: its tag, whether it is the page's h1, and its text. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      isMainHeading: element !== null && element === document.querySelector('main h1'),
      text: element?.textContent?.trim() ?? '',
    };
  });
}

const announcement = (page: Page) =>
  page.$eval('[data-route-announcer]', (region) => region.textContent ?? '');

describe.skipIf(!browserAvailable)('focus and announcements (issue 23 items 9, 12)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("moves focus to the new page's heading and announces its title, but not for a page parameter", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    await expect(announcement(page)).resolves.toBe('');
    const region = await page.$eval('[data-route-announcer]', (element) => [
      element.getAttribute('role'),
      element.getAttribute('aria-live'),
    ]);
    expect(region).toEqual(['status', 'polite']);

    // Keyboard only: the menu's first link, Enter.
    const link = page.locator(`.ap-mega-menu a[href="${longPage}"]`).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${longPage}`);
    await expect.poll(() => focused(page).then((state) => state.isMainHeading)).toBe(true);
    const title = await page.title();
    await expect.poll(() => announcement(page)).toBe(title);
    await expect(page.$eval('main h1', (heading) => heading.tabIndex)).resolves.toBe(-1);

    // Page 2 of the same listing: same path, so focus stays and nothing new is read out.
    const next = page.locator(`a[href^="${longPage}?"][href*="page=2"]`).first();
    await next.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => document.title !== '');
    expect((await focused(page)).isMainHeading).toBe(false);
    await expect(announcement(page)).resolves.toBe(title);
    await page.close();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`never leaves a focused element under the sticky header going back with Shift+Tab at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${storefrontUrl}${longPage}`);
      await waitForHydration(page);
      // From the end of the page backwards.
      await page.locator('footer a').last().focus();
      let checked = 0;
      for (let step = 0; step < 45; step += 1) {
        await page.keyboard.press('Shift+Tab');
        const state = await page.evaluate(() => {
          const element = document.activeElement as HTMLElement | null;
          const header = document.querySelector('header.ap-header')!.getBoundingClientRect();
          if (!element || element === document.body) return null;
          if (element.closest('header.ap-header, .ap-top-bar, .skip-link')) return null;
          const rect = element.getBoundingClientRect();
          if (rect.width === 0 || rect.height === 0) return null;
          return {
            top: rect.top,
            headerBottom: header.bottom,
            html: element.outerHTML.slice(0, 80),
          };
        });
        if (!state) continue;
        checked += 1;
        expect(state.top, state.html).toBeGreaterThanOrEqual(state.headerBottom - 1);
      }
      expect(checked).toBeGreaterThan(20);
      await page.close();
    });
  }

  it('shows a focus indicator of at least 3:1 against the background on every control it reaches', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    const results: { html: string; contrast: number }[] = [];
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const result = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const parse = (colour: string) =>
          (/rgba?\(([^)]+)\)/.exec(colour)?.[1] ?? '').split(',').map((part) => Number(part));
        const luminance = (colour: string) => {
          const [r = 0, g = 0, b = 0] = parse(colour).map((value) => {
            const channel = value / 255;
            return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const contrast = (a: string, b: string) => {
          const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
          return (light! + 0.05) / (dark! + 0.05);
        };
        // The background the ring is drawn on: the first opaque one from the element's parent up.
        let node: Element | null = element.parentElement;
        let background = 'rgb(255, 255, 255)';
        while (node) {
          const colour = getComputedStyle(node).backgroundColor;
          const alpha = parse(colour)[3];
          if (
            colour &&
            !colour.startsWith('rgba(0, 0, 0, 0)') &&
            (alpha === undefined || alpha > 0.5)
          ) {
            background = colour;
            break;
          }
          node = node.parentElement;
        }
        // A field whose form draws the ring (`:focus-within`) is judged by the form's.
        const ringOwner =
          [element, element.parentElement, element.parentElement?.parentElement].find(
            (candidate) => candidate && getComputedStyle(candidate).outlineStyle !== 'none',
          ) ?? element;
        const style = getComputedStyle(ringOwner);
        const rings = [
          style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2
            ? style.outlineColor
            : null,
          /rgb/.exec(style.boxShadow) ? /rgba?\([^)]+\)/.exec(style.boxShadow)![0] : null,
        ].filter((colour): colour is string => colour !== null);
        return {
          html: element.outerHTML.slice(0, 80),
          contrast: Math.max(0, ...rings.map((ring) => contrast(ring, background))),
        };
      });
      if (result) results.push(result);
    }
    expect(results.length).toBeGreaterThan(20);
    for (const result of results) expect(result.contrast, result.html).toBeGreaterThanOrEqual(3);
    await page.close();
  });

  it('closes a hover-opened mega menu panel on Escape, focus staying where it was', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    const item = page.locator('.ap-mega-menu__list > li:has(.ap-mega-menu__toggle)').first();
    const toggle = item.locator('.ap-mega-menu__toggle');
    await item.locator('[data-mega-menu-top]').hover();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    const before = (await focused(page)).tag;
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(item.locator('.ap-mega-menu__panel').isVisible()).resolves.toBe(false);
    expect((await focused(page)).tag).toBe(before);
    await page.close();
  });
});
