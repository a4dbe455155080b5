import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

const notFound = 'Vi fant ikke traktoren din';
const cannotVerify = 'Vi kunne ikke verifisere dette registreringsnummeret.';

/** The finder widget's dropdown of one list. */
function dropdown(page: Page, list: 'finders' | 'brands' | 'models') {
  return page.locator(`.ap-part-finder__list[data-list="${list}"] .ap-dropdown__button`);
}

/** Chooses an option of a widget dropdown after filtering by part of its name. */
async function choose(page: Page, list: 'brands' | 'models', filter: string, option: string) {
  const button = dropdown(page, list);
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
  await page.locator('.ap-dropdown__filter').fill(filter);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens `/parts` hydrated with the plate finder switched on. */
async function openPlateFinder(page: Page): Promise<void> {
  await page.goto(`${storefrontUrl}/parts`);
  await waitForHydration(page);
  await page.getByRole('switch', { name: 'Søk på registreringsnummer' }).click();
  await page.getByRole('textbox', { name: 'Registreringsnummer' }).waitFor();
}

async function searchPlate(page: Page, plate: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Registreringsnummer' });
  await field.fill(plate);
  await page.locator('.ap-plate-finder__row button[type="submit"]').click();
}

/** The model with the most parts (more than one page of 12), with its finder and brand slugs. */
async function busiestModelPath(): Promise<{ path: string; count: number }> {
  type Page<Item> = { total_count: number; items: Item[] };
  const { WmPartFinderModels: models } = await ask<{
    WmPartFinderModels: Page<{ model_id: number; slug: string; brand_id: number }>;
  }>('{ WmPartFinderModels(pageSize: 300) { total_count items { model_id slug brand_id } } }');
  const counts = await Promise.all(
    models.items.map(async (model) => {
      const { products } = await ask<{ products: { total_count: number } }>(
        'query ($id: String!) { products(filter: { wm_pf_model_id: { eq: $id } }, pageSize: 1) { total_count } }',
        { id: String(model.model_id) },
      );
      return { model, count: products.total_count };
    }),
  );
  const best = counts.reduce((a, b) => (b.count > a.count ? b : a));
  const { WmPartFinderBrands: brands } = await ask<{
    WmPartFinderBrands: Page<{ brand_id: number; slug: string; finder_id: number }>;
  }>('{ WmPartFinderBrands(pageSize: 300) { total_count items { brand_id slug finder_id } } }');
  const brand = brands.items.find((item) => item.brand_id === best.model.brand_id)!;
  const { WmPartFinderFinders: finders } = await ask<{
    WmPartFinderFinders: Page<{ finder_id: number; slug: string }>;
  }>('{ WmPartFinderFinders(pageSize: 100) { total_count items { finder_id slug } } }');
  const finder = finders.items.find((item) => item.finder_id === brand.finder_id)!;
  return { path: `/parts/${finder.slug}/${brand.slug}/${best.model.slug}`, count: best.count };
}

describe('part finder pages', () => {
  it('server-render /parts, a finder, a brand and a model; unknown slugs are the 404 page', async () => {
    for (const [path, text] of [
      ['/parts', 'Traktor'],
      ['/parts/traktor', 'Massey Ferguson'],
      ['/parts/traktor/massey-ferguson', '6480'],
      ['/parts/traktor/massey-ferguson/6480', 'Deler til Massey Ferguson 6480'],
    ] as const) {
      const response = await fetch(`${storefrontUrl}${path}`);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(text);
      expect(html, path).toContain(`rel="canonical" href="`);
    }
    for (const path of [
      '/parts/nope',
      '/parts/traktor/nope',
      '/parts/traktor/massey-ferguson/nope',
      // A brand of another finder under this one.
      '/parts/skurtresker/massey-ferguson/6480',
    ]) {
      const response = await fetch(`${storefrontUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('Siden ble ikke funnet');
    }
  });

  it('list brands and models as links sorted by name', async () => {
    const html = await (await fetch(`${storefrontUrl}/parts/traktor`)).text();
    const grid = /<ul class="part-finder-page__grid">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
    const names = [...grid.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map(([, name]) => name ?? '');
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('nb', { numeric: true, sensitivity: 'base' }).compare),
    );
    expect(grid).toContain('href="/parts/traktor/massey-ferguson"');
  });
});

describe.skipIf(!browserAvailable)('the part finder in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finder → brand → model → parts → product with the widget', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(storefrontUrl);
    await waitForHydration(page);

    // Finder 1 is chosen by default; model waits for a brand, Show for all three.
    await expect.poll(() => dropdown(page, 'finders').textContent()).toBe('Traktor');
    expect(await dropdown(page, 'models').isDisabled()).toBe(true);
    const show = page.locator('.ap-part-finder__actions button[type="submit"]');
    expect(await show.isDisabled()).toBe(true);

    await choose(page, 'brands', 'FERG', 'Massey Ferguson');
    await choose(page, 'models', '64', '6480');
    await show.click();
    await page.waitForURL(`${storefrontUrl}/parts/traktor/massey-ferguson/6480`);
    await page.locator('main h1', { hasText: 'Deler til Massey Ferguson 6480' }).waitFor();

    const title = (await page.locator('.ap-product-card__title').first().textContent()) ?? '';
    await page.locator('.ap-product-card__link').first().click();
    await page.locator('main h1', { hasText: title.trim() }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("lists a brand's models in the widget with numbers by value, as loaded in the browser", async () => {
    const page = await browser.newPage();
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    await choose(page, 'brands', 'FERG', 'Massey Ferguson');
    const models = dropdown(page, 'models');
    await expect.poll(() => models.isEnabled(), { timeout: 10_000 }).toBe(true);
    await models.click();
    const names = (await page.getByRole('option').allTextContents()).map((name) => name.trim());
    expect(names.length).toBeGreaterThan(3);
    expect(names).toEqual(
      [...names].sort(new Intl.Collator('nb', { numeric: true, sensitivity: 'base' }).compare),
    );
    // Text order would differ (it puts "1…" numbers of any length before "3…").
    expect(names).not.toEqual([...names].sort());
    await page.close();
  });

  it("starts with the page's choice and resets to finder 1", async () => {
    const page = await browser.newPage();
    await page.goto(`${storefrontUrl}/parts/traktor/massey-ferguson`);
    await waitForHydration(page);
    // The page's own choice is the widget's start.
    await expect.poll(() => dropdown(page, 'brands').textContent()).toBe('Massey Ferguson');
    await page.getByRole('button', { name: 'Nullstill' }).click();
    await expect.poll(() => dropdown(page, 'brands').textContent()).toBe('Velg merke');
    expect(await dropdown(page, 'finders').textContent()).toBe('Traktor');
    await page.close();
  });

  it('says when a list fails to load and loads it again on retry', async () => {
    const page = await browser.newPage();
    let failures = 0;
    await page.route('**/graphql**', async (route) => {
      const request = route.request();
      const asked = `${request.url()} ${request.postData() ?? ''}`;
      if (asked.includes('WmPartFinderBrands') && failures > 0) {
        failures -= 1;
        await route.fulfill({ status: 502, contentType: 'application/json', body: '{}' });
        return;
      }
      await route.continue();
    });
    await page.goto(storefrontUrl);
    await waitForHydration(page);
    // The home page brings finder 1's brands with its HTML; Reset loads them in the browser.
    await choose(page, 'brands', 'deere', 'John Deere');
    failures = 1;
    await page.getByRole('button', { name: 'Nullstill' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Vi kunne ikke hente merkene.' });
    await alert.waitFor();
    expect(await dropdown(page, 'brands').isDisabled()).toBe(true);
    await alert.getByRole('button', { name: 'Prøv igjen' }).click();
    await choose(page, 'brands', 'deere', 'John Deere');
    expect(await alert.count()).toBe(0);
    await page.close();
  });

  it('filters, sorts and pages the parts that fit', async () => {
    const { path, count } = await busiestModelPath();
    expect(count).toBeGreaterThan(12);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}${path}?itemsPerPage=12`);
    await waitForHydration(page);
    await page.locator('.listing__count', { hasText: String(count) }).waitFor();

    await page.locator('select[name="sort"]').selectOption('name_DESC');
    await page.waitForURL(/sort=name_DESC/);
    // Name Å–A: the initials never rise (the API's collation orders punctuation its own way).
    const initials = async () =>
      (await page.locator('.ap-product-card__title').allTextContents()).map((name) =>
        name.trim().charAt(0).toLocaleUpperCase('nb'),
      );
    await expect
      .poll(async () => {
        const letters = await initials();
        return (
          letters.length > 0 &&
          letters.every(
            (letter, index) =>
              index === 0 || (letters[index - 1] ?? '').localeCompare(letter, 'nb') >= 0,
          ) &&
          (letters[0] ?? '') !== (letters.at(-1) ?? '')
        );
      })
      .toBe(true);

    await page.locator('.ap-pagination a[rel="next"][href]').click();
    await page.waitForURL(/page=2/);
    expect(page.url()).toContain(path);
    expect(page.url()).toMatch(/sort=name_DESC/);
    await expect.poll(() => page.locator('.ap-product-card').count()).toBe(count - 12);

    // A filter keeps the model: fewer (or as many) parts, still this page.
    const option = page.locator('.listing__filters fieldset a').first();
    const href = (await option.getAttribute('href')) ?? '';
    await option.click();
    await page.waitForURL(`${storefrontUrl}${href}`);
    expect(href.startsWith(path)).toBe(true);
    const filtered = Number(
      ((await page.locator('.listing__count').textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThanOrEqual(count);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lands on the parts page for a unique plate (lower case, spaces, personalised)', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await openPlateFinder(page);
    await searchPlate(page, 'kt 68447');
    await page.waitForURL(`${storefrontUrl}/parts/traktor/massey-ferguson/135`);
    await page.locator('main h1', { hasText: 'Deler til Massey Ferguson 135' }).waitFor();
    // The machine can be kept, with its plate.
    await page.getByRole('button', { name: 'Legg til i Mine traktorer' }).waitFor();
    expect(await page.locator('form input[name="licensePlate"][value="KT68447"]').count()).toBe(1);

    await openPlateFinder(page);
    await searchPlate(page, 'TRAKTOR');
    await page.waitForURL(`${storefrontUrl}/parts/traktor/massey-ferguson/6480`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('offers the model select when the brand is known and the model not', async () => {
    const page = await browser.newPage();
    await openPlateFinder(page);
    await searchPlate(page, 'WF 91091');
    const model = page.getByRole('combobox', { name: 'Modell' });
    await model.waitFor();
    await model.selectOption({ index: 1 });
    // With the model chosen nothing waits for the shopper: the info is fetched and the page opens.
    await page.waitForURL(/\/parts\/traktor\/valtra\/[^/]+$/);
    await page.close();
  });

  it('offers the brand select for a make of several brands', async () => {
    const page = await browser.newPage();
    await openPlateFinder(page);
    await searchPlate(page, 'PL 52512');
    const brand = page.getByRole('combobox', { name: 'Merke' });
    await brand.waitFor();
    expect(await brand.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Ford', 'New Holland']),
    );
    expect(page.url()).toBe(`${storefrontUrl}/parts`);
    await page.close();
  });

  it('offers the finder select, named by the finders, for a brand in several', async () => {
    const page = await browser.newPage();
    await openPlateFinder(page);
    await searchPlate(page, 'MELK');
    const finder = page.getByRole('combobox', { name: 'Type' });
    await finder.waitFor();
    expect(await finder.locator('option').allTextContents()).toEqual(
      expect.arrayContaining(['Traktor', 'Skurtresker']),
    );
    await finder.selectOption({ label: 'Traktor' });
    const models = page.getByRole('combobox', { name: 'Modell' });
    if ((await models.count()) > 0 && (await models.inputValue()) === '') {
      await models.selectOption({ index: 1 });
    }
    await page.locator('.ap-plate-finder__choices button').click();
    await page.waitForURL(/\/parts\/traktor\/claas/);
    await page.close();
  });

  it('says not found for an unknown make or a non-farm vehicle, and keeps the form', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    for (const plate of ['GRAS', 'KF 33930', 'ELBIL', 'KK 28290']) {
      await openPlateFinder(page);
      await searchPlate(page, plate);
      await page.getByRole('status').filter({ hasText: notFound }).waitFor();
      expect(page.url()).toBe(`${storefrontUrl}/parts`);
      expect(await page.getByRole('textbox', { name: 'Registreringsnummer' }).inputValue()).toBe(
        plate,
      );
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it('cannot verify a plate that is not registered, or while the registry is down', async () => {
    const page = await browser.newPage();
    for (const plate of ['ZZ 99999', 'ZZ 50300']) {
      await openPlateFinder(page);
      await searchPlate(page, plate);
      await page.getByRole('alert').filter({ hasText: cannotVerify }).waitFor();
    }
    await page.close();
  });

  it('answers bad plates with a clear message, never a server error', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await openPlateFinder(page);
    const field = page.getByRole('textbox', { name: 'Registreringsnummer' });
    const search = page.locator('.ap-plate-finder__row button[type="submit"]');

    // Empty, one letter, two letters with spaces: the search button stays disabled.
    for (const plate of ['', 'A', ' a b ']) {
      await field.fill(plate);
      expect(await search.isDisabled(), plate).toBe(true);
    }
    for (const [plate, reason] of [
      ['X'.repeat(200), 'høyst 10 tegn'],
      ['🚜🚜🚜', 'bare bokstaver og tall'],
      ['<b>AB</b>', 'bare bokstaver og tall'],
      ["' OR 1=1 --", 'bare bokstaver og tall'],
    ] as const) {
      await openPlateFinder(page);
      await searchPlate(page, plate);
      const alert = page.getByRole('alert').filter({ hasText: cannotVerify });
      await alert.waitFor();
      expect(await alert.textContent(), plate).toContain(reason);
    }
    expect(errors).toEqual([]);

    // The same plates as the form sends them without JavaScript: a page, never a 5xx.
    for (const plate of [
      '',
      'A',
      'X'.repeat(200),
      'kt 68447',
      '🚜',
      '<script>x</script>',
      "1' OR '1'='1",
    ]) {
      const response = await fetch(
        `${storefrontUrl}/parts?licensePlate=${encodeURIComponent(plate)}`,
        { redirect: 'manual' },
      );
      expect(response.status, plate).toBeLessThan(400);
    }
    await page.close();
  });

  it('finds parts by finder and by plate without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    // The finder: native selects, Show redirects to the deepest page named.
    await page.goto(`${storefrontUrl}/parts/traktor/massey-ferguson`);
    await page.locator('select[name="model"]').selectOption({ label: '6480' });
    await page.locator('.ap-part-finder__actions button[type="submit"]').click();
    await page.waitForURL(`${storefrontUrl}/parts/traktor/massey-ferguson/6480`);

    // The plate: a GET form the server answers.
    await page.goto(`${storefrontUrl}/parts?mode=plate`);
    await page.locator('input[name="licensePlate"]').fill('KT 68447');
    await page.locator('.ap-plate-finder__row button[type="submit"]').click();
    // The plate goes along for "Add to My tractors".
    await page.waitForURL(
      `${storefrontUrl}/parts/traktor/massey-ferguson/135?licensePlate=KT68447`,
    );
    expect(
      await page.locator('form input[name="licensePlate"][value="KT68447"]').count(),
    ).toBeGreaterThan(0);
    // What the registry said, looked up again by the parts page's server.
    await page.getByText('Registeret: Massey Ferguson MF 135 S').waitFor();

    await page.goto(`${storefrontUrl}/parts?mode=plate`);
    await page.locator('input[name="licensePlate"]').fill('GRAS');
    await page.locator('.ap-plate-finder__row button[type="submit"]').click();
    await page.getByText(notFound).waitFor();
    expect(await page.locator('input[name="licensePlate"]').inputValue()).toBe('GRAS');

    // Brand known, model not: the model select, sent back with the plate.
    await page.locator('input[name="licensePlate"]').fill('WF 91091');
    await page.locator('.ap-plate-finder__row button[type="submit"]').click();
    await page.locator('select[name="modelId"]').selectOption({ index: 1 });
    await page.locator('.ap-plate-finder__choices button[type="submit"]').click();
    await page.waitForURL(/\/parts\/traktor\/valtra\/[^/?]+\?licensePlate=WF91091$/);
    await context.close();
  });
});
