import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import {
  askAs,
  cartOf,
  checkoutParts,
  fillCart,
  tokenOf,
  type PreparedLine,
} from './checkoutShopper';

const storefrontUrl = inject('storefrontUrl');
// A demo private customer no other journey uses; their lists and cart are emptied first.
const ola = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };
const listName = 'Våronn MF 135';

async function logIn(page: Page, to: string) {
  await page.goto(`${storefrontUrl}/customer/login?redirectTo=${encodeURIComponent(to)}`);
  const form = page.locator('main form');
  await form.getByLabel('E-post').fill(ola.email);
  await form.getByLabel('Passord', { exact: true }).fill(ola.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === to),
    form.getByRole('button', { name: 'Logg inn' }).click(),
  ]);
}

/** Deletes every saved list of the customer (a journey begins with none). */
async function deleteLists(token: string) {
  const { customer } = await askAs<{
    customer: { requisition_lists: { items: { uid: string }[] } };
  }>(token, '{ customer { requisition_lists(pageSize: 50) { items { uid } } } }');
  for (const { uid } of customer.requisition_lists.items) {
    await askAs(
      token,
      'mutation ($uid: ID!) { deleteRequisitionList(requisitionListUid: $uid) { status } }',
      {
        uid,
      },
    );
  }
}

/** The SKUs and quantities on the customer's only list, from commerce-api. */
async function listLines(token: string) {
  const { customer } = await askAs<{
    customer: {
      requisition_lists: {
        items: { name: string; items: { items: { wm_sku: string; quantity: number }[] } }[];
      };
    };
  }>(
    token,
    '{ customer { requisition_lists { items { name items { items { wm_sku quantity } } } } } }',
  );
  return customer.requisition_lists.items;
}

/** Opens the "Legg i liste" picker from the keyboard and saves onto the first list. */
async function saveWithKeyboard(page: Page, open: string) {
  const summary = page.locator('summary', { hasText: open });
  await summary.focus();
  await page.keyboard.press('Enter');
  const select = page.getByRole('combobox', { name: 'Velg liste' });
  await select.waitFor();
  // The lists are read when the picker opens; ours is chosen first once there.
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('select[name="list"] option')].some((option) =>
        option.textContent?.startsWith(name),
      ),
    listName,
  );
  await select.focus();
  await Promise.all([
    page.waitForURL((url) => url.pathname.startsWith('/customer/saved-lists/')),
    page.getByRole('button', { name: 'Lagre i listen' }).press('Enter'),
  ]);
}

describe.skipIf(!browserAvailable)('Mine lister (saved lists)', () => {
  let browser: Browser;
  let token: string;
  let parts: PreparedLine[];
  let listPath = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    token = await tokenOf(ola);
    parts = (await checkoutParts()).simple.slice(-2);
    await deleteLists(token);
    await fillCart(token, [parts[1]!]);
  }, 60_000);
  afterAll(async () => {
    if (token) {
      await fillCart(token, []);
      await deleteLists(token);
    }
    await browser?.close();
  });

  it('on a phone: creates a list with the keyboard, adds from the product page and from the cart', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, '/customer/saved-lists');
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Mine lister' }).waitFor();
    expect(await page.getByText('Du har ingen lister ennå.').isVisible()).toBe(true);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);

    await page.getByLabel('Navn på listen').focus();
    await page.keyboard.type(listName);
    await Promise.all([
      page.waitForURL((url) => url.pathname.startsWith('/customer/saved-lists/')),
      page.keyboard.press('Enter'),
    ]);
    listPath = new URL(page.url()).pathname;
    await page.getByRole('heading', { level: 1, name: listName }).waitFor();
    await page.getByText(`Listen «${listName}» er opprettet.`).waitFor();

    await page.goto(`${storefrontUrl}/p/${encodeURIComponent(parts[0]!.sku)}`);
    await waitForHydration(page);
    await saveWithKeyboard(page, 'Legg i liste');
    await page.getByText('Lagt i listen: 1 varer.').waitFor();
    expect(await page.getByRole('link', { name: 'Tilbake der du var' }).getAttribute('href')).toBe(
      `/p/${encodeURIComponent(parts[0]!.sku)}`,
    );

    await page.goto(`${storefrontUrl}/cart`);
    await waitForHydration(page);
    await saveWithKeyboard(page, 'Legg alle i liste');
    const table = page.getByRole('table', { name: listName });
    await table.waitFor();
    for (const part of parts) {
      await table.getByText(part.sku, { exact: true }).waitFor();
    }
    expect((await listLines(token))[0]!.items.items.map((line) => line.wm_sku).sort()).toEqual(
      parts.map((part) => part.sku).sort(),
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await accessibilityViolations(page, 'main')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('on a desktop: renames, changes a quantity, puts the whole list in the cart, shares it read-only', async () => {
    expect(listPath).not.toBe('');
    await fillCart(token, []);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await logIn(page, listPath);
    await waitForHydration(page);

    const renamed = `${listName} – høsten`;
    await page.getByLabel('Navn på listen').fill(renamed);
    await page.getByRole('button', { name: 'Lagre navn' }).click();
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await page.getByText('Listen er lagret.').waitFor();

    const quantity = page.getByRole('spinbutton').first();
    await quantity.fill('3');
    await page.getByRole('button', { name: 'Lagre antall' }).click();
    await page.getByText('Antallene er lagret.').waitFor();
    expect((await listLines(token))[0]!.items.items.map((line) => line.quantity)).toContain(3);

    await Promise.all([
      page.waitForURL((url) => url.searchParams.has('iKurv')),
      page.getByRole('button', { name: 'Legg hele listen i handlekurven' }).click(),
    ]);
    const status = page.getByRole('status').filter({ hasText: 'handlekurven' });
    await status.waitFor();
    const listed = await status.getByRole('listitem').allInnerTexts();
    const inCart = new Set((await cartOf(token)).lines.map((line) => line.sku));
    // Every line went in or is listed with why: none dropped silently.
    for (const part of parts) {
      const accounted = inCart.has(part.sku) || listed.some((text) => text.includes(part.sku));
      expect(accounted, part.sku).toBe(true);
    }
    expect(await accessibilityViolations(page, 'main')).toEqual([]);

    await page.getByRole('button', { name: 'Del listen (kun lesetilgang)' }).click();
    const link = page.getByLabel('Lenke til listen');
    await link.waitFor();
    const shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(/\/delt-liste\/[A-Za-z0-9_-]{32}$/);
    expect(errors).toEqual([]);
    await context.close();

    // A fresh context: nobody logged in. The list reads, nothing changes it.
    const stranger = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const shared = await stranger.newPage();
    const sharedErrors = collectPageErrors(shared);
    await shared.goto(shareUrl);
    await waitForHydration(shared);
    await shared.getByRole('heading', { level: 1, name: `Delt liste: ${renamed}` }).waitFor();
    const readOnly = shared.getByRole('table', { name: renamed });
    for (const part of parts) {
      await readOnly.getByText(part.sku, { exact: true }).waitFor();
    }
    expect(await shared.getByRole('spinbutton').count()).toBe(0);
    expect(
      await shared
        .locator('main')
        .getByRole('button', { name: /Fjern|Lagre|Slett/ })
        .count(),
    ).toBe(0);
    expect(
      await shared
        .getByRole('link', { name: 'Logg inn for å legge listen i handlekurven' })
        .isVisible(),
    ).toBe(true);
    expect(await accessibilityViolations(shared, 'main')).toEqual([]);
    expect(sharedErrors).toEqual([]);
    const unknown = await shared.goto(`${storefrontUrl}/delt-liste/${'x'.repeat(32)}`);
    expect(unknown?.status()).toBe(404);
    await stranger.close();
  }, 120_000);
});
