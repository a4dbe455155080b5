import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { everyProduct } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

interface Item {
  name: string;
  slug: string;
  id: number;
}
interface CatalogueProduct {
  __typename: string;
  sku: string;
  stock_status: string;
  wm_order_product: boolean;
  wm_universal_fit: boolean;
  wm_backorders: boolean;
  wm_supplier_lead_days: number | null;
  wm_pf_fitments: { finder: Item; brand: Item; model: Item }[];
}

const item = '{ id name slug }';
let catalogue: Promise<CatalogueProduct[]> | undefined;
/** Every product with its fitment and stock fields, as commerce-api holds them (once). */
const products = () =>
  (catalogue ??= everyProduct<CatalogueProduct>(
    `__typename sku stock_status wm_order_product wm_universal_fit wm_backorders
     wm_supplier_lead_days wm_pf_fitments { finder ${item} brand ${item} model ${item} }`,
  ));

describe.skipIf(!browserAvailable)('fitment states and stock you can act on (issue 23)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a universal product never says "Passer ikke"; a part that does not fit leads to the parts that do', async () => {
    const all = await products();
    const fitted = all.find((product) => product.wm_pf_fitments.length > 0)!;
    const tractor = fitted.wm_pf_fitments[0]!;
    const title = `${tractor.brand.name} ${tractor.model.name}`;
    const partsPath = `/parts/${tractor.finder.slug}/${tractor.brand.slug}/${tractor.model.slug}`;
    const universal = all.find(
      (product) => product.wm_universal_fit && product.__typename === 'SimpleProduct',
    );
    const misfit = all.find(
      (product) =>
        product.wm_pf_fitments.length > 0 &&
        !product.wm_universal_fit &&
        product.wm_pf_fitments.every((fitment) => fitment.model.id !== tractor.model.id),
    );
    expect(universal, 'a universal product in the catalogue').toBeDefined();
    expect(misfit, 'a part made for other machines').toBeDefined();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The active tractor, added from its parts page.
    await page.goto(`${storefrontUrl}${partsPath}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Legg til i Mine traktorer' }).click();
    await page.getByText(`${title} er i Mine traktorer.`).waitFor();

    await page.goto(`${storefrontUrl}/p/${encodeURIComponent(universal!.sku)}`);
    await waitForHydration(page);
    const fit = page.locator('.product-page__fit');
    await expect.poll(() => fit.innerText()).toBe('Universell – passer alle traktorer');
    expect(await page.locator('main').innerText()).not.toContain('Passer ikke');

    await page.goto(`${storefrontUrl}/p/${encodeURIComponent(misfit!.sku)}`);
    await waitForHydration(page);
    await expect.poll(() => fit.locator('.ap-fit-badge').innerText()).toBe(`Passer ikke ${title}`);
    const fittingParts = fit.getByRole('link', { name: `Se deler som passer ${title}` });
    expect(await fittingParts.getAttribute('href')).toBe(partsPath);
    expect(await accessibilityViolations(page, '.product-page__summary')).toEqual([]);
    await fittingParts.click();
    await page.waitForURL(`${storefrontUrl}${partsPath}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an out-of-stock part offers the alert to a guest; a backordered part says its lead time and goes in the cart', async () => {
    const all = await products();
    const sellable = all.filter(
      (product) =>
        product.__typename === 'SimpleProduct' &&
        product.stock_status === 'OUT_OF_STOCK' &&
        !product.wm_order_product,
    );
    const waiting = sellable.find((product) => !product.wm_backorders);
    const backordered = sellable.find(
      (product) => product.wm_backorders && product.wm_supplier_lead_days !== null,
    );
    expect(waiting, 'a sold-out part without backorder').toBeDefined();
    expect(backordered, 'a backordered part').toBeDefined();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${storefrontUrl}/p/${encodeURIComponent(waiting!.sku)}`);
    await waitForHydration(page);
    const box = page.locator('.product-purchase');
    expect(await box.locator('.ap-stock-status').innerText()).toBe('Ikke på lager');
    // Nothing says when a part nobody has can be sent.
    expect(await box.innerText()).not.toContain('Leveringstid');
    const alert = page.getByRole('region', { name: 'Varsle meg når den er på lager' });
    await alert.getByLabel('E-postadresse').fill(`gjest.${Date.now()}@example.no`);
    await alert.getByRole('button', { name: 'Varsle meg' }).click();
    const status = alert.getByRole('status');
    await expect.poll(() => status.innerText()).toMatch(/^Takk! Vi sender én e-post til /);
    expect(await status.getAttribute('aria-live')).toBe('polite');
    expect(await accessibilityViolations(page, '.product-purchase')).toEqual([]);

    await page.goto(`${storefrontUrl}/p/${encodeURIComponent(backordered!.sku)}`);
    await waitForHydration(page);
    expect(await box.locator('.ap-stock-status').innerText()).toBe('Ikke på lager – kan bestilles');
    expect(await box.locator('.product-purchase__delivery').innerText()).toBe(
      `Leveringstid: ca. ${backordered!.wm_supplier_lead_days} dager (bestilles fra leverandør)`,
    );
    expect(await page.getByRole('region', { name: 'Varsle meg når den er på lager' }).count()).toBe(
      0,
    );
    await box.getByRole('button', { name: 'Legg i handlekurv' }).click();
    await page
      .locator('.ap-notification')
      .filter({ hasText: 'Produktet er lagt i handlekurven' })
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
