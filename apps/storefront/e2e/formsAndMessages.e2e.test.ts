import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask, everyProduct } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/** A customer made through the API, so the form can meet an e-mail that is taken. */
async function registeredCustomer() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = {
    firstname: 'Kari',
    lastname: 'Traktorsen',
    email: `kari.${id}@example.no`,
    password: 'Grasslag-2026',
  };
  await ask(
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: customer },
  );
  return customer;
}

/** The register page's form, hydrated. */
async function openRegisterForm(page: Page) {
  await page.goto(`${storefrontUrl}/customer/register`);
  await waitForHydration(page);
  return page.locator('form.account-form').filter({ has: page.getByLabel('Fornavn') });
}

describe.skipIf(!browserAvailable)(
  'forms and messages a keyboard or screen-reader user can use',
  () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('marks the required fields on the label and the input, and says what the mark means', async () => {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const form = await openRegisterForm(page);

      for (const label of ['Fornavn', 'Etternavn', 'E-post']) {
        const input = form.getByLabel(label, { exact: true });
        expect(await input.getAttribute('required'), label).not.toBeNull();
        // The asterisk beside the label, not in it: the label (the field's name) stays the name.
        const mark = await input.evaluate((element) => {
          const next = (element as HTMLInputElement).labels?.[0]?.nextElementSibling;
          return next ? { text: next.textContent, hidden: next.getAttribute('aria-hidden') } : null;
        });
        expect(mark, label).toEqual({ text: '*', hidden: 'true' });
      }
      // Optional fields carry neither.
      const phone = form.getByLabel(/Telefon/);
      expect(await phone.getAttribute('required')).toBeNull();
      await expect
        .poll(() => form.getByText('Felt merket med * må fylles ut.').isVisible())
        .toBe(true);
      // The browser's own bubbles stay away: the shop's messages say it in Norwegian.
      expect(await form.evaluate((element) => (element as HTMLFormElement).noValidate)).toBe(true);
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
      await page.close();
    });

    it('shows a server refusal at its field as well as in the focused summary', async () => {
      const taken = await registeredCustomer();
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const form = await openRegisterForm(page);

      await form.getByLabel('Fornavn').fill('Ola');
      await form.getByLabel('Etternavn').fill('Nordmann');
      await form.getByLabel('E-post').fill(taken.email);
      await form.getByLabel('Passord', { exact: true }).fill('Grasslag-2026');
      await form.getByLabel('Bekreft passord').fill('Grasslag-2026');
      await form.getByRole('button', { name: 'Opprett konto' }).click();

      const email = form.getByLabel('E-post');
      await expect.poll(() => email.getAttribute('aria-invalid'), { timeout: 20_000 }).toBe('true');
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      const description = await page.evaluate(
        (ids) =>
          ids
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        describedBy,
      );
      const summary = form.getByRole('alert').first();
      const said = (await summary.innerText()).trim();
      expect(said).toMatch(/e-post/i);
      // The same refusal at the field, and focus on the summary that says it.
      expect(description).toContain(said.split('\n').at(-1));
      expect(await summary.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
      // Other fields are not blamed.
      expect(await form.getByLabel('Fornavn').getAttribute('aria-invalid')).not.toBe('true');
      await page.close();
    }, 60_000);

    it('keeps a notification for at least 10 s, and while the pointer is on it', async () => {
      const [product] = (
        await everyProduct<{
          sku: string;
          url_key: string;
          url_suffix: string;
          __typename: string;
          stock_status: string;
          only_x_left_in_stock: number | null;
        }>('__typename sku url_key url_suffix stock_status only_x_left_in_stock')
      ).filter(
        (candidate) =>
          candidate.__typename === 'SimpleProduct' &&
          candidate.stock_status === 'IN_STOCK' &&
          candidate.only_x_left_in_stock === null,
      );
      if (!product) throw new Error('The seeded catalogue has no simple product in stock.');
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${storefrontUrl}/${product.url_key}${product.url_suffix}`);
      await waitForHydration(page);

      await page
        .locator('.product-purchase')
        .getByRole('button', { name: 'Legg i handlekurv' })
        .click();
      const notice = page
        .locator('.ap-notification')
        .filter({ hasText: 'Produktet er lagt i handlekurven' });
      await notice.waitFor();
      // Past the old 3 s it is still there to read.
      await page.waitForTimeout(4000);
      expect(await notice.isVisible()).toBe(true);

      // Pointed at, it stays past its 10 s.
      await notice.hover();
      await page.waitForTimeout(7000);
      expect(await notice.isVisible()).toBe(true);

      // Let go, it leaves after the time it had left.
      await page.mouse.move(5, 5);
      await notice.waitFor({ state: 'detached', timeout: 15_000 });
      await page.close();
    }, 60_000);
  },
);
