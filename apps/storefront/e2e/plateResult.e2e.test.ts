import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

const cannotVerify = 'Vi kunne ikke verifisere dette registreringsnummeret.';
const useFinder = 'Velg type, merke og modell';
const callUs = 'Ring oss: 62 00 00 00';

/** Opens `/parts` hydrated with the plate finder switched on. */
async function openPlateFinder(page: Page): Promise<void> {
  await page.goto(`${storefrontUrl}/parts`);
  await waitForHydration(page);
  await page.getByRole('switch', { name: 'Søk på registreringsnummer' }).click();
  await page.getByRole('textbox', { name: 'Registreringsnummer' }).waitFor();
}

async function searchPlate(page: Page, plate: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill(plate);
  await page.locator('.ap-plate-finder__row button[type="submit"]').click();
}

/** The ways on under the result, by their text. */
function wayOn(page: Page) {
  return page.locator('.ap-plate-finder__way-on a');
}

/** Counts the licence-plate look-ups the page sends. */
function countLookUps(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    const asked = `${request.url()} ${request.postData() ?? ''}`;
    if (asked.includes('LicensePlateSearch')) seen.count += 1;
  });
  return seen;
}

describe.skipIf(!browserAvailable)('the licence-plate result explains itself', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('says what the registry found and lets the found machine be saved to My tractors', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await openPlateFinder(page);
    await searchPlate(page, 'KT 68447');
    await page.waitForURL(`${storefrontUrl}/parts/traktor/massey-ferguson/135`);
    await page.getByText('Registeret: Massey Ferguson MF 135 S').waitFor();
    await page.getByRole('button', { name: 'Legg til i Mine traktorer' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Massey Ferguson 135' })
      .filter({ hasText: 'Mine traktorer' })
      .waitFor();
    await page.goto(`${storefrontUrl}/my-tractors`);
    await page.getByText('KT68447').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('names the vehicle of a partial match next to the model select', async () => {
    const page = await browser.newPage();
    await openPlateFinder(page);
    await searchPlate(page, 'BONDE');
    await page.getByRole('combobox', { name: 'Modell' }).waitFor();
    expect(await page.locator('.ap-plate-finder__found').textContent()).toMatch(
      /^Registeret: Valtra G135 Versu \(\d{4}\)$/,
    );
    await page.close();
  });

  it('shows what the registry said when our finder lacks the model, with ways on', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await openPlateFinder(page);
    await searchPlate(page, 'GRAS');
    const status = page.getByRole('status').filter({ hasText: 'Vi fant ikke traktoren din' });
    await status.waitFor();
    expect(await status.textContent()).toContain('Registeret: Fiat 880 DT');
    expect(await status.textContent()).toContain('Denne modellen har vi ikke i delesøket');
    expect(await wayOn(page).allTextContents()).toEqual([useFinder, callUs]);
    expect(await page.getByRole('link', { name: callUs }).getAttribute('href')).toBe(
      'tel:+4762000000',
    );
    expect(await accessibilityViolations(page, '.ap-plate-finder')).toEqual([]);
    // The make and model search: the widget switches to its dropdowns.
    await page.getByRole('link', { name: useFinder }).click();
    await page.locator('.ap-part-finder__list[data-list="finders"]').waitFor();
    expect(page.url()).toBe(`${storefrontUrl}/parts`);
    await page.close();
  });

  it('tells a plate no vehicle has apart from a registry that does not answer', async () => {
    const page = await browser.newPage();
    await openPlateFinder(page);
    await searchPlate(page, 'ZZ 99999');
    const alert = page.getByRole('alert').filter({ hasText: cannotVerify });
    await alert.filter({ hasText: 'Ingen kjøretøy er registrert med dette nummeret' }).waitFor();
    expect(await alert.textContent()).not.toContain('prøv igjen');
    expect(await wayOn(page).allTextContents()).toEqual([useFinder, callUs]);
    await page.close();
  });

  it('offers to try again while the registry is unavailable, and tries again', async () => {
    const page = await browser.newPage();
    const lookUps = countLookUps(page);
    await openPlateFinder(page);
    await searchPlate(page, 'ZZ 50300');
    const alert = page.getByRole('alert').filter({ hasText: 'svarer ikke akkurat nå' });
    await alert.waitFor();
    expect(await wayOn(page).allTextContents()).toEqual(['Prøv igjen', useFinder, callUs]);
    expect(await accessibilityViolations(page, '.ap-plate-finder')).toEqual([]);
    const before = lookUps.count;
    expect(before).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Prøv igjen' }).click();
    await expect.poll(() => lookUps.count).toBe(before + 1);
    await alert.waitFor();
    expect(page.url()).toBe(`${storefrontUrl}/parts`);
    await page.close();
  });

  it('offers the same ways on without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/parts?licensePlate=ZZ50300`);
    expect(await wayOn(page).allTextContents()).toEqual(['Prøv igjen', useFinder, callUs]);
    await page.getByRole('link', { name: 'Prøv igjen' }).click();
    await page.waitForURL(`${storefrontUrl}/parts?licensePlate=ZZ50300`);
    expect(await page.getByRole('alert').textContent()).toContain('svarer ikke akkurat nå');

    await page.goto(`${storefrontUrl}/parts?licensePlate=GRAS`);
    expect(
      await page.getByRole('status').filter({ hasText: 'Registeret' }).textContent(),
    ).toContain('Registeret: Fiat 880 DT');
    await context.close();
  });
});
