import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { accessibilityViolations } from './axe';
import { ask, everyProduct } from './api';
import { browserAvailable, collectPageErrors, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

interface Fitted {
  wm_pf_fitments: {
    finder: { slug: string };
    brand: { slug: string; name: string };
    model: { id: number; slug: string; name: string };
  }[];
}

interface DiagramPosition {
  position: number;
  quantity: number;
  product: {
    __typename: string;
    sku: string;
    name: string;
    stock_status: string;
    only_x_left_in_stock: number | null;
    wm_order_product: boolean;
  } | null;
}

/** A machine with an assembly where at least two positions can be added from their lines. */
interface Journey {
  partsPath: string;
  brand: string;
  model: string;
  assembly: string;
  addable: DiagramPosition[];
  other: DiagramPosition;
}

const DIAGRAMS = `query ($id: Int!) { wmPartDiagrams(model_id: $id) { uid name position_count } }`;
const DIAGRAM = `query ($id: Int!, $uid: String!) { wmPartDiagram(model_id: $id, uid: $uid) {
  positions { position quantity product { __typename sku name stock_status only_x_left_in_stock
    wm_order_product ... on CustomizableProductInterface { options { required } } } } } }`;

async function findJourney(): Promise<Journey> {
  const products = await everyProduct<Fitted>(
    'wm_pf_fitments { finder { slug } brand { slug name } model { id slug name } }',
  );
  const seen = new Set<number>();
  for (const { finder, brand, model } of products.flatMap((product) => product.wm_pf_fitments)) {
    if (seen.has(model.id)) continue;
    seen.add(model.id);
    const { wmPartDiagrams } = await ask<{ wmPartDiagrams: { uid: string; name: string }[] }>(
      DIAGRAMS,
      { id: model.id },
    );
    for (const assembly of wmPartDiagrams) {
      const { wmPartDiagram } = await ask<{ wmPartDiagram: { positions: DiagramPosition[] } }>(
        DIAGRAM,
        { id: model.id, uid: assembly.uid },
      );
      const positions = wmPartDiagram.positions;
      const addable = positions.filter(
        ({ product }) =>
          product?.__typename === 'SimpleProduct' &&
          product.stock_status === 'IN_STOCK' &&
          product.only_x_left_in_stock === null &&
          !product.wm_order_product &&
          !(product as { options?: { required: boolean }[] }).options?.some((o) => o.required),
      );
      if (addable.length >= 2 && positions.length >= 3) {
        return {
          partsPath: `/parts/${finder.slug}/${brand.slug}/${model.slug}`,
          brand: brand.name,
          model: model.name,
          assembly: assembly.name,
          addable,
          other: positions.find((p) => p.position !== addable[0]!.position)!,
        };
      }
    }
  }
  throw new Error('No seeded model has an assembly with two parts to add');
}

/** The number on the header's cart badge; 0 without one. */
async function cartBadge(page: Page): Promise<number> {
  const text = await page
    .locator('header [data-action="cart"] .ap-header__badge')
    .textContent({ timeout: 500 })
    .catch(() => null);
  return text ? Number(text) : 0;
}

const hotspot = (page: Page, position: DiagramPosition) =>
  page.getByRole('button', { name: `Posisjon ${position.position}: ${position.product!.name}` });
const lineButton = (page: Page, position: DiagramPosition) =>
  page.getByRole('button', {
    name: `Vis posisjon ${position.position} på tegningen: ${position.product?.name ?? 'Utgått'}`,
  });
const line = (page: Page, position: DiagramPosition) =>
  page.locator('.ap-part-diagram__line').nth(position.position - 1);

describe.skipIf(!browserAvailable)('exploded parts diagrams in the browser', () => {
  let browser: Browser;
  let journey: Journey;

  beforeAll(async () => {
    browser = await launchBrowser();
    journey = await findJourney();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 900 }],
  ])(
    'on %s: model → diagrams → a number highlights its line and back → add a line and the ticked ones',
    async (_name, viewport) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const [first, second] = journey.addable as [DiagramPosition, DiagramPosition];

      // The finder's parts page (where a plate look-up lands too) leads to the diagrams.
      await page.goto(`${storefrontUrl}${journey.partsPath}`);
      await waitForHydration(page);
      const toDiagrams = page.getByRole('link', {
        name: `Se deletegninger for ${journey.brand} ${journey.model}`,
      });
      await Promise.all([page.waitForURL(`**${journey.partsPath}/diagram`), toDiagrams.click()]);
      await page
        .getByRole('heading', {
          level: 1,
          name: `Deletegninger for ${journey.brand} ${journey.model}`,
        })
        .waitFor();
      expect(await accessibilityViolations(page, 'main')).toEqual([]);

      await Promise.all([
        page.waitForURL(`**${journey.partsPath}/diagram/*`),
        page.getByRole('link', { name: new RegExp(`^${journey.assembly}`) }).click(),
      ]);
      await waitForHydration(page);
      await page
        .getByRole('img', { name: `Sprengskisse av ${journey.assembly} med nummererte posisjoner` })
        .waitFor();

      // A number on the picture highlights its line, and a line's number the picture's.
      await hotspot(page, first).click();
      expect(await hotspot(page, first).getAttribute('aria-pressed')).toBe('true');
      expect(await line(page, first).getAttribute('aria-current')).toBe('true');
      expect(await line(page, first).innerText()).toContain(first.product!.sku);
      await page
        .locator('.ap-part-diagram__current')
        .getByText(`Posisjon ${first.position}: ${first.product!.name}`)
        .waitFor();
      await lineButton(page, journey.other).click();
      expect(await line(page, journey.other).getAttribute('aria-current')).toBe('true');
      expect(await line(page, first).getAttribute('aria-current')).toBeNull();
      const otherHotspot = page
        .locator('.ap-part-diagram__hotspot')
        .nth(journey.other.position - 1);
      expect(await otherHotspot.getAttribute('aria-pressed')).toBe('true');
      expect(await hotspot(page, first).getAttribute('aria-pressed')).toBe('false');

      // With the keyboard: zoom in, then Tab reaches the numbers and Enter chooses one.
      await page.getByRole('button', { name: 'Zoom inn' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('150 %').waitFor();
      await page.keyboard.press('Tab'); // zoom out
      await page.keyboard.press('Tab'); // whole picture
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
        /^Posisjon 1: /,
      );
      await page.keyboard.press('Enter');
      expect(await line(page, { ...first, position: 1 }).getAttribute('aria-current')).toBe('true');
      expect(await accessibilityViolations(page, 'main')).toEqual([]);

      // A line's add button puts the machine's quantity in the cart.
      const before = await cartBadge(page);
      await line(page, first)
        .getByRole('button', { name: /^Legg i handlekurv/ })
        .click();
      await page
        .locator('.ap-notification')
        .filter({ hasText: 'Produktet er lagt i handlekurven' })
        .waitFor();
      await expect.poll(() => cartBadge(page)).toBe(before + first.quantity);

      // Tick another position and add the ticked ones.
      await page
        .getByRole('checkbox', {
          name: `Velg posisjon ${second.position}: ${second.product!.name}`,
        })
        .check();
      await page.getByRole('button', { name: 'Legg valgte i handlekurven (1)' }).click();
      await page
        .locator('.ap-notification')
        .filter({ hasText: '1 del er lagt i handlekurven.' })
        .waitFor();
      await expect.poll(() => cartBadge(page)).toBe(before + first.quantity + second.quantity);
      expect(
        await page.getByRole('button', { name: 'Legg valgte i handlekurven (0)' }).isDisabled(),
      ).toBe(true);

      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );

  it('links a machine in My tractors to its diagrams, and answers 404 for an unknown assembly', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${storefrontUrl}${journey.partsPath}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Legg til i Mine traktorer' }).click();
    await page.getByText(/er i Mine traktorer\./).waitFor();
    await page.goto(`${storefrontUrl}/my-tractors`);
    await waitForHydration(page);
    const link = page.getByRole('link', { name: 'Deletegninger' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${journey.partsPath}/diagram`);

    const missing = await page.goto(`${storefrontUrl}${journey.partsPath}/diagram/finnes-ikke`);
    expect(missing?.status()).toBe(404);
    const unknownModel = await page.goto(`${storefrontUrl}/parts/traktor/finnes-ikke/x/diagram`);
    expect(unknownModel?.status()).toBe(404);
    await context.close();
  }, 60_000);
});
