import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { everyProduct } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

/**
 * Quote products (issue 22, item 11): a product the catalogue marks `wm_order_product` shows
 * "Pris på forespørsel" — no amount, no stock status, no add button — and "Be om tilbud" opens a
 * form whose request reaches the shop and the buyer by mail (the API's outbox). A guest and a
 * signed-in customer ask, on a desktop and on a 390 px phone; errors show at the fields, in the
 * browser and from the server without JavaScript; listings show the words and link to the page.
 */
const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
const shopInbox = 'kundeservice@agrideler.no';
const ola = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };

interface QuoteProduct {
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string;
  wm_order_product: boolean | null;
  categories: { url_path: string; url_suffix: string | null }[] | null;
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

const viewports = [
  { label: 'desktop', viewport: { width: 1280, height: 900 } },
  { label: '390 px phone', viewport: { width: 390, height: 844 } },
] as const;

let counter = 0;
const newEmail = () => `tilbud.${Date.now()}.${++counter}@example.no`;

/** The messages the API's outbox holds for an address, newest first. */
async function outboxFor(to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${apiUrl}/dev/outbox.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** A field's error as the shopper meets it: the text the field is described by. */
async function fieldError(field: Locator): Promise<string> {
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
  const texts = await Promise.all(
    ids.map((id) =>
      field
        .page()
        .locator(`[id="${id}"]`)
        .textContent()
        .then((text) => text ?? ''),
    ),
  );
  return texts.join(' ');
}

describe.skipIf(!browserAvailable)('asking for a quote on a quote product', () => {
  let browser: Browser;
  let product: QuoteProduct;
  let productPath: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    const products = await everyProduct<QuoteProduct>(
      'sku name url_key url_suffix wm_order_product categories { url_path url_suffix }',
    );
    const found = products.find((candidate) => candidate.wm_order_product);
    if (!found) throw new Error('The seeded catalogue has no quote product (wm_order_product).');
    product = found;
    productPath = `/${product.url_key}${product.url_suffix}`;
  });
  afterAll(() => browser?.close());

  async function open(viewport: { width: number; height: number }, path = productPath) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto(`${storefrontUrl}${path}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    return { context, page, errors };
  }

  /** The buying box of a quote product: the words, no amount, no stock, no cart. */
  async function expectQuoteBox(page: Page) {
    const box = page.locator('.product-quote');
    const text = (await box.textContent()) ?? '';
    expect(text).toContain('Pris på forespørsel');
    expect(text).not.toMatch(/Ikke på lager|På lager|Kun \d+ igjen|kan ikke legges i handlekurven/);
    expect(text).not.toMatch(/\d,[–-]|inkl\. mva|eks\. mva/);
    expect(await page.getByRole('button', { name: 'Legg i handlekurv' }).count()).toBe(0);
  }

  /** Opens "Be om tilbud" and gives its form. */
  async function openQuoteForm(page: Page): Promise<Locator> {
    await page.locator('.product-quote summary', { hasText: 'Be om tilbud' }).click();
    const form = page.getByRole('form', { name: `Be om tilbud på ${product.name}` });
    await form.waitFor();
    return form;
  }

  for (const { label, viewport } of viewports) {
    it(`lets a guest ask, with the errors at the fields first (${label})`, async () => {
      const { context, page, errors } = await open(viewport);
      await expectQuoteBox(page);
      const form = await openQuoteForm(page);
      expect(await accessibilityViolations(page, '.product-quote')).toEqual([]);

      // Sent empty: each required field says what it needs, and nothing is sent.
      await form.getByRole('button', { name: 'Send forespørsel' }).click();
      expect(await fieldError(form.getByLabel('Navn'))).toContain('Skriv inn navnet ditt.');
      expect(await fieldError(form.getByLabel('E-post'))).toContain(
        'Skriv inn e-postadressen din, så vi kan svare deg.',
      );
      await form.getByLabel('Telefon (valgfritt)').fill('1234');
      await form.getByLabel('Telefon (valgfritt)').blur();
      expect(await fieldError(form.getByLabel('Telefon (valgfritt)'))).toContain(
        'Skriv inn et telefonnummer med 8–15 sifre.',
      );
      expect(await accessibilityViolations(page, '.quote-form')).toEqual([]);

      const email = newEmail();
      await form.getByLabel('Antall').fill('2');
      await form
        .getByLabel('Melding (valgfritt)')
        .fill('Kan dere levere til Hamar i april? Vi har en gammel maskin til innbytte.');
      await form.getByLabel('Navn').fill('Kari Nordmann');
      await form.getByLabel('E-post').fill(email);
      await form.getByLabel('Telefon (valgfritt)').fill('+47 912 34 567');
      await form.getByRole('button', { name: 'Send forespørsel' }).click();

      const sent = page.getByRole('status').filter({ hasText: 'Takk for forespørselen!' });
      await sent.waitFor();
      const number = /nr\. (T\d{6})/.exec((await sent.textContent()) ?? '')?.[1];
      expect(number).toBeTruthy();
      expect(await sent.textContent()).toContain(email);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('quote-sent');
      expect(page.url()).toBe(`${storefrontUrl}${productPath}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      const [receipt] = await outboxFor(email);
      expect(receipt?.subject).toBe(`Vi har mottatt forespørselen din om tilbud (nr. ${number})`);
      expect(receipt?.text).toContain('Hei Kari Nordmann,');
      expect(receipt?.text).toContain(`${product.name} | ${product.sku} | 2`);
      expect(receipt?.html).toContain('<html lang="nb">');
      const shopMail = (await outboxFor(shopInbox)).find(
        (message) => message.subject === `Tilbudsforespørsel ${number}: ${product.name}`,
      );
      expect(shopMail?.text).toContain('Vi har en gammel maskin til innbytte.');
      expect(shopMail?.text).toContain('Kunde: gjest (ikke innlogget)');
      expect(shopMail?.text).toContain('+47 912 34 567');
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`fills in a signed-in customer's details and sends from the account (${label})`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(
        `${storefrontUrl}/customer/login?redirectTo=${encodeURIComponent(productPath)}`,
      );
      const login = page.locator('main form');
      await login.getByLabel('E-post').fill(ola.email);
      await login.getByLabel('Passord', { exact: true }).fill(ola.password);
      await Promise.all([
        page.waitForURL((url) => url.pathname === productPath),
        login.getByRole('button', { name: 'Logg inn' }).click(),
      ]);
      await waitForHydration(page);
      await expectQuoteBox(page);
      const form = await openQuoteForm(page);
      expect(await form.getByLabel('Navn').inputValue()).toBe('Ola Nordmann');
      expect(await form.getByLabel('E-post').inputValue()).toBe(ola.email);
      expect(await form.getByLabel('Telefon (valgfritt)').inputValue()).toBe('+47 912 34 567');
      expect(await accessibilityViolations(page, '.quote-form')).toEqual([]);

      const before = (await outboxFor(ola.email)).length;
      const note = `Trenger den før slåtten (${label}).`;
      await form.getByLabel('Antall').fill('1');
      await form.getByLabel('Melding (valgfritt)').fill(note);
      await form.getByRole('button', { name: 'Send forespørsel' }).click();
      const sent = page.getByRole('status').filter({ hasText: 'Takk for forespørselen!' });
      await sent.waitFor();
      const number = /nr\. (T\d{6})/.exec((await sent.textContent()) ?? '')?.[1];
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      const mails = await outboxFor(ola.email);
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]?.subject).toBe(`Vi har mottatt forespørselen din om tilbud (nr. ${number})`);
      const shopMail = (await outboxFor(shopInbox)).find((message) =>
        message.subject.startsWith(`Tilbudsforespørsel ${number}:`),
      );
      expect(shopMail?.text).toMatch(/Kunde: innlogget kunde, kundenr\. \d+/);
      expect(shopMail?.text).toContain(note);
      expect(shopMail?.text).toContain('Ola Nordmann');
      await context.close();
    });
  }

  it('works without JavaScript: the server answers at the fields, keeps what was typed, then confirms', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}${productPath}`);
    await expectQuoteBox(page);
    // A native disclosure: it opens without JavaScript.
    await page.locator('.product-quote summary').click();
    const form = page.getByRole('form', { name: `Be om tilbud på ${product.name}` });
    await form.getByLabel('Navn').fill('Per Gardbruker');
    await form.getByLabel('E-post').fill('per@');
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send forespørsel' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await page.waitForURL(`${storefrontUrl}/be-om-tilbud/${encodeURIComponent(product.sku)}`);
    const pageForm = page.getByRole('form', { name: `Be om tilbud på ${product.name}` });
    expect(await fieldError(pageForm.getByLabel('E-post'))).toContain(
      'Skriv inn en gyldig e-postadresse',
    );
    expect(await pageForm.getByLabel('Navn').inputValue()).toBe('Per Gardbruker');

    const email = newEmail();
    await pageForm.getByLabel('E-post').fill(email);
    await pageForm.getByRole('button', { name: 'Send forespørsel' }).click();
    await page.getByRole('status').filter({ hasText: 'Takk for forespørselen!' }).waitFor();
    expect((await outboxFor(email))[0]?.subject).toMatch(
      /^Vi har mottatt forespørselen din om tilbud \(nr\. T\d{6}\)$/,
    );
    await context.close();
  });

  it('shows "Pris på forespørsel" on the listing card and in the search overlay, with no add button', async () => {
    // The product's own (smallest) category: a machine's, with few products on it.
    const category = (product.categories ?? []).at(-1);
    if (!category) throw new Error(`${product.sku} is in no category`);
    const { context, page } = await open(
      { width: 1280, height: 900 },
      `/${category.url_path}${category.url_suffix ?? '.html'}`,
    );
    const card = page.locator('.ap-product-card').filter({ hasText: product.name }).first();
    await card.waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Pris på forespørsel');
    expect(text).not.toMatch(/Ikke på lager|På lager|\d,[–-]/);
    expect(await card.getByRole('button', { name: /handlekurv/i }).count()).toBe(0);
    const ask = card.getByRole('link', { name: 'Be om tilbud' });
    expect(await ask.getAttribute('href')).toBe(productPath);
    await Promise.all([page.waitForURL(`${storefrontUrl}${productPath}`), ask.click()]);
    await expectQuoteBox(page);

    // The header's search overlay lists it with the same words.
    await page.locator('header input[name="term"]').pressSequentially(product.sku, { delay: 20 });
    const found = page
      .getByRole('dialog')
      .locator('.ap-search-overlay__product')
      .filter({ hasText: product.sku })
      .first();
    await found.waitFor();
    const foundText = (await found.textContent()) ?? '';
    expect(foundText).toContain('Pris på forespørsel');
    expect(foundText).not.toMatch(/\d,[–-]|inkl\. mva/);
    await context.close();
  });
});
