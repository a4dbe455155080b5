import type { ChildProcess } from 'node:child_process';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ask, structuredData } from './api';
import { freePort, startProcess } from './globalSetup';

const storefrontUrl = inject('storefrontUrl');

async function page(path: string): Promise<string> {
  const response = await fetch(`${storefrontUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** `<meta property|name="key" content="…">` of a page. */
function metaTag(html: string, key: string): string | null {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1] ?? null;
}

/** `<loc>`s of a sitemap file. */
async function locs(path: string): Promise<string[]> {
  const response = await fetch(`${storefrontUrl}${path}`);
  expect(response.status, path).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '');
}

/** A category two levels down, with a product that is in it. */
async function deepCategoryProduct() {
  type Category = { url_path: string; breadcrumbs: { category_name: string }[] | null };
  const { products } = await ask<{
    products: {
      items: { url_key: string; url_suffix: string; name: string; categories: Category[] }[];
    };
  }>(
    '{ products(filter: { price: { from: "0" } }, pageSize: 50) { items { url_key url_suffix name categories { url_path breadcrumbs { category_name } } } } }',
  );
  const product = products.items.find((item) =>
    item.categories.some((category) => (category.breadcrumbs?.length ?? 0) >= 1),
  );
  if (!product) throw new Error('no product in a sub-category');
  return product;
}

describe('what pages tell search engines and sharing', () => {
  it('every page has Open Graph and Twitter tags; a product page shares its own picture', async () => {
    for (const path of ['/', '/parts', '/aktuelt', '/search?term=filter']) {
      const html = await page(path);
      for (const key of ['og:title', 'og:image', 'twitter:card', 'twitter:title']) {
        expect(metaTag(html, key), `${path} ${key}`).toBeTruthy();
      }
      expect(metaTag(html, 'og:image'), path).toMatch(/^https?:\/\//);
    }
    const home = await page('/');
    expect(metaTag(home, 'og:url')).toMatch(/^http:\/\/localhost:\d+\/$/);

    const product = await deepCategoryProduct();
    const html = await page(`/${product.url_key}${product.url_suffix}`);
    expect(metaTag(html, 'og:type')).toBe('product');
    expect(metaTag(html, 'og:image')).toContain('/media/catalog/product/');
    expect(metaTag(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaTag(html, 'og:url')).toContain(`/${product.url_key}${product.url_suffix}`);
  });

  it('the product breadcrumb shows the whole category path', async () => {
    const product = await deepCategoryProduct();
    const html = await page(`/${product.url_key}${product.url_suffix}`);
    const trail = /<nav[^>]*class="ap-breadcrumbs[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const steps = [...trail.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, item]) =>
      (item ?? '').replace(/<[^>]+>/g, '').trim(),
    );
    const deepest = product.categories.reduce((a, b) =>
      (b.breadcrumbs?.length ?? 0) > (a.breadcrumbs?.length ?? 0) ? b : a,
    );
    const ancestors = deepest.breadcrumbs?.map((crumb) => crumb.category_name) ?? [];
    expect(ancestors.length).toBeGreaterThan(0);
    expect(steps.length).toBeGreaterThanOrEqual(ancestors.length + 2);
    expect(steps.slice(0, ancestors.length)).toEqual(ancestors);
    expect(steps.at(-1)).toBe(product.name);
  });

  it('a category page has a breadcrumb list and the list of its products as JSON-LD', async () => {
    const home = await page('/');
    const path = /ap-mega-menu__top-link" href="(\/[a-z-]+\.html)"/.exec(home)?.[1] ?? '';
    const html = await page(path);
    const data = structuredData(html);
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect((trail?.['itemListElement'] as unknown[]).length).toBeGreaterThanOrEqual(2);
    const list = data.find((item) => item['@type'] === 'ItemList');
    const items = list?.['itemListElement'] as { position: number; url: string }[];
    const cards = [...html.matchAll(/class="ap-product-card__link"/g)].length;
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBe(cards);
    expect(items[0]).toMatchObject({ '@type': 'ListItem', position: 1 });
    expect(items[0]?.url).toMatch(/^http:\/\/localhost:\d+\//);
  });
});

describe('the sitemap', () => {
  it('lists every part-finder model page and collection page, and the index names them', async () => {
    const index = await locs('/sitemap.xml');
    expect(index).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/sitemaps\/parts\.xml$/),
        expect.stringMatching(/\/sitemaps\/collections\.xml$/),
      ]),
    );
    const parts = (await locs('/sitemaps/parts.xml')).map((loc) => new URL(loc).pathname);
    const { WmPartFinderModels: models } = await ask<{
      WmPartFinderModels: { total_count: number };
    }>('{ WmPartFinderModels(pageSize: 1) { total_count } }');
    const modelPages = parts.filter((path) => path.split('/').length === 5);
    expect(modelPages.length).toBe(models.total_count);
    expect(parts).toContain('/parts/traktor/massey-ferguson/6480');
    for (const path of [parts[0], modelPages[0], modelPages.at(-1)]) {
      expect((await fetch(`${storefrontUrl}${path}`)).status, path).toBe(200);
    }

    const collections = (await locs('/sitemaps/collections.xml')).map(
      (loc) => new URL(loc).pathname,
    );
    expect(collections).toContain('/collection/massey-ferguson.html');
    // Every collection the overview links to is listed.
    // The overview comes first (`/collection/produsent.html`), then every option it links to.
    const overview = await page(collections[0] ?? '');
    const linked = [...overview.matchAll(/href="(\/collection\/[^"]+\.html)"/g)].map(
      ([, href]) => href,
    );
    expect(linked.length).toBeGreaterThan(1);
    for (const href of linked) expect(collections, href).toContain(href);
  });
});

describe('the web app manifest', () => {
  it('is linked from every page, served as a manifest, with icons that exist', async () => {
    const html = await page('/');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const response = await fetch(`${storefrontUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ short_name: 'Agri Deler', lang: 'nb' });
    expect(manifest.name).toContain('traktor');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const file = await fetch(`${storefrontUrl}${icon.src}`);
      expect(file.status, icon.src).toBe(200);
      expect(file.headers.get('content-type'), icon.src).toContain(icon.type);
    }
  });
});

describe('the error page when the API is down', () => {
  let storefront: ChildProcess | undefined;
  let shopUrl = '';

  beforeAll(async () => {
    const [port, deadPort] = await Promise.all([freePort(), freePort()]);
    shopUrl = `http://127.0.0.1:${port}`;
    storefront = await startProcess(
      'storefront (no API)',
      ['apps/storefront/dist/main.js'],
      {
        NODE_ENV: 'production',
        PORT: String(port),
        MAGENTO_GRAPHQL_URL: `http://127.0.0.1:${deadPort}/graphql`,
        API_TIMEOUT_MS: '1000',
        STOREFRONT_QUERY_CACHE_SECONDS: '0',
      },
      'Agri Deler storefront',
    );
  });

  afterAll(() => {
    storefront?.removeAllListeners('exit');
    storefront?.kill('SIGTERM');
  });

  it('keeps the shop’s logo, served by the storefront itself, in the shell', async () => {
    const response = await fetch(`${shopUrl}/noe-produkt.html`);
    expect(response.status).toBeGreaterThanOrEqual(500);
    const html = await response.text();
    expect(html).toContain('Det oppstod en feil');
    const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
    expect(header).toMatch(/<img[^>]*src="\/images\/logo\.svg"/);
    const logo = await fetch(`${shopUrl}/images/logo.svg`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
  });
});
