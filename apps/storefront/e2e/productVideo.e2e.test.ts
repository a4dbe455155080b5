import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { everyProduct } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

interface ApiProduct {
  name: string;
  url_key: string;
  url_suffix: string;
  media_gallery: { __typename: string; video_content?: { video_title: string } | null }[];
}

const videoHosts = /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//;

describe.skipIf(!browserAvailable)('a product video in the gallery', () => {
  let browser: Browser;
  let product: ApiProduct;
  let title: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const products = await everyProduct<ApiProduct>(
      `name url_key url_suffix media_gallery { __typename ... on ProductVideo { video_content { video_title } } }`,
    );
    const found = products.find(
      (candidate) =>
        candidate.media_gallery.some((entry) => entry.__typename === 'ProductImage') &&
        candidate.media_gallery.some(
          (entry) => entry.__typename === 'ProductVideo' && entry.video_content?.video_title,
        ),
    );
    if (!found) throw new Error('The seeded catalogue has no product with a video.');
    product = found;
    title = found.media_gallery.find((entry) => entry.__typename === 'ProductVideo')!.video_content!
      .video_title;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks nothing of the video host until play is pressed, then shows a titled player (keyboard only)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // No internet here: the player's host answers from the test, and every request to it is noted.
    const hostRequests: string[] = [];
    await context.route(videoHosts, (route) => {
      hostRequests.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Spiller</title><p>Video</p>',
      });
    });
    await page.goto(`${storefrontUrl}/${product.url_key}${product.url_suffix}`);
    await waitForHydration(page);

    const gallery = page.getByRole('region', { name: 'Produktbilder' });
    const videoThumbnail = gallery.getByRole('button', { name: `Vis video: ${title}` });
    await expect(videoThumbnail.textContent()).resolves.toContain(title);
    await expect(page.locator('iframe').count()).resolves.toBe(0);

    // The shown thumbnail is the one in the tab order; End moves to the last entry, the video.
    await gallery.getByRole('button', { name: /^Vis bilde 1 av / }).focus();
    await page.keyboard.press('End');
    await expect(
      videoThumbnail.evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    const play = gallery.getByRole('button', { name: `Spill av video: ${title}` });
    await play.waitFor();
    await expect(page.locator('iframe').count()).resolves.toBe(0);
    expect(hostRequests).toEqual([]);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);

    // Back from the thumbnails to the play button, then Enter.
    for (let presses = 0; presses < 10; presses += 1) {
      if (await play.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Shift+Tab');
    }
    await page.keyboard.press('Enter');
    const frame = gallery.locator('iframe');
    await frame.waitFor();
    await expect(frame.getAttribute('title')).resolves.toBe(title);
    expect(await frame.getAttribute('src')).toMatch(videoHosts);
    await expect(frame.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await expect.poll(() => hostRequests.length).toBeGreaterThan(0);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    // The policy's frame-src lets the player in: no "Refused to frame" in the console.
    expect(errors).toEqual([]);
    await context.close();
  });
});
