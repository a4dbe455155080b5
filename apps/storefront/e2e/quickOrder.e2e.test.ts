import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

/**
 * Quick order (issue 24, item 2): a buyer pastes part numbers and quantities — one typed with
 * spaces and dashes, one nobody has — or uploads a CSV saved from Excel; each line is found as
 * search finds part numbers and shown with its name, price, stock and error; "Legg alle gyldige
 * i handlekurven" puts the valid ones into the cart, which then shows them. On a 390 px phone and
 * a desktop, with axe and the keyboard; the lines are found without JavaScript too; the header's
 * account menu offers the page to a business customer. Guests' carts, so no other journey's
 * cart is touched.
 */
const storefrontUrl = inject('storefrontUrl');
// A demo business customer (company id and VAT number); only its menu is read here.
const haugen = { email: 'innkjop@haugen-gard.example.no', password: 'Gardsdrift-2024' };

interface Part {
  sku: string;
  name: string;
  /** How a buyer might type it: the part number with spaces and dashes. */
  typed: string;
}

interface Candidate {
  __typename: string;
  sku: string;
  name: string;
  stock_status: string;
  only_x_left_in_stock: number | null;
  wm_order_product: boolean | null;
  options?: { required: boolean }[] | null;
  listing_attributes: { items: { code: string; value?: string }[] };
}

/** A part number written as a dealer's list might: groups split by a space, then a dash. */
const messUp = (number: string) =>
  number
    .replace(/[^0-9A-Za-z]/g, '')
    .replace(/^(\w{2})(\w{3})/, '$1 $2-')
    .toLowerCase();

/**
 * Simple products in stock, bought online without options, each with how a buyer might type its
 * part number (an OEM cross-reference when only it has it, else its SKU), checked with the API.
 */
async function buyableParts(count: number): Promise<Part[]> {
  const { products } = await ask<{ products: { items: Candidate[] } }>(
    `{ products(filter: { price: { from: "1" } }, pageSize: 100) { items { __typename sku name stock_status only_x_left_in_stock wm_order_product
      listing_attributes: custom_attributesV2(filters: { used_in_product_listing: true, is_searchable: true }) { items { code ... on AttributeValue { value } } }
      ... on CustomizableProductInterface { options { required } } } } }`,
  );
  const candidates = products.items.filter(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      item.only_x_left_in_stock === null &&
      !item.wm_order_product &&
      !(item.options ?? []).some((option) => option.required),
  );
  const typed = candidates.map((item) => {
    const oem = item.listing_attributes.items
      .find((attribute) => attribute.code === 'wm_part_numbers')
      ?.value?.split(',')[0]
      ?.trim();
    return messUp(oem && oem.length > 5 ? oem : item.sku);
  });
  const { wmResolvePartNumbers } = await ask<{
    wmResolvePartNumbers: { status: string; product: { sku: string } | null }[];
  }>(
    'query ($n: [String!]!) { wmResolvePartNumbers(part_numbers: $n) { status product { sku } } }',
    {
      n: typed,
    },
  );
  const parts = candidates.flatMap((item, index) =>
    wmResolvePartNumbers[index]?.product?.sku === item.sku
      ? [{ sku: item.sku, name: item.name, typed: typed[index]! }]
      : [],
  );
  expect(parts.length).toBeGreaterThanOrEqual(count);
  for (const part of parts) expect(part.typed).toMatch(/^\w{2} \w{3}-/);
  return parts.slice(0, count);
}

/** Submits the list with the keyboard: focus on "Finn varene", Enter. */
async function findParts(page: Page) {
  const submit = page.getByRole('button', { name: 'Finn varene' });
  await submit.focus();
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.keyboard.press('Enter'),
  ]);
}

/** Adds every valid row (keyboard), waits for the live region, then reads the cart page. */
async function addAllAndOpenCart(page: Page, count: number): Promise<string> {
  const add = page.getByRole('button', { name: `Legg alle gyldige i handlekurven (${count})` });
  await add.focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('status')
    .filter({ hasText: `${count} varer er lagt i handlekurven.` })
    .waitFor();
  await page.getByRole('link', { name: 'Gå til handlekurven' }).click();
  await page.waitForURL((url) => url.pathname === '/cart');
  await page.locator('.cart-page').waitFor();
  return page.locator('main').innerText();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(!browserAvailable)('Hurtigbestilling', () => {
  let browser: Browser;
  let parts: Part[];
  beforeAll(async () => {
    browser = await launchBrowser();
    parts = await buyableParts(4);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds pasted lines on a phone, says which failed, and adds the rest to the cart', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/hurtigbestilling`);
    await waitForHydration(page);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);

    const [first, second] = parts;
    await page
      .getByLabel('Varenumre og antall')
      .fill(`${first!.sku};2\n${second!.typed}\nZZ-UKJENT-999 3\n${first!.sku.toLowerCase()}`);
    await findParts(page);
    await page.getByRole('status').filter({ hasText: 'Fant 3 av 4 linjer.' }).waitFor();

    const table = page.getByRole('table', { name: 'Resultat' });
    const firstRow = table.getByRole('row').filter({ hasText: first!.name });
    // Lines 1 and 4 name the same product: one row, 3 of it.
    expect(await firstRow.getByRole('cell').first().innerText()).toBe('1, 4');
    expect(await firstRow.innerText()).toMatch(/\b3\b/);
    expect(await firstRow.innerText()).toContain('På lager');
    const secondRow = table.getByRole('row').filter({ hasText: second!.name });
    expect(await secondRow.getByRole('rowheader').innerText()).toContain(second!.typed);
    const unknown = table.getByRole('row').filter({ hasText: 'ZZ-UKJENT-999' });
    expect(await unknown.innerText()).toContain('Feil: Fant ingen vare med dette nummeret.');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);

    const cart = await addAllAndOpenCart(page, 2);
    expect(cart).toContain(first!.name);
    expect(cart).toContain(second!.name);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('reads a CSV saved from Excel on a desktop and adds its lines', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${storefrontUrl}/hurtigbestilling`);
    await waitForHydration(page);
    const [, , third, fourth] = parts;
    // Excel's "CSV (semikolondelt)": a byte order mark, a header row, quotes, CRLF, a decimal comma.
    const csv = `\uFEFFVarenr;Beskrivelse;Antall\r\n"${third!.sku}";"Filter; stor";1\r\n${fourth!.typed};;"2,0"\r\n`;
    await page
      .getByLabel('Eller last opp en fil (CSV)')
      .setInputFiles({ name: 'bestilling.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await findParts(page);
    await page.getByRole('status').filter({ hasText: 'Fant 2 av 2 linjer.' }).waitFor();
    const table = page.getByRole('table', { name: 'Resultat' });
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Linje',
      'Vare',
      'Antall',
      'Pris (inkl. mva)',
      'Status',
    ]);
    // Line numbers are the file's: the header is line 1.
    expect(await table.getByRole('row').nth(1).getByRole('cell').first().innerText()).toBe('2');
    expect(await accessibilityViolations(page, 'main')).toEqual([]);

    const cart = await addAllAndOpenCart(page, 2);
    expect(cart).toContain(third!.name);
    expect(cart).toContain(fourth!.name);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('finds the lines without JavaScript, and refuses an Excel workbook with a clear message', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/hurtigbestilling`);
    await page.getByLabel('Varenumre og antall').fill(`${parts[0]!.typed} 2\nZZ-UKJENT-1`);
    await Promise.all([
      page.waitForLoadState('load'),
      page.getByRole('button', { name: 'Finn varene' }).click(),
    ]);
    await page.getByRole('status').filter({ hasText: 'Fant 1 av 2 linjer.' }).waitFor();
    expect(await page.getByRole('table', { name: 'Resultat' }).innerText()).toContain(
      parts[0]!.name,
    );

    await page.getByLabel('Eller last opp en fil (CSV)').setInputFiles({
      name: 'bestilling.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]),
    });
    await page.getByRole('button', { name: 'Finn varene' }).click();
    await page.getByText('Excel-arbeidsbøker kan ikke leses').waitFor();
    await context.close();
  }, 60_000);

  it("offers the page in a business customer's account menu", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}/customer/login?redirectTo=%2F`);
    const form = page.locator('main form');
    await form.getByLabel('E-post').fill(haugen.email);
    await form.getByLabel('Passord', { exact: true }).fill(haugen.password);
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/'),
      form.getByRole('button', { name: 'Logg inn' }).click(),
    ]);
    await waitForHydration(page);
    await page.locator('header').getByText('Min konto', { exact: true }).click();
    const link = page.locator('header').getByRole('link', { name: 'Hurtigbestilling' });
    await link.click();
    await page.waitForURL((url) => url.pathname === '/hurtigbestilling');
    await page.getByRole('heading', { level: 1, name: 'Hurtigbestilling' }).waitFor();
    await context.close();
  }, 60_000);
});
