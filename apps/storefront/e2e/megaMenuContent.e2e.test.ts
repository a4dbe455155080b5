import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

interface SeededItem {
  title: string;
  content: string | null;
  width: string | null;
  items_id: string | null;
  children: { title: string }[];
}

describe.skipIf(!browserAvailable)(
  "the mega menu honours the owner's fields (issue 23 item 10)",
  () => {
    let browser: Browser;
    let item: SeededItem;

    beforeAll(async () => {
      browser = await launchBrowser();
      const { megaMenuItems } = await ask<{ megaMenuItems: SeededItem[] }>(
        '{ megaMenuItems { title content width items_id children { title } } }',
      );
      // The first category item: it has content, a width and items_id in the seed.
      item = megaMenuItems.find((entry) => entry.content && entry.width && entry.items_id)!;
    });
    afterAll(async () => {
      await browser?.close();
    });

    it("shows an item's content in its panel at its width, opened from the keyboard", async () => {
      expect(item).toBeDefined();
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(storefrontUrl);
      await waitForHydration(page);
      const top = page
        .locator('.ap-mega-menu [data-mega-menu-top]', { hasText: item.title })
        .first();
      await top.focus();
      await page.keyboard.press('ArrowDown');
      const panel = page.locator(
        `[data-mega-menu-item]:has(> .ap-mega-menu__top :text-is("${item.title}")) .ap-mega-menu__panel`,
      );
      const content = panel.locator('.ap-mega-menu__content');
      await content.waitFor();
      // The seed's content is a line with a link to the whole category.
      const text = item.content!.replace(/<[^>]+>/g, '').trim();
      await expect(content.textContent()).resolves.toContain(text);
      await expect(panel.getAttribute('data-width')).resolves.toBe(item.width);
      // items_id lists the sub-categories, in the seed in their own order: each is there, in order.
      const groups = await panel
        .locator('.ap-mega-menu__group-link')
        .evaluateAll((links) => links.map((link) => link.textContent?.trim()));
      expect(groups).toEqual(item.children.map((child) => child.title));
      expect(await accessibilityViolations(page, '.ap-mega-menu')).toEqual([]);
      await page.close();
    });
  },
);
