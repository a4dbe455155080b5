import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { logIn } from './logIn';

/**
 * The newsletter and the contact form (issue 25, item 2): the footer's sign-up mails an opt-in
 * link (the API's outbox), the link subscribes, the profile shows it, and the unsubscribe link
 * every mail carries takes the address off again without a sign-in. The contact page's form
 * reaches the shop's inbox with and without JavaScript.
 */
const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const shopInbox = 'kundeservice@agrideler.no';
const password = 'Traktor-2024';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  headers: Record<string, string>;
}

async function outboxFor(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${apiUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** A link of a mail, opened on the storefront under test (whatever host the API names). */
const onShop = (link: string) => {
  const url = new URL(link);
  return `${storefrontUrl}${url.pathname}${url.search}`;
};

const newsletterBox = (page: Page) => page.getByLabel('Ja, send meg nyhetsbrev');

describe.skipIf(!browserAvailable)('newsletter and contact form', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('footer sign-up → opt-in mail → confirmed → profile says so → one-click unsubscribe', async () => {
    const email = `nyhetsbrev.${Date.now()}@example.no`;
    await ask(
      `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { email, password, firstname: 'Nora', lastname: 'Nyhet' } },
    );
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(storefrontUrl);
    await waitForHydration(page);

    const footer = page.locator('#newsletter-footer');
    await footer.getByLabel('E-postadresse').fill(email);
    await footer.getByRole('button', { name: 'Meld meg på' }).click();
    await expect
      .poll(() => footer.getByRole('status').textContent())
      .toContain('Sjekk e-posten din');
    // Still the same page: the form went through its fetcher.
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);

    const optIn = (await outboxFor(email)).find((mail) => mail.subject.startsWith('Bekreft'));
    expect(optIn).toBeDefined();
    await page.goto(onShop(optIn!.links[0]!));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Takk, du er nå påmeldt nyhetsbrevet',
    );

    await logIn(page, { email, password }, '/customer/my-profile');
    expect(await newsletterBox(page).isChecked()).toBe(true);

    // The unsubscribe link of the opt-in mail, with RFC 8058's headers beside it.
    const unsubscribe = optIn!.links.at(-1)!;
    expect(optIn!.headers['List-Unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(optIn!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await page.goto(onShop(unsubscribe));
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    await page.getByRole('button', { name: 'Meld meg av' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('meldt av');

    await page.goto(`${storefrontUrl}/customer/my-profile`);
    expect(await newsletterBox(page).isChecked()).toBe(false);
    // And on again from the profile.
    await newsletterBox(page).check();
    await page.getByRole('button', { name: 'Lagre valget' }).click();
    await page.waitForURL((url) => url.searchParams.get('saved') === 'newsletter');
    expect(await newsletterBox(page).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the newsletter modal from a ?nyhetsbrev link on a phone, signs up in it and closes it', async () => {
    const email = `nyhetsbrev.modal.${Date.now()}@example.no`;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/traktordeler.html?nyhetsbrev=1&utm_source=facebook`);
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Meld deg på nyhetsbrevet' });
    await dialog.waitFor();
    // Focus moves into the dialog, which fits the phone.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByLabel('E-postadresse').fill(email);
    await dialog.getByRole('button', { name: 'Meld meg på' }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toContain('Sjekk e-posten din');
    expect((await outboxFor(email)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Bekreft/),
    ]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Out of the address (the other parameters kept), so a reload does not bring it back.
    const url = new URL(page.url());
    expect(url.searchParams.has('nyhetsbrev')).toBe(false);
    expect(url.searchParams.get('utm_source')).toBe('facebook');
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the contact form without JavaScript, and with it', async () => {
    for (const javaScriptEnabled of [false, true]) {
      const sender = `kontakt.${javaScriptEnabled ? 'js' : 'nojs'}.${Date.now()}@example.no`;
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${storefrontUrl}/kontakt-oss`);
      if (javaScriptEnabled) await waitForHydration(page);
      if (javaScriptEnabled) expect(await accessibilityViolations(page, 'main')).toEqual([]);
      const form = page.locator('main form');
      await form.getByLabel('Navn').fill('Kari Kontakt');
      await form.getByLabel('E-postadresse').fill(sender);
      await form.getByLabel('Melding').fill(`Har dere filter til MF 135? (${sender})`);
      await form.getByRole('button', { name: 'Send meldingen' }).click();
      await expect
        .poll(() => page.locator('main [role="status"]').first().textContent())
        .toContain('Takk for meldingen');
      const toShop = (await outboxFor(shopInbox)).find((mail) => mail.text.includes(sender));
      expect(toShop?.headers['Reply-To']).toBe(sender);
      expect((await outboxFor(sender)).map((mail) => mail.subject)).toEqual([
        'Vi har mottatt henvendelsen din til Agri Deler',
      ]);
      await context.close();
    }
  });
});
