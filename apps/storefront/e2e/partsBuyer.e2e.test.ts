import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask, everyProduct } from './api';
import { accessibilityViolations } from './axe';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';
import { askAs, fillCart, tokenOf } from './checkoutShopper';
import { logIn } from './logIn';

/**
 * Issue 24's whole errand, as a parts buyer runs it: a licence plate finds the tractor, its
 * exploded diagram gives a position to add, a list of part numbers is quick-added, Vipps pays,
 * and the order's parcel is followed once the shop has shipped it.
 */

const storefrontUrl = inject('storefrontUrl');
const apiUrl = inject('apiUrl');
// A private customer with a mobile number (Vipps is offered to private customers).
const ola = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };
const plate = { typed: 'KT 68447', partsPath: '/parts/traktor/massey-ferguson/135' };

interface Position {
  position: number;
  product: {
    __typename: string;
    sku: string;
    name: string;
    stock_status: string;
    only_x_left_in_stock: number | null;
    wm_order_product: boolean;
    options?: { required: boolean }[] | null;
  } | null;
}

const buyable = ({ product }: Position) =>
  product?.__typename === 'SimpleProduct' &&
  product.stock_status === 'IN_STOCK' &&
  product.only_x_left_in_stock === null &&
  !product.wm_order_product &&
  !(product.options ?? []).some((option) => option.required);

/** Two parts a buyer can order by part number (priced, no options to choose), other than `not`. */
async function quickOrderSkus(not: string): Promise<string[]> {
  const { products } = await ask<{ products: { items: Position['product'][] } }>(
    `{ products(filter: { price: { from: "1" } }, pageSize: 100) { items { __typename sku name
      stock_status only_x_left_in_stock wm_order_product
      ... on CustomizableProductInterface { options { required } } } } }`,
  );
  const skus = products.items
    .filter((product) => product && product.sku !== not && buyable({ position: 0, product }))
    .map((product) => product!.sku);
  const { wmResolvePartNumbers } = await ask<{
    wmResolvePartNumbers: { product: { sku: string } | null }[];
  }>('query ($n: [String!]!) { wmResolvePartNumbers(part_numbers: $n) { product { sku } } }', {
    n: skus,
  });
  const found = skus.filter((sku, index) => wmResolvePartNumbers[index]?.product?.sku === sku);
  if (found.length < 2) throw new Error('Fewer than two parts can be ordered by part number');
  return found.slice(0, 2);
}

/** An assembly of the plate's tractor with a position to add, and two other parts to quick-add. */
async function findErrand() {
  const products = await everyProduct<{
    wm_pf_fitments: { brand: { slug: string }; model: { id: number; slug: string } }[];
  }>('wm_pf_fitments { brand { slug } model { id slug } }');
  const model = products
    .flatMap((product) => product.wm_pf_fitments)
    .find((fitment) => `${fitment.brand.slug}/${fitment.model.slug}` === 'massey-ferguson/135');
  if (!model) throw new Error('The plate’s tractor has no parts in the seeded catalogue');
  const { wmPartDiagrams } = await ask<{ wmPartDiagrams: { uid: string; name: string }[] }>(
    'query ($id: Int!) { wmPartDiagrams(model_id: $id) { uid name } }',
    { id: model.model.id },
  );
  for (const assembly of wmPartDiagrams) {
    const { wmPartDiagram } = await ask<{ wmPartDiagram: { positions: Position[] } }>(
      `query ($id: Int!, $uid: String!) { wmPartDiagram(model_id: $id, uid: $uid) { positions {
        position product { __typename sku name stock_status only_x_left_in_stock wm_order_product
        ... on CustomizableProductInterface { options { required } } } } } }`,
      { id: model.model.id, uid: assembly.uid },
    );
    const position = wmPartDiagram.positions.find(buyable);
    if (!position) continue;
    const quickSkus = await quickOrderSkus(position.product!.sku);
    return { assembly: assembly.name, position, quickSkus };
  }
  throw new Error('No assembly of the plate’s tractor has a part to add');
}

/** Ships an order the way the warehouse will: commerce-api's development route. */
async function ship(number: string) {
  const response = await fetch(`${apiUrl}/dev/ship`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number }),
  });
  expect(response.status).toBe(201);
}

async function cartSkus(token: string) {
  const { customerCart } = await askAs<{ customerCart: { items: { product: { sku: string } }[] } }>(
    token,
    '{ customerCart { items { product { sku } } } }',
  );
  return customerCart.items.map((item) => item.product.sku);
}

/** The Vipps step: the customer's own mobile, the simulated app page, approve. */
async function payWithVipps(page: Page) {
  const parcel = page.getByRole('radio', { name: /Pakke til hentested/ });
  await parcel.click();
  await expect.poll(() => parcel.isChecked(), { timeout: 10_000 }).toBe(true);
  const vipps = page.getByRole('radio', { name: /^Vipps/ });
  await vipps.click();
  await expect.poll(() => vipps.isChecked(), { timeout: 10_000 }).toBe(true);
  expect(await page.getByRole('textbox', { name: 'Mobilnummer for Vipps' }).inputValue()).not.toBe(
    '',
  );
  await page.getByRole('button', { name: 'Betal med Vipps' }).click();
  await page.getByRole('heading', { name: 'Bekreft betalingen' }).waitFor({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Godkjenn' }).click();
  await page.waitForURL(/\/checkout\/takk\?order=\d+/, { timeout: 30_000 });
  return new URL(page.url()).searchParams.get('order')!;
}

describe.skipIf(!browserAvailable)('a parts buyer’s errand, end to end', () => {
  let browser: Browser;
  let errand: Awaited<ReturnType<typeof findErrand>>;
  let token: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    errand = await findErrand();
    token = await tokenOf(ola);
  }, 120_000);
  afterAll(async () => {
    if (token) await fillCart(token, []);
    await browser?.close();
  });

  it.each([
    ['a 390 px phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 900 }],
  ])(
    'on %s: plate → tractor → diagram → add a position → quick order → Vipps → follow the parcel',
    async (_name, viewport) => {
      await fillCart(token, []);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await logIn(page, ola, '/parts');

      // The plate finds the tractor and lands on its parts.
      await page.getByRole('switch', { name: 'Søk på registreringsnummer' }).click();
      await page.getByRole('textbox', { name: 'Registreringsnummer' }).fill(plate.typed);
      await Promise.all([
        page.waitForURL(`${storefrontUrl}${plate.partsPath}`),
        page.locator('.ap-plate-finder__row button[type="submit"]').click(),
      ]);

      // Its exploded diagrams, an assembly, a position into the cart.
      await Promise.all([
        page.waitForURL(`**${plate.partsPath}/diagram`),
        page.getByRole('link', { name: /^Se deletegninger for / }).click(),
      ]);
      await Promise.all([
        page.waitForURL(`**${plate.partsPath}/diagram/*`),
        page.getByRole('link', { name: new RegExp(`^${errand.assembly}`) }).click(),
      ]);
      await waitForHydration(page);
      const { position } = errand;
      await page
        .getByRole('button', { name: `Posisjon ${position.position}: ${position.product!.name}` })
        .click();
      const line = page.locator('.ap-part-diagram__line').nth(position.position - 1);
      expect(await line.getAttribute('aria-current')).toBe('true');
      await line.getByRole('button', { name: /^Legg i handlekurv/ }).click();
      await expect.poll(() => cartSkus(token)).toContain(position.product!.sku);

      // A list of part numbers, quick-added.
      await page.goto(`${storefrontUrl}/hurtigbestilling`);
      await waitForHydration(page);
      await page
        .getByLabel('Varenumre og antall')
        .fill(errand.quickSkus.map((sku, index) => `${sku};${index + 1}`).join('\n'));
      await page.getByRole('button', { name: 'Finn varene' }).click();
      await page.getByRole('status').filter({ hasText: 'Fant 2 av 2 linjer.' }).waitFor();
      await page.getByRole('button', { name: 'Legg alle gyldige i handlekurven (2)' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: '2 varer er lagt i handlekurven.' })
        .waitFor();
      await expect
        .poll(async () => (await cartSkus(token)).sort())
        .toEqual([position.product!.sku, ...errand.quickSkus].sort());

      // Vipps pays the order.
      await page.goto(`${storefrontUrl}/checkout`);
      await page.waitForURL(/\/checkout\/bestilling$/);
      await waitForHydration(page);
      const number = await payWithVipps(page);
      await page.getByText('Vipps', { exact: true }).first().waitFor();
      expect(await accessibilityViolations(page, 'main')).toEqual([]);

      // The shop ships it; the order page follows the parcel.
      await ship(number);
      await page.goto(`${storefrontUrl}/customer/order-history/${number}`);
      await waitForHydration(page);
      const tracking = page.getByRole('region', { name: /^Pakke \d{9}-\d+$/ }).first();
      await tracking.getByText('Registrert').first().waitFor();
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
      const widths = await page.evaluate(() => ({
        content: document.documentElement.scrollWidth,
        view: window.innerWidth,
      }));
      expect(widths.content).toBeLessThanOrEqual(widths.view);
      expect(errors).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
