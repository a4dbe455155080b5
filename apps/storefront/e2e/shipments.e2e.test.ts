import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { logIn } from './logIn';

const storefrontUrl = inject('storefrontUrl');
const ola = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };

const CARRIER_PAGES =
  /^https:\/\/(sporing\.bring\.no|tracking\.postnord\.com|www\.dbschenker\.com)\//;

// Reads the seeded history only (no order is shipped here: `/dev/ship` is covered by
// commerce-api's shipments test), so the demo account stays as seeded.
describe.skipIf(!browserAvailable)('shipment tracking in the browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 900 }],
  ])(
    'follows a parcel on %s: order history → the order → its timeline and carrier link',
    async (_name, viewport) => {
      const context = await browser.newContext({ viewport });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: storefrontUrl,
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await logIn(page, ola, '/customer/order-history');
      await waitForHydration(page);

      // The history says where the shipped orders' parcels are (table or cards, as the width has it).
      const list =
        viewport.width < 768 ? '.ap-order-list__cards li' : '.ap-order-list__table tbody tr';
      const shipped = page.locator(list).filter({ hasText: /Sending: / });
      expect(await shipped.count()).toBeGreaterThan(0);
      const row = shipped.first();
      const status = (await row.locator('.ap-order-list__shipment').innerText()).trim();
      expect(status).toMatch(
        /^Sending: (Registrert|Levert til transportør|På vei|Ute for levering|Levert)$/,
      );
      const link = row.getByRole('link').first();
      const href = (await link.getAttribute('href')) ?? '';
      await Promise.all([page.waitForURL((url) => url.pathname === href), link.click()]);
      await waitForHydration(page);

      const tracking = page.getByRole('region', { name: /^Pakke \d{9}-\d+$/ }).first();
      await tracking.waitFor();
      expect(await page.getByRole('heading', { name: 'Sporing', level: 2 }).count()).toBe(1);
      const steps = tracking
        .getByRole('list', { name: /^Status for pakke / })
        .getByRole('listitem');
      expect(await steps.count()).toBe(5);
      const current = tracking.locator('li[aria-current="step"]');
      expect(await current.count()).toBe(1);
      // The history's status is the current step's (the order has one parcel or all at one stage).
      expect(status).toContain(
        (await current.locator('.ap-shipment-tracking__label').innerText()).trim(),
      );

      const carrierLink = tracking.getByRole('link', { name: /^Spor pakken hos / });
      expect(await carrierLink.getAttribute('href')).toMatch(CARRIER_PAGES);
      expect(await carrierLink.getAttribute('target')).toBe('_blank');
      const number = (await tracking.locator('.ap-shipment-tracking__code').innerText()).trim();
      expect(number).toMatch(/^\d{10,20}$/);
      expect(await carrierLink.getAttribute('href')).toContain(number);

      await tracking.getByRole('button', { name: 'Kopier sporingsnummeret' }).click();
      await tracking.getByRole('status').getByText('Sporingsnummeret er kopiert').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);

      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
    60_000,
  );
});
