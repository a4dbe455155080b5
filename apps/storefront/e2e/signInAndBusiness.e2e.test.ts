import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

const header = (page: Page) => page.locator('header');

/** Whether the element at the middle of `selector` (in the header) is that control itself. */
async function receivesClicks(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((query) => {
    const control = document.querySelector(`header ${query}`);
    if (!control) return false;
    const box = control.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && control.contains(hit);
  }, selector);
}

describe.skipIf(!browserAvailable)('sign-in errors and business registration', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: '390 px phone', width: 390, height: 800 },
  ]) {
    it(`a wrong password is said in the login form, focused; after the right one the header's buttons work (${viewport.name})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}/aktuelt`);
      await waitForHydration(page);

      await header(page).locator('[data-action="user"]').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('E-post').fill('ola.nordmann@example.no');
      await dialog.getByLabel('Passord', { exact: true }).fill('Feil-passord-1');
      await dialog.getByRole('button', { name: 'Logg inn' }).click();

      const alert = dialog.locator('form [role="alert"]');
      await alert.waitFor();
      expect(await alert.innerText()).toContain('Innloggingen mislyktes');
      expect(await alert.innerText()).toContain(
        'Innloggingen var feil, eller kontoen din er midlertidig deaktivert.',
      );
      // Tied to the form and focused, so a screen reader reads it and the shopper starts there.
      const alertId = await alert.getAttribute('id');
      expect(alertId).toBeTruthy();
      expect(await dialog.locator('form').getAttribute('aria-describedby')).toContain(alertId);
      await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'alert');
      // Not a toast, nor titled "registration".
      expect(await page.locator('.ap-notification').count()).toBe(0);
      expect(await dialog.innerText()).not.toContain('Feil ved registrering');

      await dialog.getByLabel('Passord', { exact: true }).fill('Traktor-2024');
      await dialog.getByRole('button', { name: 'Logg inn' }).click();
      await dialog.waitFor({ state: 'detached' });
      await header(page).getByText('Min konto', { exact: true }).waitFor({ state: 'attached' });

      expect(await page.locator('.ap-notification[data-type="danger"]').count()).toBe(0);
      expect(await receivesClicks(page, '[data-action="cart"]')).toBe(true);
      expect(await receivesClicks(page, '[data-action="user"]')).toBe(true);
      await header(page).locator('[data-action="cart"]').click();
      await page.getByRole('dialog', { name: 'Handlekurv' }).waitFor();
      await context.close();
    }, 60_000);
  }

  it('a business with a wrong organisation number is refused; a right one is told its account awaits approval', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const email = `bedrift.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.no`;
    await page.goto(`${storefrontUrl}/customer/register`);
    await waitForHydration(page);
    const form = page.locator('main form');
    await form.getByLabel('Fornavn').fill('Kari');
    await form.getByLabel('Etternavn').fill('Gardsdrift');
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Passord', { exact: true }).fill('Grasslag-2026');
    await form.getByLabel('Bekreft passord').fill('Grasslag-2026');
    await form.getByLabel('Jeg handler for en bedrift').check();
    // What comes next is said before the buyer registers.
    expect(await form.innerText()).toContain('Vi godkjenner bedriftskontoer innen én virkedag');

    const orgNumber = form.getByLabel('Organisasjonsnummer');
    for (const [typed, message] of [
      ['123', 'Organisasjonsnummeret må ha 9 siffer.'],
      ['987654321', 'Dette er ikke et gyldig organisasjonsnummer. Sjekk at sifrene er riktige.'],
    ] as const) {
      await orgNumber.fill(typed);
      await form.getByRole('button', { name: 'Opprett konto' }).click();
      await form.getByText(message).waitFor();
      expect(new URL(page.url()).pathname).toBe('/customer/register');
    }

    await orgNumber.fill('987 654 325');
    await form.getByRole('button', { name: 'Opprett konto' }).click();
    await page.waitForURL(`${storefrontUrl}/customer/my-profile?saved=business-registered`);
    const status = page.locator('main [role="status"]').filter({
      hasText: 'Bedriftskontoen venter på godkjenning',
    });
    await status.waitFor();
    expect(await status.innerText()).toContain('Vi godkjenner bedriftskontoer innen én virkedag');

    // At the API: a business (company id), its credit not approved.
    const token = (await context.cookies(storefrontUrl)).find(
      ({ name }) => name === 'vsf-customer',
    )!.value;
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ customer { company_id } }' }),
    });
    expect(await response.json()).toEqual({ data: { customer: { company_id: '987654325' } } });
    expect(
      (await context.cookies(storefrontUrl)).find(
        ({ name }) => name === 'vsf-credit-check-approved',
      )?.value,
    ).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
