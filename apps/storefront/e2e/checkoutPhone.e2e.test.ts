import { formatPrice } from '@agri-parts/sdk';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import {
  cartOf,
  checkoutParts,
  fillCart,
  orderCount,
  tokenOf,
  type CheckoutParts,
  type Login,
  type PreparedLine,
} from './checkoutShopper';

/**
 * The checkout on a 390 px phone for each of the four demo customers (issue 22, #3 and #10):
 * every step fits the screen, the total and the way on stay in view in a bar at the bottom that
 * never covers a focused field, the summary shows what was chosen (picture, part number,
 * options) and takes a new quantity, the steps are marked and titled, and axe finds nothing.
 * Then the summary's editing on a desktop, and the cart sidebar's footer on a phone.
 */

const storefrontUrl = inject('storefrontUrl');

const phone = { width: 390, height: 844 };

const customers = {
  private: { email: 'ola.nordmann@example.no', password: 'Traktor-2024' },
  business: { email: 'innkjop@haugen-gard.example.no', password: 'Gardsdrift-2024' },
  unapproved: { email: 'post@fjelltun-maskin.example.no', password: 'Maskinlag-2024' },
  contactOnly: { email: 'lager@bygdelaget.example.no', password: 'Bygdelag-2024' },
} as const;

const summary = (page: Page) => page.getByRole('complementary', { name: 'Sammendrag' });
const stickyBar = (page: Page) => page.locator('.checkout-order__bar');
const summaryLine = (page: Page, name: string) =>
  summary(page).getByRole('article', { name, exact: true });

/** How much wider than the screen the page is (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The current step of the step indicator, and the page's title. */
async function stepAndTitle(page: Page) {
  const current = page.locator('.checkout__steps [aria-current="step"]');
  return { step: await current.innerText(), title: await page.title() };
}

/** Axe's WCAG 2.1 AA findings in the page's main content. */
const violations = (page: Page) => accessibilityViolations(page, 'main');

/** Logs in on the checkout's account step (checked on the way) and waits for the order step. */
async function logInAtCheckout(page: Page, login: Login) {
  await page.goto(`${storefrontUrl}/checkout`);
  await page.waitForURL(/\/checkout\/konto$/);
  await waitForHydration(page);
  expect(await stepAndTitle(page)).toEqual({
    step: expect.stringMatching(/^1\s*Konto$/),
    title: 'Konto – Kasse | Agri Deler',
  });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await violations(page)).toEqual([]);
  const form = page.getByRole('region', { name: 'Har du en konto?' });
  await form.getByLabel('E-post').fill(login.email);
  await form.getByLabel('Passord', { exact: true }).fill(login.password);
  await form.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL(/\/checkout\/bestilling$/);
}

/** Whether the whole of `locator` is inside the viewport. */
async function inViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height + 0.5 &&
    box.x + box.width <= viewport.width + 0.5
  );
}

/** The order's total as the place-order bar shows it. */
const barTotal = (page: Page) => stickyBar(page).locator('.ap-total-bar__amount').innerText();

/** The grand total of the customer's cart at commerce-api, as the shop writes it. */
const apiTotal = async (token: string) => formatPrice((await cartOf(token)).grandTotal);

/**
 * The order step on the phone as every buying customer sees it: the step and title, the page
 * no wider than the screen, the bar with the cart's total and the one "Fullfør bestillingen" in
 * view, and each summary line with its picture, part number and options.
 */
async function checkOrderStep(page: Page, token: string, lines: readonly PreparedLine[]) {
  await summary(page).waitFor();
  await page.getByRole('heading', { name: 'Betaling' }).waitFor();
  expect(await stepAndTitle(page)).toEqual({
    step: expect.stringMatching(/^2\s*Levering og betaling$/),
    title: 'Levering og betaling – Kasse | Agri Deler',
  });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  for (const line of lines) {
    const article = summaryLine(page, line.name);
    expect(await article.getByRole('img').count()).toBe(1);
    expect(await article.locator('.ap-part-number').innerText()).toContain(line.partNumber);
    const options = line.optionTexts.length
      ? await article.locator('.ap-cart-line__options').innerText()
      : '';
    for (const text of line.optionTexts) expect(options).toContain(text);
    expect(await article.getByLabel(`Antall, ${line.name}`).inputValue()).toMatch(/^\d+$/);
  }
  const bar = stickyBar(page);
  expect(await inViewport(page, bar)).toBe(true);
  await expect.poll(() => barTotal(page)).toBe(await apiTotal(token));
  expect(await page.getByRole('button', { name: 'Fullfør bestillingen' }).count()).toBe(1);
  expect(await bar.getByRole('button', { name: 'Fullfør bestillingen' }).count()).toBe(1);
}

/**
 * A field under the bar, focused, is scrolled above it: the page leaves room for the bar. The
 * field is first scrolled to where the bar covers it.
 */
async function checkFocusedFieldUncovered(page: Page, field: Locator) {
  const before = await field.boundingBox();
  const barBefore = await stickyBar(page).boundingBox();
  if (!before || !barBefore) throw new Error('no field or no bar');
  await page.evaluate((by) => window.scrollBy(0, by), before.y - (barBefore.y + 10));
  await field.focus();
  const after = await field.boundingBox();
  const bar = await stickyBar(page).boundingBox();
  expect(after!.y + after!.height).toBeLessThanOrEqual(bar!.y);
  expect(after!.y).toBeGreaterThanOrEqual(0);
}

/** Raises the quantity of `line` in the summary by one: announced, sent, and in the total. */
async function raiseQuantity(page: Page, token: string, line: PreparedLine) {
  const before = await barTotal(page);
  const article = summaryLine(page, line.name);
  await article.getByRole('button', { name: 'Øk antall' }).click();
  const announcement = page.getByTestId('cart-announcement');
  await expect.poll(() => announcement.textContent()).toBe(`Antallet av ${line.name} er nå 2.`);
  expect(await announcement.getAttribute('aria-live')).toBe('polite');
  await expect
    .poll(async () => (await cartOf(token)).lines.find((entry) => entry.sku === line.sku)?.quantity)
    .toBe(2);
  await expect.poll(() => barTotal(page)).toBe(await apiTotal(token));
  expect(await barTotal(page)).not.toBe(before);
}

async function chooseRadio(page: Page, name: RegExp) {
  const radio = page.getByRole('radio', { name });
  await radio.click();
  await expect.poll(() => radio.isChecked(), { timeout: 10_000 }).toBe(true);
}

/** Types the card into the payment provider's hosted form (its iframe) and confirms it. */
async function fillCard(page: Page, number: string) {
  const form = page.frameLocator('iframe[title="Kortskjema fra betalingsleverandøren"]');
  await form.getByLabel('Kortnummer').fill(number);
  await form.getByLabel('Utløpsdato').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Bekreft kort' }).click();
  await page.getByText(`som slutter på ${number.slice(-4)} er klart til betaling`).waitFor();
}

/** Places the order with the bar's button and checks the thank-you step. */
async function placeFromBar(page: Page, token: string, ordersBefore: number) {
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await violations(page)).toEqual([]);
  const button = stickyBar(page).getByRole('button', { name: 'Fullfør bestillingen' });
  expect(await inViewport(page, button)).toBe(true);
  await button.click();
  await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 20_000 });
  await page.getByTestId('order-number').waitFor();
  await waitForHydration(page);
  expect(await stepAndTitle(page)).toEqual({
    step: expect.stringMatching(/^3\s*Bekreftelse$/),
    title: 'Bekreftelse – Kasse | Agri Deler',
  });
  expect(await page.locator('.checkout__steps [data-state="complete"]').count()).toBe(2);
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await violations(page)).toEqual([]);
  expect(await orderCount(token)).toBe(ordersBefore + 1);
}

describe.skipIf(!browserAvailable)('the checkout on a 390 px phone', () => {
  let browser: Browser;
  let parts: CheckoutParts;

  beforeAll(async () => {
    browser = await launchBrowser();
    parts = await checkoutParts();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function phonePage() {
    // Without the sidebar's slide-in, its position is final as soon as it is there.
    const context = await browser.newContext({ viewport: phone, reducedMotion: 'reduce' });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  it('a private customer buys a variant, a hose cut to length and a part on credit', async () => {
    const token = await tokenOf(customers.private);
    const simple = parts.simple[0]!;
    const lines = [parts.configurable, parts.hose, simple];
    await fillCart(token, lines);
    const ordersBefore = await orderCount(token);
    const { context, page, errors } = await phonePage();

    await logInAtCheckout(page, customers.private);
    await checkOrderStep(page, token, lines);
    await raiseQuantity(page, token, simple);
    // Every shipping method's price is on the screen (they were cut off at 439 px).
    for (const choice of await page.locator('.checkout-choice').all()) {
      expect(
        await choice.evaluate((element) => element.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(phone.width);
    }
    await chooseRadio(page, /Pakke til hentested/);
    await chooseRadio(page, /Kreditt/);
    await checkFocusedFieldUncovered(page, page.getByLabel('Deres referanse (valgfritt)'));
    await placeFromBar(page, token, ordersBefore);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('an approved business buys a bundle and a part on invoice', async () => {
    const token = await tokenOf(customers.business);
    const simple = parts.simple[1]!;
    const lines = [parts.bundle, simple];
    await fillCart(token, lines);
    const ordersBefore = await orderCount(token);
    const { context, page, errors } = await phonePage();

    await logInAtCheckout(page, customers.business);
    await checkOrderStep(page, token, lines);
    await raiseQuantity(page, token, simple);
    await chooseRadio(page, /Hent selv/);
    await chooseRadio(page, /Faktura/);
    await page.getByLabel('Deres referanse (valgfritt)').fill('Våronn 2026');
    await placeFromBar(page, token, ordersBefore);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('a business awaiting approval sees invoice unavailable and pays a variant by card', async () => {
    const token = await tokenOf(customers.unapproved);
    const simple = parts.simple[2]!;
    const lines = [parts.configurable, simple];
    await fillCart(token, lines);
    const ordersBefore = await orderCount(token);
    const { context, page, errors } = await phonePage();

    await logInAtCheckout(page, customers.unapproved);
    await checkOrderStep(page, token, lines);
    await raiseQuantity(page, token, simple);
    await chooseRadio(page, /Hent selv/);
    expect(await page.getByRole('radio', { name: /Faktura/ }).isDisabled()).toBe(true);
    await chooseRadio(page, /Kort/);
    // The provider's card form fits the phone too.
    await fillCard(page, '4242 4242 4242 4242');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await placeFromBar(page, token, ordersBefore);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the hide_cart_button customer is told they cannot buy online and given the phone number', async () => {
    const token = await tokenOf(customers.contactOnly);
    const ordersBefore = await orderCount(token);
    const { context, page, errors } = await phonePage();

    await logInAtCheckout(page, customers.contactOnly);
    const message = page.getByRole('status').filter({ hasText: 'ikke i nettbutikken' });
    await message.waitFor();
    expect(await message.innerText()).toContain('Kontakt oss for bestilling');
    const phoneLink = message.getByRole('link', { name: '62 00 00 00' });
    expect(await phoneLink.getAttribute('href')).toBe('tel:+4762000000');
    expect(await inViewport(page, phoneLink)).toBe(true);
    expect(await page.getByRole('button', { name: 'Fullfør bestillingen' }).count()).toBe(0);
    expect(await stickyBar(page).count()).toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await violations(page)).toEqual([]);
    expect(await orderCount(token)).toBe(ordersBefore);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the cart sidebar keeps the total and "Gå til kassen" in view above a long cart', async () => {
    // A guest's cart with every plain part and the bundle: taller than the phone's screen.
    const { createGuestCart } = await ask<{ createGuestCart: { cart: { id: string } } }>(
      'mutation { createGuestCart { cart { id } } }',
    );
    const cartId = createGuestCart.cart.id;
    await ask(
      'mutation ($cart: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $cart, cartItems: $items) { user_errors { message } } }',
      { cart: cartId, items: [...parts.simple, parts.bundle].map((line) => line.input) },
    );
    const { context, page } = await phonePage();
    await context.addCookies([{ name: 'vsf-cart', value: cartId, url: storefrontUrl }]);
    await page.goto(`${storefrontUrl}/`);
    await waitForHydration(page);
    await page.locator('header [data-action="cart"]').click();
    const sidebar = page.getByRole('dialog', { name: 'Handlekurv' });
    await sidebar.getByRole('article').first().waitFor();

    const body = sidebar.locator('.ap-sidebar__body');
    // The lines do not fit: the body scrolls, the footer does not.
    expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(
      true,
    );
    const checkout = sidebar.getByRole('link', { name: 'Gå til kassen' });
    expect(await inViewport(page, checkout)).toBe(true);
    const total = sidebar.locator('.ap-sidebar__footer .ap-total-bar__amount');
    expect(await inViewport(page, total)).toBe(true);
    const { cart } = await ask<{ cart: { prices: { grand_total: { value: number } } } }>(
      'query ($cart: String!) { cart(cart_id: $cart) { prices { grand_total { value } } } }',
      { cart: cartId },
    );
    expect(await total.innerText()).toBe(formatPrice(cart.prices.grand_total.value));
    expect(await checkout.getAttribute('href')).toBe('/checkout');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});

describe.skipIf(!browserAvailable)('the checkout summary on a desktop', () => {
  let browser: Browser;
  let parts: CheckoutParts;

  beforeAll(async () => {
    browser = await launchBrowser();
    parts = await checkoutParts();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('changes a quantity, shows a refused one at its line, removes lines, and an emptied cart goes back to the cart', async () => {
    const token = await tokenOf(customers.private);
    const simple = parts.simple[3]!;
    await fillCart(token, [simple, parts.scarce]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await logInAtCheckout(page, customers.private);
    await summary(page).waitFor();
    // Under the summary, not stuck to the screen's bottom.
    expect(await stickyBar(page).evaluate((bar) => getComputedStyle(bar).position)).toBe('static');
    const summaryBox = (await summary(page).boundingBox())!;
    const barBox = (await stickyBar(page).boundingBox())!;
    expect(barBox.x).toBe(summaryBox.x);
    expect(barBox.y).toBeGreaterThan(summaryBox.y + summaryBox.height);
    expect(barBox.y).toBeLessThan(summaryBox.y + summaryBox.height + 40);
    await raiseQuantity(page, token, simple);

    // More than the stock: refused at the line, in Norwegian, announced politely; nothing sent.
    const scarce = summaryLine(page, parts.scarce.name);
    const field = scarce.getByLabel(`Antall, ${parts.scarce.name}`);
    await field.fill(String(parts.scarce.left + 5));
    await field.press('Enter');
    // Says how many are left (issue 22, #13).
    const refusal = `Det er bare ${parts.scarce.left} på lager.`;
    expect(await scarce.getByRole('alert').innerText()).toContain(refusal);
    await expect
      .poll(() => page.getByTestId('cart-announcement').textContent())
      .toBe(`${parts.scarce.name}: ${refusal}`);
    expect((await cartOf(token)).lines).toContainEqual({ sku: parts.scarce.sku, quantity: 1 });

    await scarce
      .getByRole('button', { name: `Fjern ${parts.scarce.name} fra handlekurven` })
      .click();
    await scarce.waitFor({ state: 'detached' });
    expect((await cartOf(token)).lines).toEqual([{ sku: simple.sku, quantity: 2 }]);
    expect(await violations(page)).toEqual([]);

    await summaryLine(page, simple.name)
      .getByRole('button', { name: `Fjern ${simple.name} fra handlekurven` })
      .click();
    await page.waitForURL(`${storefrontUrl}/cart`);
    await page.getByRole('status').filter({ hasText: 'Det er ingen varer å bestille' }).waitFor();
    expect((await cartOf(token)).lines).toEqual([]);
    // The SDK logs the refused quantity; nothing else went wrong.
    expect(errors).toEqual([
      expect.stringMatching(/^cart: update failed SdkError: The requested qty is not available/),
    ]);
    await context.close();
  }, 120_000);
});
