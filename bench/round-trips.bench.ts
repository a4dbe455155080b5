/**
 * Benchmark: GraphQL round trips from the browser, per page and per interaction (issue 9: every
 * page's data arrives with its server-rendered HTML; no interaction needs more than one
 * sequential round trip, except the paged finder loads, two).
 *
 *   npm run bench:round-trips                       # after `npm run build`
 *   npm run bench:round-trips -- --root /tmp/copy   # a copy of the builds (apps/*\/dist, build)
 *   npm run bench:round-trips -- --only cart,finder # cases whose name contains a word
 *
 * Starts the production builds of commerce-api (fresh embedded database, 400 seeded products) and
 * the storefront on free ports, drives headless Chromium, and records every request the page sends
 * to `/graphql`, to the storefront's own data routes (`/api/…`, such as the mega menu's panels),
 * every React Router data request (`*.data`) and every route-manifest request (`/__manifest`,
 * lazy route discovery) with its start and end. "Sequential round trips" is the
 * longest chain of those requests each starting after the one before it ended. Page loads count
 * what the browser asks after the HTML (until the network is quiet after hydration); interactions
 * count from the action until the page is quiet again. It prints figures; it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

import { launchBrowser, waitForHydration } from '../apps/storefront/e2e/browser';
import { freePort, startProcess } from '../apps/storefront/e2e/globalSetup';
import { sequentialRoundTrips, type Span } from './roundTrips';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    root: { type: 'string', default: repoRoot },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const buildRoot = resolve(values.root);
const only = values.only?.split(',').filter(Boolean);

/** The demo customer with orders (seeded by commerce-api). */
const customer = { email: 'ola.nordmann@example.no', password: 'Traktor-2024' };

/** A recorded request: its span, and what it was (operation name, data URL or manifest). */
interface Entry extends Span {
  label: string;
}

/** What a request is, or undefined for requests that are not data round trips (assets, HTML). */
function describeRequest(request: Request): string | undefined {
  const url = new URL(request.url());
  if (url.pathname === '/graphql') {
    let operation = url.searchParams.get('operationName') ?? '';
    const body = request.postData();
    if (!operation && body) {
      try {
        operation = (JSON.parse(body) as { operationName?: string }).operationName ?? '';
      } catch {
        operation = '';
      }
    }
    const query = url.searchParams.get('query') ?? body ?? '';
    if (!operation) operation = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
    return `gql ${operation}`;
  }
  if (url.pathname.endsWith('.data')) return `data ${url.pathname}`;
  if (url.pathname.startsWith('/api/')) return `api ${url.pathname}`;
  if (url.pathname === '/__manifest') return 'manifest';
  return undefined;
}

/** Records the data requests of every page of a browser context. */
class Recorder {
  entries: Entry[] = [];
  private t0 = performance.now();
  private open = new Map<Request, Entry>();
  private lastChange = performance.now();

  attach(context: BrowserContext) {
    context.on('request', (request) => {
      const label = describeRequest(request);
      if (!label) return;
      const entry = { label, start: performance.now() - this.t0, end: Number.POSITIVE_INFINITY };
      this.entries.push(entry);
      this.open.set(request, entry);
      this.lastChange = performance.now();
    });
    const finish = (request: Request) => {
      const entry = this.open.get(request);
      if (!entry) return;
      entry.end = performance.now() - this.t0;
      this.open.delete(request);
      this.lastChange = performance.now();
    };
    context.on('requestfinished', finish);
    context.on('requestfailed', finish);
  }

  /** Starts a new measurement (requests still under way from before are forgotten). */
  begin() {
    this.t0 = performance.now();
    this.entries = [];
    this.open.clear();
    this.lastChange = performance.now();
  }

  /** Waits until no data request is under way and none has started or ended for `quietMs`. */
  async settle(quietMs = 700, timeoutMs = 15_000) {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (this.open.size === 0 && performance.now() - this.lastChange >= quietMs) return;
      await new Promise((done) => setTimeout(done, 50));
    }
    throw new Error(`requests still under way: ${[...this.open.values()].map((e) => e.label)}`);
  }
}

interface Row {
  name: string;
  requests: number;
  roundTrips: number;
  /** Route-manifest requests (lazy route discovery) and the round trips counting them too. */
  manifests: number;
  roundTripsWithManifests: number;
  target: number;
  labels: string[];
  error?: string;
}

const rows: Row[] = [];

/**
 * Measures one case: `prepare` runs unrecorded, `act` is recorded until the page is quiet.
 */
async function measure(
  recorder: Recorder,
  name: string,
  target: number,
  act: () => Promise<void>,
  prepare?: () => Promise<void>,
) {
  if (only && !only.some((word) => name.includes(word))) return;
  try {
    if (prepare) {
      await prepare();
      await recorder.settle();
    }
    recorder.begin();
    await act();
    await recorder.settle();
    const entries = [...recorder.entries];
    const data = entries.filter((entry) => entry.label !== 'manifest');
    const row: Row = {
      name,
      requests: data.length,
      roundTrips: sequentialRoundTrips(data),
      manifests: entries.length - data.length,
      roundTripsWithManifests: sequentialRoundTrips(entries),
      target,
      labels: entries.map((entry) => entry.label),
    };
    rows.push(row);
    if (values.verbose) {
      console.log(`${name}:`);
      for (const entry of entries) {
        console.log(`  ${entry.start.toFixed(0)}–${entry.end.toFixed(0)} ms  ${entry.label}`);
      }
    }
  } catch (error) {
    rows.push({
      name,
      requests: 0,
      roundTrips: 0,
      manifests: 0,
      roundTripsWithManifests: 0,
      target,
      labels: [],
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    });
  }
}

/** Loads `path` in the page and waits for hydration: a page load case. */
async function load(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

async function login(page: Page, storefrontUrl: string) {
  await page.goto(`${storefrontUrl}/customer/login`);
  await waitForHydration(page);
  const form = page.locator('main form');
  await form.getByLabel('E-post').fill(customer.email);
  await form.getByLabel('Passord', { exact: true }).fill(customer.password);
  await Promise.all([
    page.waitForURL((url) => !url.pathname.startsWith('/customer/login')),
    form.getByRole('button', { name: 'Logg inn' }).click(),
  ]);
  await waitForHydration(page);
}

/** The header's cart button and the open cart sidebar. */
const cartButton = (page: Page) => page.locator('header [data-action="cart"]');
const cartSidebar = (page: Page) => page.getByRole('dialog', { name: 'Handlekurv' });
const addedNotice = (page: Page) =>
  page.locator('.ap-notification').filter({ hasText: 'Produktet er lagt i handlekurven' });

/** What the cases need to know about the shop: its address, a category, a product and its parts. */
interface Shop {
  storefrontUrl: string;
  categoryPath: string;
  productPath: string;
  /** The finder's parts page for a tractor. */
  partsPath: string;
  /** A second simple part in stock, added to the cart from its card. */
  otherPart: { sku: string };
}

/** A browser context's page and the recorder of its requests. */
interface Shopper {
  page: Page;
  recorder: Recorder;
}

/** Finds two simple parts in stock and a category to visit in the seeded catalogue. */
async function findShop(storefrontUrl: string, apiUrl: string): Promise<Shop> {
  const ask = async <T>(query: string): Promise<T> => {
    const response = await fetch(`${apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'ad_nb_no' },
      body: JSON.stringify({ query }),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { products } = await ask<{
    products: { items: { sku: string; url_key: string; url_suffix: string }[] };
  }>(
    '{ products(filter: { price: { from: "1" } }, pageSize: 60) { items { __typename sku url_key url_suffix stock_status only_x_left_in_stock } } }',
  );
  const simples = (
    products.items as unknown as {
      __typename: string;
      sku: string;
      url_key: string;
      url_suffix: string;
      stock_status: string;
      only_x_left_in_stock: number | null;
    }[]
  ).filter(
    (item) =>
      item.__typename === 'SimpleProduct' &&
      item.stock_status === 'IN_STOCK' &&
      item.only_x_left_in_stock === null,
  );
  const [part, otherPart] = simples;
  if (!part || !otherPart) throw new Error('The seeded catalogue has no simple parts in stock.');
  const productPath = `/${part.url_key}${part.url_suffix}`;
  const homeHtml = await (await fetch(storefrontUrl)).text();
  const categoryPath = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(homeHtml)?.[1] ?? '';
  const partsPath = '/parts/traktor/massey-ferguson/6480';
  return { storefrontUrl, categoryPath, productPath, partsPath, otherPart };
}

/** The pages a guest loads, first with an empty cart and then (the first three) with items. */
function guestPageLoads({ categoryPath, productPath, partsPath }: Shop): [string, string][] {
  return [
    ['home', '/'],
    ['category', categoryPath],
    ['product', productPath],
    ['search', '/search?term=filter'],
    ['finder parts page', partsPath],
    ['CMS page', '/kontakt-oss'],
    ['wishlist', '/onskeliste'],
  ];
}

/** The mega menu: following a top-level link, and opening a panel (its levels load). */
async function guestMenuCases({ page, recorder }: Shopper, { storefrontUrl }: Shop) {
  await measure(
    recorder,
    'navigate home → category (mega menu, guest)',
    1,
    async () => {
      const entry = page.locator('.ap-mega-menu__item:has(.ap-mega-menu__panel)').first();
      await entry.locator('.ap-mega-menu__top-link').click();
      await page.waitForURL((url) => url.pathname !== '/');
    },
    () => load(page, storefrontUrl),
  );
  await measure(
    recorder,
    'open the mega menu (guest)',
    1,
    async () => {
      const entry = page.locator('.ap-mega-menu__item:has(.ap-mega-menu__panel)').first();
      await entry.locator('.ap-mega-menu__top-link').hover();
      // The panel's links load when it is first wanted (`/api/navigation`).
      await entry.locator('.ap-mega-menu__panel a[href]').first().waitFor({ state: 'visible' });
    },
    () => load(page, storefrontUrl),
  );
}

/** A category's filter, sort order, next page and the VAT switch. */
async function guestListingCases(
  { page, recorder }: Shopper,
  { storefrontUrl, categoryPath }: Shop,
) {
  await measure(
    recorder,
    'toggle a filter on a category (guest)',
    1,
    async () => {
      await page
        .locator('.listing__filters fieldset', { hasText: 'Produsent' })
        .locator('a')
        .first()
        .click();
      await page.locator('.ap-applied-filters').waitFor();
    },
    () => load(page, storefrontUrl + categoryPath),
  );
  await measure(recorder, 'change sort on a category (guest)', 1, async () => {
    await page.locator('select[name="sort"]').selectOption('price_ASC');
    await page.waitForURL(/sort=price_ASC/);
  });
  await measure(
    recorder,
    'next page on a category (guest)',
    1,
    async () => {
      await page.locator('.ap-pagination a[rel="next"][href]').click();
      await page.waitForURL(/page=2/);
    },
    () => load(page, storefrontUrl + categoryPath),
  );
  await measure(
    recorder,
    'toggle the incl./excl. VAT switch (guest)',
    1,
    async () => {
      await page.getByRole('switch', { name: 'inkl. mva' }).click();
      await page.waitForFunction(() =>
        document.querySelector('.ap-product-card__price')?.textContent?.includes('eks. mva'),
      );
    },
    () => load(page, storefrontUrl + categoryPath),
  );
  await measure(recorder, 'toggle the VAT switch back (guest)', 1, async () => {
    await page.getByRole('switch', { name: 'inkl. mva' }).click();
    await page.waitForFunction(() =>
      document.querySelector('.ap-product-card__price')?.textContent?.includes('inkl. mva'),
    );
  });
}

/** Following a product card, and the logo back home. */
async function guestLinkCases(
  { page, recorder }: Shopper,
  { storefrontUrl, categoryPath, productPath }: Shop,
) {
  await measure(
    recorder,
    'navigate category → product (card, guest)',
    1,
    async () => {
      const from = page.url();
      await page.locator('.ap-product-card__link').first().click();
      await page.waitForURL((url) => url.href !== from);
      await page.locator('.product-purchase').waitFor();
    },
    () => load(page, storefrontUrl + categoryPath),
  );
  await measure(
    recorder,
    'navigate product → home (logo, guest)',
    1,
    async () => {
      await page.locator('header a[href="/"]').first().click();
      await page.waitForURL(`${storefrontUrl}/`);
    },
    () => load(page, storefrontUrl + productPath),
  );
}

/** Adding to the cart (creating it, then to the existing cart) and pages loaded with items. */
async function guestAddToCartCases({ page, recorder }: Shopper, shop: Shop) {
  const { storefrontUrl, productPath, otherPart } = shop;
  await measure(
    recorder,
    'add to cart from the product page (guest, first item: cart created)',
    1,
    async () => {
      await page
        .locator('.product-purchase')
        .getByRole('button', { name: 'Legg i handlekurv' })
        .click();
      await addedNotice(page).waitFor();
    },
    () => load(page, storefrontUrl + productPath),
  );
  await measure(
    recorder,
    'add to cart from a card (guest, cart exists)',
    1,
    async () => {
      await page
        .locator(`li[data-sku="${otherPart.sku}"] article`)
        .getByRole('button', { name: 'Legg i handlekurv' })
        .click();
      await addedNotice(page).waitFor();
    },
    () => load(page, `${storefrontUrl}/search?term=${encodeURIComponent(otherPart.sku)}`),
  );
  for (const [name, path] of guestPageLoads(shop).slice(0, 3)) {
    await measure(recorder, `load ${name} (guest, cart with items)`, 0, () =>
      load(page, storefrontUrl + path),
    );
  }
}

/** The cart sidebar: opening it and changing a quantity (`who`: guest or signed in). */
async function cartSidebarCases(
  { page, recorder }: Shopper,
  { storefrontUrl }: Shop,
  who: 'guest' | 'signed in',
) {
  await measure(
    recorder,
    `open the cart sidebar (${who}, with items)`,
    1,
    async () => {
      await cartButton(page).click();
      await cartSidebar(page).locator('article.ap-cart-line').first().waitFor();
    },
    () => load(page, storefrontUrl + '/kontakt-oss'),
  );
  await measure(recorder, `change a cart quantity (${who})`, 1, async () => {
    const line = cartSidebar(page).locator('article.ap-cart-line').first();
    const badge = await cartButton(page).locator('.ap-header__badge').textContent();
    await line.getByRole('button', { name: 'Øk antall' }).click();
    await page.waitForFunction(
      (before) => document.querySelector('header .ap-header__badge')?.textContent !== before,
      badge,
    );
  });
}

/** The header's search overlay: typing a term shows results. */
async function guestSearchCase({ page, recorder }: Shopper, { storefrontUrl }: Shop) {
  await measure(
    recorder,
    'open the search overlay and type a term (guest)',
    1,
    async () => {
      await page.locator('header input[name="term"]').pressSequentially('filter', { delay: 30 });
      await page.getByRole('dialog').locator('[data-search-result]').first().waitFor();
    },
    () => load(page, storefrontUrl + '/kontakt-oss'),
  );
}

/** The part finder widget: a brand, a model, the parts page, and another finder type. */
async function guestFinderCases({ page, recorder }: Shopper, { storefrontUrl, partsPath }: Shop) {
  const dropdown = (list: string) =>
    page.locator(`.ap-part-finder__list[data-list="${list}"] .ap-dropdown__button`);
  const choose = async (list: string, filter: string, option: string) => {
    await dropdown(list).click();
    await page.locator('.ap-dropdown__filter').fill(filter);
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await measure(
    recorder,
    'finder widget: pick a brand (models load, guest)',
    1,
    async () => {
      await choose('brands', 'FERG', 'Massey Ferguson');
      await page.waitForFunction(
        () =>
          !document
            .querySelector('.ap-part-finder__list[data-list="models"] .ap-dropdown__button')
            ?.hasAttribute('disabled'),
      );
    },
    () => load(page, storefrontUrl),
  );
  await measure(recorder, 'finder widget: pick a model (guest)', 1, async () => {
    await choose('models', '64', '6480');
    await page.waitForFunction(
      () =>
        !document
          .querySelector('.ap-part-finder__actions button[type="submit"]')
          ?.hasAttribute('disabled'),
    );
  });
  await measure(recorder, 'finder widget: show parts (navigation, guest)', 1, async () => {
    await page.locator('.ap-part-finder__actions button[type="submit"]').click();
    await page.waitForURL(`${storefrontUrl}${partsPath}`);
  });
  await measure(
    recorder,
    'finder widget: pick another type (brands load, guest)',
    2,
    async () => {
      await dropdown('finders').click();
      const options = page.getByRole('option');
      await options.nth(1).click();
      await page.waitForFunction(
        () =>
          !document
            .querySelector('.ap-part-finder__list[data-list="brands"] .ap-dropdown__button')
            ?.hasAttribute('disabled'),
      );
    },
    () => load(page, storefrontUrl),
  );
}

/** The wishlist's heart on a product card. */
async function guestWishlistCase(
  { page, recorder }: Shopper,
  { storefrontUrl, categoryPath }: Shop,
) {
  await measure(
    recorder,
    'wishlist heart on a card (guest)',
    1,
    async () => {
      const card = page.locator('.ap-product-card').first();
      await card.getByRole('button', { name: 'Ønskeliste', pressed: false }).click();
      await card.getByRole('button', { name: 'Ønskeliste', pressed: true }).waitFor();
    },
    () => load(page, storefrontUrl + categoryPath),
  );
}

/** A guest: page loads, navigation, the cart, the search, the part finder and the wishlist. */
async function guestCases(browser: Browser, shop: Shop) {
  const { storefrontUrl } = shop;
  const guest = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const recorder = new Recorder();
  recorder.attach(guest);
  const page = await guest.newPage();
  const shopper = { page, recorder };

  for (const [name, path] of guestPageLoads(shop)) {
    await measure(recorder, `load ${name} (guest)`, 0, () => load(page, storefrontUrl + path));
  }
  await guestMenuCases(shopper, shop);
  await guestListingCases(shopper, shop);
  await guestLinkCases(shopper, shop);
  await guestAddToCartCases(shopper, shop);
  await cartSidebarCases(shopper, shop, 'guest');
  await guestSearchCase(shopper, shop);
  await guestFinderCases(shopper, shop);
  await guestWishlistCase(shopper, shop);
  await guest.close();
}

/** A signed-in customer adds to the cart, changes it in the sidebar and uses the wishlist's heart. */
async function signedInShoppingCases(shopper: Shopper, shop: Shop) {
  const { page, recorder } = shopper;
  const { storefrontUrl, productPath } = shop;
  await measure(
    recorder,
    'add to cart from the product page (signed in)',
    1,
    async () => {
      await page
        .locator('.product-purchase')
        .getByRole('button', { name: 'Legg i handlekurv' })
        .click();
      await addedNotice(page).waitFor();
    },
    () => load(page, storefrontUrl + productPath),
  );
  await cartSidebarCases(shopper, shop, 'signed in');
  await measure(
    recorder,
    'wishlist heart on the product page (signed in)',
    1,
    async () => {
      const heart = page
        .locator('main')
        .getByRole('button', { name: /Legg i ønskelisten|Lagt i ønskelisten/ })
        .first();
      const pressed = await heart.getAttribute('aria-pressed');
      await heart.click();
      await page.waitForFunction(
        (before) =>
          document.querySelector('main button[aria-pressed]')?.getAttribute('aria-pressed') !==
          before,
        pressed,
      );
    },
    () => load(page, storefrontUrl + productPath),
  );
}

/** The demo customer with orders: page loads, the account menu, the cart and the wishlist. */
async function signedInCases(browser: Browser, shop: Shop) {
  const { storefrontUrl, categoryPath, productPath } = shop;
  const signedIn = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const customerRecorder = new Recorder();
  customerRecorder.attach(signedIn);
  const customerPage = await signedIn.newPage();
  await login(customerPage, storefrontUrl);
  await customerRecorder.settle();
  const customerLoads: [string, string][] = [
    ['home', '/'],
    ['category', categoryPath],
    ['product', productPath],
    ['wishlist', '/onskeliste'],
    ['order history', '/customer/order-history'],
  ];
  for (const [name, path] of customerLoads) {
    await measure(customerRecorder, `load ${name} (signed in)`, 0, () =>
      load(customerPage, storefrontUrl + path),
    );
  }
  await measure(
    customerRecorder,
    'navigate home → order history (account menu, signed in)',
    1,
    async () => {
      await customerPage.evaluate(() => {
        const link = document.querySelector<HTMLAnchorElement>('a[href="/customer/order-history"]');
        if (!link) throw new Error('no link to the order history on the page');
        link.click();
      });
      await customerPage.waitForURL(`${storefrontUrl}/customer/order-history`);
    },
    () => load(customerPage, storefrontUrl + '/customer/my-profile'),
  );
  await signedInShoppingCases({ page: customerPage, recorder: customerRecorder }, shop);
  await signedIn.close();
}

async function cases(storefrontUrl: string, apiUrl: string) {
  const shop = await findShop(storefrontUrl, apiUrl);
  const browser = await launchBrowser();
  try {
    await guestCases(browser, shop);
    await signedInCases(browser, shop);
  } finally {
    await browser.close();
  }
}

console.log(`GraphQL round trips from the browser — ${new Date().toISOString()}`);
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
);
console.log(`builds from ${buildRoot}; commerce-api with PGlite, 400 seeded products\n`);

const dataDir = mkdtempSync(join(tmpdir(), 'agri-round-trips-'));
const [apiPort, storefrontPort] = await Promise.all([freePort(), freePort()]);
const apiUrl = `http://127.0.0.1:${apiPort}`;
const storefrontUrl = `http://127.0.0.1:${storefrontPort}`;
const api = await startProcess(
  'commerce-api',
  [join(buildRoot, 'apps/commerce-api/dist/main.js')],
  {
    PORT: String(apiPort),
    PUBLIC_URL: apiUrl,
    DATA_DIR: join(dataDir, 'pglite'),
    SEED_PRODUCTS: '400',
    STOREFRONT_ORIGIN: storefrontUrl,
    STOREFRONT_URL: storefrontUrl,
  },
  'GraphQL API ready',
);
const servers = [api];
try {
  servers.push(
    await startProcess(
      'storefront',
      [join(buildRoot, 'apps/storefront/dist/main.js')],
      {
        NODE_ENV: 'production',
        PORT: String(storefrontPort),
        MAGENTO_GRAPHQL_URL: `${apiUrl}/graphql`,
      },
      'Agri Deler storefront',
    ),
  );
  await cases(storefrontUrl, apiUrl);
} finally {
  for (const server of servers) {
    server.removeAllListeners('exit');
    server.kill('SIGTERM');
  }
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  '\n| case | requests (GraphQL + .data) | sequential round trips | target | met? | /__manifest requests | round trips incl. /__manifest |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) {
  const met = row.error
    ? `not measured: ${row.error}`
    : row.roundTrips <= row.target
      ? 'yes'
      : 'NO';
  console.log(
    `| ${row.name} | ${row.requests} | ${row.roundTrips} | ${row.target} | ${met} | ${row.manifests} | ${row.roundTripsWithManifests} |`,
  );
}
const over = rows.filter(
  (row) => !row.error && (row.roundTrips > row.target || row.roundTripsWithManifests > row.target),
);
if (over.length) {
  console.log('\nOver target (requests in order):');
  for (const row of over) console.log(`- ${row.name}: ${row.labels.join(', ')}`);
}
