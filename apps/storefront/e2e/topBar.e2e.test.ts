import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** The owner's top menu block's links, as the API has them. */
async function topMenuLinks(): Promise<{ href: string; label: string }[]> {
  const { cmsBlocks } = await ask<{ cmsBlocks: { items: { content: string }[] } }>(
    '{ cmsBlocks(identifiers: ["top-menu"]) { items { content } } }',
  );
  const html = cmsBlocks.items[0]?.content ?? '';
  return [...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href = '', label = '']) => ({
    href,
    label,
  }));
}

describe.skipIf(!browserAvailable)('the top bar (issue 23 items 9, 10, 12)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows the owner's top menu block as links, and the message in a landmark, from the server", async () => {
    const links = await topMenuLinks();
    expect(links.map((link) => link.label)).toEqual([
      'Delesøk',
      'Tilbud',
      'Aktuelt',
      'Kundeservice',
      'Kontakt oss',
    ]);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Snarveier' });
    for (const link of links) {
      await expect(
        nav.getByRole('link', { name: link.label, exact: true }).getAttribute('href'),
      ).resolves.toBe(link.href);
    }
    // Nothing of the bar is outside a landmark.
    const outside = await page.$$eval(
      '.ap-top-bar a, .ap-top-bar button, .ap-top-bar__content',
      (elements) =>
        elements.filter((element) => !element.closest('aside[aria-label], nav[aria-label]')).length,
    );
    expect(outside).toBe(0);
    await expect(
      page.getByRole('complementary', { name: 'Kunngjøring' }).textContent(),
    ).resolves.toContain('Fri frakt');
    expect(await accessibilityViolations(page, '.ap-top-bar')).toEqual([]);

    // A top menu link is routed in the app.
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    await nav.getByRole('link', { name: 'Aktuelt', exact: true }).click();
    await page.waitForURL(/\/aktuelt$/);
    await expect(
      page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).resolves.toBe(true);
    await page.close();
  });

  it('stays closed after a reload once dismissed from the keyboard, without a flash', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    const close = page.getByRole('button', { name: 'Lukk' }).first();
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('complementary', { name: 'Kunngjøring' }).count()).resolves.toBe(0);
    // Focus is not lost with the button: it moves to the bar's first link.
    await expect(
      page.evaluate(() => document.activeElement?.closest('nav')?.getAttribute('aria-label')),
    ).resolves.toBe('Snarveier');

    // The server leaves the message out of the HTML it sends with the cookie.
    const cookies = await context.cookies(storefrontUrl);
    const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    expect(cookie).toContain('top-bar-dismissed=');
    const html = await (await fetch(storefrontUrl, { headers: { cookie } })).text();
    expect(html).not.toContain('aria-label="Kunngjøring"');
    expect(html).toContain('aria-label="Snarveier"');
    const fresh = await (await fetch(storefrontUrl)).text();
    expect(fresh).toContain('aria-label="Kunngjøring"');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'Kunngjøring' }).count()).resolves.toBe(0);
    await context.close();
  });
});
