import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { logIn } from './logIn';

const storefrontUrl = inject('storefrontUrl');

interface Item {
  id: number;
  name: string;
  slug: string;
}
interface Fitment {
  finder: Item;
  brand: Item;
  model: Item;
}

/** The top-level category of the mega menu's first link. */
async function categoryPath(): Promise<string> {
  const html = await (await fetch(storefrontUrl)).text();
  return /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(html)?.[1] ?? '';
}

/** The fitments of products by SKU, as commerce-api holds them. */
async function fitmentsOf(skus: readonly string[]): Promise<Map<string, Fitment[]>> {
  const item = '{ id name slug }';
  const { products } = await ask<{
    products: { items: { sku: string; wm_pf_fitments: Fitment[] }[] };
  }>(
    `query ($skus: [String!]) { products(filter: { sku: { in: $skus } }, pageSize: 100) {
      items { sku wm_pf_fitments { finder ${item} brand ${item} model ${item} } } } }`,
    { skus },
  );
  return new Map(products.items.map((product) => [product.sku, product.wm_pf_fitments]));
}

/**
 * Whether each product fits a model by its fitments, or is universal (no fitments: the
 * narrowed listing keeps those, issue 23).
 */
async function allFit(skus: readonly string[], modelId: number): Promise<boolean> {
  const fitments = await fitmentsOf(skus);
  return skus.every((sku) => {
    const list = fitments.get(sku) ?? [];
    return list.length === 0 || list.some((fitment) => fitment.model.id === modelId);
  });
}

/** A new customer, registered at commerce-api. */
async function registerCustomer() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = {
    firstname: 'Kari',
    lastname: 'Traktorsen',
    email: `kari.tractors.${id}@example.no`,
    password: 'Grasslag-2026',
  };
  await ask(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: customer },
  );
  return customer;
}

const title = (fitment: Fitment) => `${fitment.brand.name} ${fitment.model.name}`;
const partsPath = (fitment: Fitment) =>
  `/parts/${fitment.finder.slug}/${fitment.brand.slug}/${fitment.model.slug}`;

/** The names of the machines on a "My tractors" page, with `*` after the active one. */
async function listedTractors(page: Page): Promise<string[]> {
  return page
    .locator('.ap-tractor-list__card')
    .evaluateAll((cards) =>
      cards.map(
        (card) =>
          `${card.querySelector('.ap-tractor-list__name')?.textContent ?? ''}${
            card.hasAttribute('data-active') ? ' *' : ''
          }`,
      ),
    );
}

describe.skipIf(!browserAvailable)('My tractors', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('as a guest: add from the finder, use one, fit badges, narrow a listing; kept at login; remove', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // A category listing, and two machines: one some of its parts fit (not all), and another.
    const category = await categoryPath();
    await page.goto(`${storefrontUrl}${category}`);
    await waitForHydration(page);
    const skus = await page
      .locator('.product-grid__item')
      .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.sku ?? ''));
    const fitments = await fitmentsOf(skus);
    const byModel = new Map<number, { fitment: Fitment; count: number }>();
    for (const list of fitments.values()) {
      for (const fitment of list) {
        const entry = byModel.get(fitment.model.id) ?? { fitment, count: 0 };
        entry.count += 1;
        byModel.set(fitment.model.id, entry);
      }
    }
    const ranked = [...byModel.values()].sort((a, b) => b.count - a.count);
    const chosen = ranked.find((entry) => entry.count < skus.length) ?? ranked[0];
    expect(chosen, 'a model some listed parts fit').toBeDefined();
    const main = chosen!.fitment;
    const other = ranked.find((entry) => entry.fitment.model.id !== main.model.id)!.fitment;
    const fitting = new Set(
      skus.filter((sku) =>
        (fitments.get(sku) ?? []).some((fitment) => fitment.model.id === main.model.id),
      ),
    );

    // No machine yet: no bar, no badges, no switch.
    expect(await page.locator('.ap-active-tractor').count()).toBe(0);
    expect(await page.locator('.ap-fit-badge').count()).toBe(0);

    // Add both from the part finder's parts pages; the last added is the active one.
    for (const fitment of [main, other]) {
      await page.goto(`${storefrontUrl}${partsPath(fitment)}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Legg til i Mine traktorer' }).click();
      await page.getByText(`${title(fitment)} er i Mine traktorer.`).waitFor();
    }
    const bar = page.getByRole('region', { name: 'Din traktor' });
    await expect.poll(() => bar.innerText()).toContain(title(other));

    // The guest's list; use the first machine.
    await bar.getByRole('link', { name: 'Mine traktorer' }).click();
    await page.waitForURL(`${storefrontUrl}/my-tractors`);
    await expect.poll(() => listedTractors(page)).toEqual([title(main), `${title(other)} *`]);
    await page
      .getByRole('article', { name: title(main) })
      .getByRole('button', { name: 'Bruk denne' })
      .click();
    await expect.poll(() => listedTractors(page)).toEqual([`${title(main)} *`, title(other)]);
    await expect.poll(() => bar.innerText()).toContain(title(main));

    // Fit badges on the listing: one request tells every card.
    await page.goto(`${storefrontUrl}${category}`);
    await waitForHydration(page);
    const fitsSku = skus.find((sku) => fitting.has(sku))!;
    // A part made for other machines (one without fitments is universal, not "Passer ikke").
    const misfitSku = skus.find((sku) => !fitting.has(sku) && (fitments.get(sku) ?? []).length > 0);
    expect(misfitSku, 'a listed part the machine does not fit').toBeDefined();
    await expect
      .poll(() => page.locator(`[data-sku="${fitsSku}"] .ap-fit-badge`).innerText())
      .toBe(`Passer ${title(main)}`);
    expect(await page.locator(`[data-sku="${misfitSku}"] .ap-fit-badge`).innerText()).toBe(
      `Passer ikke ${title(main)}`,
    );

    // Narrow the listing to the parts that fit: the address says so, every card fits (or fits
    // every machine).
    await page.getByRole('switch', { name: `Vis bare deler som passer ${title(main)}` }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('wm_pf_model_id') === String(main.model.id),
    );
    await expect
      .poll(async () => {
        const shown = await page
          .locator('.product-grid__item')
          .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.sku ?? ''));
        return shown.length > 0 && (await allFit(shown, main.model.id));
      })
      .toBe(true);
    const narrowedHtml = await (await fetch(page.url())).text();
    expect(narrowedHtml).toContain('role="switch"');
    expect(narrowedHtml).toContain('aria-checked="true"');

    // The product page says it fits.
    await page.goto(`${storefrontUrl}/p/${encodeURIComponent(fitsSku)}`);
    await waitForHydration(page);
    await expect
      .poll(() => page.locator('.product-page__fit').innerText())
      .toBe(`Passer ${title(main)}`);

    // Log in: the list moves into the account and leaves the browser.
    const customer = await registerCustomer();
    await logIn(page, customer, '/customer/find-my-tractor');
    await waitForHydration(page);
    await expect
      .poll(() => listedTractors(page), { timeout: 15_000 })
      .toEqual([`${title(main)} *`, title(other)]);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('vsf-my-tractors')))
      .toBeNull();
    await page.reload();
    expect(await listedTractors(page)).toEqual([`${title(main)} *`, title(other)]);
    // The account menu has its four groups.
    expect(
      await page
        .locator('.account-area__navigation a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toContain('/customer/find-my-tractor');
    expect(errors).toEqual([]);
    await context.close();

    // Another browser, the same customer: the same list; remove one (a form post).
    const second = await browser.newContext();
    const secondPage = await second.newPage();
    const secondErrors = collectPageErrors(secondPage);
    await logIn(secondPage, customer, '/customer/find-my-tractor');
    await expect.poll(() => listedTractors(secondPage)).toEqual([`${title(main)} *`, title(other)]);
    await waitForHydration(secondPage);
    await secondPage
      .getByRole('article', { name: title(other) })
      .getByRole('button', { name: 'Fjern' })
      .click();
    // The removal is a form post answered by a fresh page: give it a busy machine's time.
    await expect
      .poll(() => listedTractors(secondPage), { timeout: 15_000 })
      .toEqual([`${title(main)} *`]);
    await secondPage.reload();
    expect(await listedTractors(secondPage)).toEqual([`${title(main)} *`]);
    expect(secondErrors).toEqual([]);
    await second.close();
  });

  it('keeps a machine found by its plate with the plate, from the parts page the look-up lands on', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/parts`);
    await waitForHydration(page);
    await page.getByRole('switch', { name: 'Søk på registreringsnummer' }).click();
    await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill('kt 68447');
    await page.locator('.ap-plate-finder__row button[type="submit"]').click();
    await page.waitForURL(`${storefrontUrl}/parts/traktor/massey-ferguson/135`);

    await page.getByRole('button', { name: 'Legg til i Mine traktorer' }).click();
    await page.getByText('Massey Ferguson 135 er i Mine traktorer.').waitFor();
    const bar = page.getByRole('region', { name: 'Din traktor' });
    await expect.poll(() => bar.innerText()).toContain('Reg.nr. KT68447');
    await bar.getByRole('link', { name: 'Mine traktorer' }).click();
    const card = page.getByRole('article', { name: 'Massey Ferguson 135' });
    await card.waitFor();
    expect(await card.locator('dl').innerText()).toMatch(/Reg\.nr\.\s*KT68447/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works as form posts before the page runs: use this and remove on the account page', async () => {
    const customer = await registerCustomer();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    // Log in with the plain form, then add two machines through the no-JavaScript add post.
    await page.goto(`${storefrontUrl}/customer/login?redirectTo=%2Fcustomer%2Ffind-my-tractor`);
    const form = page.locator('main form');
    await form.getByLabel('E-post').fill(customer.email);
    await form.getByLabel('Passord', { exact: true }).fill(customer.password);
    await Promise.all([
      page.waitForURL(`${storefrontUrl}/customer/find-my-tractor`),
      form.getByRole('button', { name: 'Logg inn' }).click(),
    ]);
    expect(await page.getByText('Du har ingen traktorer ennå.', { exact: false }).count()).toBe(1);

    const category = await categoryPath();
    const html = await (await fetch(`${storefrontUrl}${category}`)).text();
    const skus = [...html.matchAll(/data-sku="([^"]+)"/g)].map(([, sku]) => sku ?? '');
    const models = new Map<number, Fitment>();
    for (const list of (await fitmentsOf(skus)).values()) {
      for (const fitment of list) models.set(fitment.model.id, fitment);
    }
    const [first, second] = [...models.values()];
    for (const fitment of [first!, second!]) {
      const response = await page.request.post(`${storefrontUrl}/my-tractors`, {
        form: {
          intent: 'add',
          finder: fitment.finder.slug,
          brand: fitment.brand.slug,
          model: fitment.model.slug,
        },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
    }
    await page.reload();
    expect(await listedTractors(page)).toEqual([title(first!), `${title(second!)} *`]);

    // The post answers with the same address: wait for the new document, not for the URL.
    await Promise.all([
      page.waitForEvent('load'),
      page
        .getByRole('article', { name: title(first!) })
        .getByRole('button', { name: 'Bruk denne' })
        .click(),
    ]);
    expect(await listedTractors(page)).toEqual([`${title(first!)} *`, title(second!)]);
    await Promise.all([
      page.waitForEvent('load'),
      page
        .getByRole('article', { name: title(second!) })
        .getByRole('button', { name: 'Fjern' })
        .click(),
    ]);
    expect(await listedTractors(page)).toEqual([`${title(first!)} *`]);
    await context.close();
  });
});
