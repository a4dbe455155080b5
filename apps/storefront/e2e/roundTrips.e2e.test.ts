import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask } from './api';
import { browserAvailable, launchBrowser, waitForHydration } from './browser';

const storefrontUrl = inject('storefrontUrl');

/**
 * The GraphQL operations the browser sends through the `/graphql` proxy, by name, in the order
 * they start (issue 9: a page's data comes with its HTML; an interaction is one round trip).
 * `settled()` waits until none is under way and none started for a while.
 */
function recordOperations(context: BrowserContext) {
  let operations: string[] = [];
  const open = new Set<Request>();
  let lastChange = Date.now();
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    let name = url.searchParams.get('operationName');
    if (!name) {
      try {
        name =
          (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ??
          null;
      } catch {
        name = null;
      }
    }
    operations.push(name ?? 'anonymous');
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return {
    /** Forgets what was recorded so far. */
    reset() {
      operations = [];
    },
    /** Whether an operation of that name was sent since the last reset. */
    seen(name: string): boolean {
      return operations.includes(name);
    },
    /** The operations since the last reset, once the page has been quiet for `quietMs`. */
    async settled(quietMs = 800): Promise<string[]> {
      const deadline = Date.now() + 15_000;
      while (open.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error('GraphQL requests still under way');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return [...operations];
    },
  };
}

/** A new customer registered at commerce-api (no other journey uses it). */
async function registerCustomer() {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const customer = {
    firstname: 'Rune',
    lastname: 'Rundtur',
    email: `rune.rundtur.${id}@example.no`,
    password: 'Rundtur-2026',
  };
  await ask(
    `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
    { input: customer },
  );
  return customer;
}

async function logIn(page: Page, customer: { email: string; password: string }) {
  await page.goto(`${storefrontUrl}/customer/login?redirectTo=%2Fkontakt-oss`);
  await waitForHydration(page);
  const form = page.locator('main form');
  await form.getByLabel('E-post').fill(customer.email);
  await form.getByLabel('Passord', { exact: true }).fill(customer.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/kontakt-oss'),
    form.getByRole('button', { name: 'Logg inn' }).click(),
  ]);
}

/** The first category of the home page's mega menu. */
async function categoryPath(): Promise<string> {
  const html = await (await fetch(storefrontUrl)).text();
  return /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(html)?.[1] ?? '';
}

describe.skipIf(!browserAvailable)('GraphQL round trips from the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest’s home page and part finder page ask for nothing after the HTML: the widget’s finders and brands come with it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const recorder = recordOperations(context);
    const page = await context.newPage();

    for (const path of ['/', '/parts']) {
      recorder.reset();
      await page.goto(`${storefrontUrl}${path}`);
      await waitForHydration(page);
      // The default finder is chosen and its brands are there without a request.
      await expect
        .poll(() =>
          page
            .locator('.ap-part-finder__list[data-list="brands"] .ap-dropdown__button')
            .isDisabled(),
        )
        .toBe(false);
      expect(await recorder.settled(), path).toEqual([]);
    }
    await context.close();
  });

  it('a signed-in listing asks once for each of the customer’s lists, and the wish list heart is one request', async () => {
    const customer = await registerCustomer();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const recorder = recordOperations(context);
    const page = await context.newPage();
    await logIn(page, customer);
    // The page after the login loads the customer's cart, lists and tractors: not counted.
    await waitForHydration(page);
    await recorder.settled(1_500);

    recorder.reset();
    await page.goto(`${storefrontUrl}${await categoryPath()}`);
    await waitForHydration(page);
    // The stores load their code after hydration, then their lists: wait for all three first.
    await expect
      .poll(
        () =>
          ['MyTractors', 'CustomerCart', 'CustomerWishlist'].every((name) => recorder.seen(name)),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    const loaded = await recorder.settled();
    // Every product card asks whether it fits the active tractor, and the cart is both loaded
    // and checked for a guest cart to merge: still one request each.
    for (const operation of ['MyTractors', 'CustomerCart', 'CustomerWishlist']) {
      expect(
        loaded.filter((name) => name === operation),
        `${operation} in ${loaded.join(', ')}`,
      ).toHaveLength(1);
    }

    recorder.reset();
    const card = page.locator('.ap-product-card').first();
    await card.getByRole('button', { name: 'Ønskeliste', pressed: false }).click();
    await card.getByRole('button', { name: 'Ønskeliste', pressed: true }).waitFor();
    // The mutation answers with the list: no read after it.
    expect(await recorder.settled()).toEqual(['AddToCustomerWishlist']);
    await context.close();
  });
});
