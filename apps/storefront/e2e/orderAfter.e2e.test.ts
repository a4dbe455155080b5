/**
 * Issue 22, items 6 and 12: what an order keeps after the checkout. A business order placed
 * before VAT with its references on invoice shows the references, the amounts before VAT with the
 * VAT lines, the terms and the due date on the thank-you page, on the order's page and in the
 * confirmation mail in the outbox; a hose ordered with its length shows the length everywhere;
 * the phone number and company type go from registration and the profile to the account and back.
 */
import { formatPrice } from '@agri-parts/sdk';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { logInAtCheckout as logInOnAccountStep, askAs, tokenOf } from './checkoutShopper';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { logIn } from './logIn';

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');

const business = { email: 'innkjop@haugen-gard.example.no', password: 'Gardsdrift-2024' };
const privateCustomer = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };
type Login = typeof business;

const phone = { width: 390, height: 844 };

/** Empties the customer's cart at commerce-api; gives its id. */
async function emptyCart(token: string): Promise<string> {
  const { customerCart } = await askAs<{ customerCart: { id: string; items: { uid: string }[] } }>(
    token,
    '{ customerCart { id items { uid } } }',
  );
  for (const item of customerCart.items) {
    await askAs(
      token,
      'mutation ($cart: String!, $uid: ID!) { removeItemFromCart(input: { cart_id: $cart, cart_item_uid: $uid }) { cart { id } } }',
      { cart: customerCart.id, uid: item.uid },
    );
  }
  return customerCart.id;
}

interface CatalogueProduct {
  __typename: string;
  sku: string;
  name: string;
  stock_status: string;
  only_x_left_in_stock: number | null;
  weight?: number | null;
  options?: { title: string; required: boolean }[] | null;
}

const PRODUCT_FIELDS = `__typename sku name stock_status only_x_left_in_stock
  ... on SimpleProduct { weight } ... on CustomizableProductInterface { options { title required } }`;

/** A light part in stock, with plenty of it and nothing to type in: it goes in a parcel. */
async function parcelProduct(): Promise<CatalogueProduct> {
  const { products } = await ask<{ products: { items: CatalogueProduct[] } }>(
    `{ products(filter: { price: { from: "100" } }, pageSize: 50) { items { ${PRODUCT_FIELDS} } } }`,
  );
  const found = products.items.find(
    (product) =>
      product.__typename === 'SimpleProduct' &&
      product.stock_status === 'IN_STOCK' &&
      product.only_x_left_in_stock === null &&
      (product.weight ?? 0) <= 35 &&
      !(product.options ?? []).some((option) => option.required),
  );
  if (!found) throw new Error('no parcel product in the seeded catalogue');
  return found;
}

/** A hydraulic hose in stock that is cut to a length the buyer types in. */
async function hoseWithLength(): Promise<CatalogueProduct> {
  const { products } = await ask<{ products: { items: CatalogueProduct[] } }>(
    `{ products(search: "Hydraulikkslange", pageSize: 50) { items { ${PRODUCT_FIELDS} } } }`,
  );
  const hose = products.items.find(
    (product) =>
      product.stock_status === 'IN_STOCK' &&
      (product.options ?? []).some((option) => option.title === 'Lengde (cm)' && option.required),
  );
  if (!hose) throw new Error('no hose with a length option in the seeded catalogue');
  return hose;
}

async function checkRadio(page: Page, name: RegExp) {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await expect.poll(() => radio.isChecked(), { timeout: 10_000 }).toBe(true);
}

/** Places the order from the order step and gives its number from the thank-you page's address. */
async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Fullfør bestillingen' }).click();
  await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });
  await waitForHydration(page);
  return new URL(page.url()).searchParams.get('order') ?? '';
}

/** The rows of the sums on the page (`OrderTotals`) inside `scope`, as [label, amount]. */
function totalsRows(page: Page, scope: string): Promise<[string, string][]> {
  return page
    .locator(`${scope} .ap-order-totals__row`)
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          [
            row.querySelector('dt')?.textContent?.trim() ?? '',
            row.querySelector('dd')?.textContent?.trim() ?? '',
          ] as [string, string],
      ),
    );
}

/** The order as commerce-api holds it. */
async function apiOrder(token: string, number: string) {
  const { customer } = await askAs<{
    customer: {
      orders: {
        items: {
          order_date: string;
          wm_invoice_terms: { days: number; due_date: string } | null;
          wm_customer_order_fields: { customer_ref: string; customer_order_no: string };
          items: { entered_options: { label: string; value: string }[] }[];
          total: {
            subtotal_excl_tax: { value: number };
            total_shipping: { value: number };
            total_tax: { value: number };
            grand_total: { value: number };
          };
        }[];
      };
    };
  }>(
    token,
    `query ($number: String!) { customer { orders(filter: { number: { eq: $number } }) { items {
      order_date wm_invoice_terms { days due_date }
      wm_customer_order_fields { customer_ref customer_order_no }
      items { entered_options { label value } }
      total { subtotal_excl_tax { value } total_shipping { value } total_tax { value } grand_total { value } }
    } } } }`,
    { number },
  );
  const order = customer.orders.items[0];
  if (!order) throw new Error(`commerce-api has no order ${number}`);
  return order;
}

/** The day an invoice of an order placed at `orderDate` (Magento's UTC time) falls due. */
function dueDateOf(orderDate: string, days: number): string {
  const placed = new Date(`${orderDate.replace(' ', 'T')}Z`);
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Oslo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(placed)
    .split('-')
    .map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** `2026-12-04` as the pages and the mail print it: `04.12.2026`. */
const numericDate = (iso: string) => iso.split('-').reverse().join('.');

/** The order confirmation in the outbox, its text with ordinary spaces. */
async function confirmationMail(email: string, number: string): Promise<string> {
  const { messages } = (await (
    await fetch(`${apiUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`)
  ).json()) as { messages: { subject: string; text: string }[] };
  const mail = messages.find((message) => message.subject.startsWith(`Ordrebekreftelse ${number}`));
  if (!mail) throw new Error(`no confirmation of ${number} in the outbox`);
  return mail.text.replace(/\u00a0/g, ' ');
}

/** An amount as the mail prints it: `1 234,50 kr`. */
const kr = (amount: number) =>
  `${amount
    .toFixed(2)
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
    .replace('.', ',')} kr`;

/** An amount as the pages print it, with ordinary spaces. */
const nok = (amount: number) => formatPrice(amount).replace(/\u00a0/g, ' ');
const plain = (rows: [string, string][]) =>
  rows.map(([label, value]) => [label, value.replace(/\u00a0/g, ' ')]);

/** Logs in at checkout and waits for the order step's first section. */
async function logInAtCheckout(page: Page, login: Login) {
  await logInOnAccountStep(page, login);
  await page.getByRole('heading', { name: 'Leveringsmåte' }).waitFor();
}

describe.skipIf(!browserAvailable)('after the order', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a business order before VAT on invoice keeps its references, its VAT mode, its terms and due date: thank-you page, order page and mail', async () => {
    const token = await tokenOf(business);
    const product = await parcelProduct();
    const cartId = await emptyCart(token);
    await askAs(
      token,
      'mutation ($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 2 }]) { user_errors { message } } }',
      { cart: cartId, sku: product.sku },
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const reference = `Våronn ${Date.now()}`;
    const orderNo = `PO-${Date.now() % 100000}`;

    await logInAtCheckout(page, business);
    await checkRadio(page, /Pakke til hentested/);
    await checkRadio(page, /Faktura/);
    await page.getByLabel('Deres referanse (valgfritt)').fill(reference);
    await page.getByLabel('Deres ordrenummer (valgfritt)').fill(orderNo);
    // A business customer checks out before VAT.
    const checkoutRows = await totalsRows(page, '.checkout-order__summary');
    expect(checkoutRows.some(([label]) => label.includes('eks. mva'))).toBe(true);
    expect(checkoutRows.some(([label]) => label.startsWith('Delsum inkl. mva'))).toBe(false);
    const number = await placeOrder(page);
    expect(number).not.toBe('');

    const order = await apiOrder(token, number);
    const dueDate = dueDateOf(order.order_date, 14);
    expect(order.wm_invoice_terms).toEqual({ days: 14, due_date: dueDate });
    expect(order.wm_customer_order_fields).toEqual({
      customer_ref: reference,
      customer_order_no: orderNo,
    });
    const { total } = order;
    const beforeVat = total.grand_total.value - total.total_tax.value;
    const expectedRows = [
      ['Varer eks. mva', nok(total.subtotal_excl_tax.value)],
      ['Frakt eks. mva', nok(total.total_shipping.value)],
      ['Sum eks. mva', nok(beforeVat)],
      ['MVA 25 %', nok(total.total_tax.value)],
      ['Totalt inkl. mva', nok(total.grand_total.value)],
    ];

    for (const where of ['thank-you page', 'order page']) {
      if (where === 'order page') {
        await page.getByRole('link', { name: 'Se bestillingen i ordrehistorikken' }).click();
        await page.waitForURL(new RegExp(`/customer/order-history/${number}$`));
        await waitForHydration(page);
      }
      const references = page.getByRole('region', { name: 'Referanser og betaling' });
      const facts = await references
        .locator('dl > div')
        .evaluateAll((rows) =>
          rows.map((row) => [
            row.querySelector('dt')?.textContent?.trim(),
            row.querySelector('dd')?.textContent?.trim(),
          ]),
        );
      expect(facts, where).toEqual([
        ['Deres referanse', reference],
        ['Deres ordrenummer', orderNo],
        ['Betalingsbetingelser', 'Faktura, 14 dager netto'],
        ['Forfallsdato', numericDate(dueDate)],
      ]);
      expect(await references.locator('time').getAttribute('datetime'), where).toBe(dueDate);
      expect(plain(await totalsRows(page, '.order-detail__totals')), where).toEqual(expectedRows);
      await page.getByText('Prisene er oppgitt eksklusive mva.').waitFor();
      expect(await page.getByRole('columnheader', { name: 'Pris eks. mva' }).count(), where).toBe(
        1,
      );
    }

    const mail = await confirmationMail(business.email, number);
    expect(mail).toContain(`Deres referanse: ${reference}\nDeres ordrenummer: ${orderNo}`);
    expect(mail).toContain(
      `Betaling: Faktura, 14 dager netto. Forfallsdato: ${numericDate(dueDate)}`,
    );
    expect(mail).toContain(`Varer eks. mva | ${kr(total.subtotal_excl_tax.value)}`);
    expect(mail).toContain(`Sum eks. mva | ${kr(beforeVat)}`);
    expect(mail).toContain(`Å betale inkl. mva | ${kr(total.grand_total.value)}`);
    expect(mail).toContain('Prisene er oppgitt eksklusive mva.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a hose is chosen by its length on a phone: the card leads to the page, a length out of range is refused at the field, and the length is on the thank-you page, the order page and in the mail', async () => {
    const hose = await hoseWithLength();
    const token = await tokenOf(privateCustomer);
    await emptyCart(token);
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, privateCustomer, '/customer/my-profile');

    // The hose's card offers its page, where the length is asked for, not an add that would fail.
    await page.goto(`${storefrontUrl}/search?term=${encodeURIComponent(hose.name)}`);
    await waitForHydration(page);
    const card = page.locator('article').filter({ hasText: hose.sku }).first();
    const chooseLength = card.getByRole('link', { name: 'Velg lengde' });
    await chooseLength.waitFor();
    expect(await card.getByRole('button', { name: 'Legg i handlekurv' }).count()).toBe(0);
    await chooseLength.click();
    await page.getByLabel('Lengde (cm)').waitFor();
    await waitForHydration(page);

    const length = page.getByLabel('Lengde (cm)');
    const add = page
      .locator('.product-purchase')
      .getByRole('button', { name: 'Legg i handlekurv' });
    await length.fill('600');
    await add.click();
    await page.getByText('Lengde (cm) må være et tall fra 10 til 500.').waitFor();
    expect(await length.getAttribute('aria-invalid')).toBe('true');
    await length.fill('275');
    await add.click();
    await page.getByText('Produktet er lagt i handlekurven').first().waitFor();

    await page.goto(`${storefrontUrl}/checkout`);
    await page.waitForURL(/\/checkout\/bestilling$/);
    await page.getByRole('heading', { name: 'Leveringsmåte' }).waitFor();
    await waitForHydration(page);
    await checkRadio(page, /Pakke til hentested/);
    await checkRadio(page, /Kreditt/);
    const number = await placeOrder(page);

    const ordered = await apiOrder(token, number);
    expect(ordered.items[0]?.entered_options).toEqual([{ label: 'Lengde (cm)', value: '275' }]);
    for (const where of ['thank-you page', 'order page']) {
      if (where === 'order page') {
        await page.goto(`${storefrontUrl}/customer/order-history/${number}`);
        await waitForHydration(page);
      }
      const line = page.getByRole('rowheader').filter({ hasText: hose.name });
      await line.waitFor();
      expect(await line.innerText(), where).toMatch(/Lengde \(cm\):?\s*275/);
      // A private customer's order in the display with VAT, as the checkout was.
      await page.getByText('Prisene er oppgitt inklusive mva.').waitFor();
    }
    expect(await confirmationMail(privateCustomer.email, number)).toContain('Lengde (cm): 275');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a business registers with a phone number, then changes it and its company type on the profile, and both come back', async () => {
    const email = `telefon.${Date.now()}@example.no`;
    const password = 'Grasslag-2026';
    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/customer/register`);
    await waitForHydration(page);
    const form = page.locator('main form');
    await form.getByLabel('Fornavn').fill('Kari');
    await form.getByLabel('Etternavn').fill('Gardsdrift');
    await form.getByLabel('E-post').fill(email);
    await form.getByLabel('Telefon').fill('+47 912 34 567');
    await form.getByLabel('Passord', { exact: true }).fill(password);
    await form.getByLabel('Bekreft passord').fill(password);
    await form.getByLabel('Jeg handler for en bedrift').check();
    await form.getByLabel('Organisasjonsnummer').fill('987 654 325');
    await form.getByRole('button', { name: 'Opprett konto' }).click();
    await page.waitForURL(`${storefrontUrl}/customer/my-profile?saved=business-registered`);
    await waitForHydration(page);

    const details = page.getByRole('region', { name: 'Kontoopplysninger' });
    expect(await details.innerText()).toContain('912 34 567');
    const token = await tokenOf({ email, password });
    const contact = () =>
      askAs<{ customer: { phone_number: string | null; company_type: string | null } }>(
        token,
        '{ customer { phone_number company_type } }',
      ).then((answer) => answer.customer);
    expect(await contact()).toEqual({ phone_number: '91234567', company_type: null });

    // A number that is not Norwegian is refused at its field, and nothing changes.
    const names = page.locator('#profile-names');
    await names.getByLabel('Telefon').fill('12 34');
    await names.getByRole('button', { name: 'Lagre endringene' }).click();
    const phoneError = 'Skriv et norsk telefonnummer med 8 siffer, gjerne med +47 foran.';
    await names.getByText(phoneError).waitFor();
    expect(await names.getByLabel('Telefon').getAttribute('aria-invalid')).toBe('true');
    expect(await contact()).toEqual({ phone_number: '91234567', company_type: null });

    await names.getByLabel('Telefon').fill('62 34 56 78');
    await names.getByLabel('Selskapsform').selectOption({ label: 'Samvirkeforetak (SA)' });
    await names.getByRole('button', { name: 'Lagre endringene' }).click();
    await page.getByText('Kontoopplysningene er lagret.').waitFor();
    expect(await contact()).toEqual({ phone_number: '62345678', company_type: 'SA' });

    // Back on the page after a reload: in the details and in the form.
    await page.reload();
    await waitForHydration(page);
    const shown = await page.getByRole('region', { name: 'Kontoopplysninger' }).innerText();
    expect(shown).toContain('62 34 56 78');
    expect(shown).toContain('Samvirkeforetak (SA)');
    expect(await page.locator('#profile-names').getByLabel('Telefon').inputValue()).toBe(
      '62 34 56 78',
    );
    expect(await page.locator('#profile-names').getByLabel('Selskapsform').inputValue()).toBe('SA');
    expect(errors).toEqual([]);
    await context.close();
  });
});
