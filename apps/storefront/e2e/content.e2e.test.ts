import { describe, expect, inject, it } from 'vitest';

import { ask, structuredData } from './api';

const storefrontUrl = inject('storefrontUrl');

async function get(path: string): Promise<{ status: number; text: string; type: string }> {
  const response = await fetch(new URL(path, storefrontUrl));
  return {
    status: response.status,
    text: await response.text(),
    type: response.headers.get('content-type') ?? '',
  };
}

function decode(html: string): string {
  return html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

interface BlogPage {
  WmBlogPosts: { total_count: number; items: { slug: string; title: string }[] };
}

const blogPostsQuery = `query ($pageSize: Int, $currentPage: Int) {
  WmBlogPosts(pageSize: $pageSize, currentPage: $currentPage) {
    total_count
    items { slug title }
  }
}`;

describe('the blog', () => {
  it('lists the newest posts on /aktuelt, as the API has them, and links page 2', async () => {
    const api = await ask<BlogPage>(blogPostsQuery, { pageSize: 100, currentPage: 1 });
    const { status, text } = await get('/aktuelt');
    expect(status).toBe(200);
    expect(text).toMatch(/<title>Aktuelt \|/);
    expect(text).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/aktuelt"/);
    const titles = [...text.matchAll(/class="ap-blog-post-card__link"[^>]*>([^<]+)</g)].map(
      ([, title = '']) => decode(title),
    );
    expect(titles).toEqual(api.WmBlogPosts.items.slice(0, 9).map((post) => post.title));
    expect(api.WmBlogPosts.total_count).toBeGreaterThan(9);
    expect(text).toContain('href="/aktuelt?page=2"');

    const second = await get('/aktuelt?page=2');
    expect(second.status).toBe(200);
    const secondTitles = [
      ...second.text.matchAll(/class="ap-blog-post-card__link"[^>]*>([^<]+)</g),
    ].map(([, title = '']) => decode(title));
    expect(secondTitles).toEqual(api.WmBlogPosts.items.slice(9, 18).map((post) => post.title));
  });

  it('answers 404 for a page past the end', async () => {
    expect((await get('/aktuelt?page=99')).status).toBe(404);
  });

  it('shows a post with its date in Norwegian, its trail and its structured data', async () => {
    const api = await ask<BlogPage>(blogPostsQuery, { pageSize: 1, currentPage: 1 });
    const post = api.WmBlogPosts.items[0];
    const { status, text } = await get(`/aktuelt/${post?.slug ?? ''}`);
    expect(status).toBe(200);
    expect(decode(text)).toContain(`<h1>${post?.title ?? ''}</h1>`);
    expect(text).toMatch(
      /<time dateTime="\d{4}-\d{2}-\d{2}">\d{1,2}\. (januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember) \d{4}<\/time>/,
    );
    expect(text).toMatch(/class="ap-breadcrumbs__link" href="\/aktuelt"/);
    const types = structuredData(text).map((data) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
  });

  it('answers 404 for an unknown post', async () => {
    expect((await get('/aktuelt/finnes-ikke-i-det-hele-tatt')).status).toBe(404);
  });
});

/** The `<loc>`s of a sitemap or sitemap index. */
function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) =>
    loc.replace(/&amp;/g, '&'),
  );
}

/** A sitemap's absolute URL (on the public address) asked of the storefront under test. */
function onStorefront(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

function sample<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, index) => index % step === 0).slice(0, count);
}

describe('the sitemap', () => {
  it('is an index of the pages, categories, blog and product files, one per 1000 products', async () => {
    const { products } = await ask<{ products: { total_count: number } }>(
      '{ products(filter: { price: { from: "0" } }, pageSize: 1) { total_count } }',
    );
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.type).toContain('application/xml');
    expect(index.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
    const files = locations(index.text).map(onStorefront);
    expect(files.slice(0, 3)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/categories.xml',
      '/sitemaps/blog.xml',
    ]);
    expect(files.filter((file) => file.startsWith('/sitemaps/products-'))).toHaveLength(
      Math.ceil(products.total_count / 1000),
    );
    for (const file of files) {
      const part = await fetch(new URL(file, storefrontUrl));
      expect(part.status, file).toBe(200);
      expect(part.headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });

  it('lists pages that answer, the blog posts, and 404s an unknown part file', async () => {
    const pages = locations((await get('/sitemaps/pages.xml')).text).map(onStorefront);
    expect(pages).toEqual(expect.arrayContaining(['/', '/faq.html', '/aktuelt', '/om-oss']));
    for (const path of pages) expect((await get(path)).status, path).toBe(200);

    const api = await ask<BlogPage>(blogPostsQuery, { pageSize: 100, currentPage: 1 });
    const blog = await get('/sitemaps/blog.xml');
    expect(locations(blog.text).map(onStorefront)).toEqual(
      api.WmBlogPosts.items.map((post) => `/aktuelt/${post.slug}`),
    );
    expect(blog.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z<\/lastmod>/);

    expect((await get('/sitemaps/products-999.xml')).status).toBe(404);
    expect((await get('/sitemaps/other.xml')).status).toBe(404);
  });

  it('lists categories and products whose pages answer 200 (a sample of ten each)', async () => {
    const categories = locations((await get('/sitemaps/categories.xml')).text);
    const products = locations((await get('/sitemaps/products-1.xml')).text);
    expect(categories.length).toBeGreaterThan(0);
    expect(products.length).toBeGreaterThan(0);
    for (const url of [...sample(categories, 10), ...sample(products, 10)]) {
      const response = await fetch(new URL(onStorefront(url), storefrontUrl), {
        redirect: 'manual',
      });
      expect(response.status, url).toBe(200);
    }
  }, 60_000);
});

interface Manufacturers {
  customAttributeMetadataV2: {
    items: { label: string; options: { label: string; value: string }[] }[];
  };
}

/** The manufacturer with the most products, as the API counts them. */
async function busiestManufacturer(): Promise<{ label: string; value: string; count: number }> {
  const { products } = await ask<{
    products: {
      aggregations: {
        attribute_code: string;
        options: { label: string; value: string; count: number }[];
      }[];
    };
  }>(
    '{ products(filter: { price: { from: "0" } }, pageSize: 1) { aggregations { attribute_code options { label value count } } } }',
  );
  const options =
    products.aggregations.find((aggregation) => aggregation.attribute_code === 'manufacturer')
      ?.options ?? [];
  const [busiest] = options.toSorted((a, b) => b.count - a.count);
  if (!busiest) throw new Error('The API has no manufacturers with products');
  return busiest;
}

function slug(label: string): string {
  return label
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[øö]/g, 'o')
    .replace(/[åä]/g, 'a')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

describe('attribute collections', () => {
  it('lists a manufacturer’s products, as many as the API has', async () => {
    const manufacturer = await busiestManufacturer();
    const { products } = await ask<{ products: { total_count: number } }>(
      `{ products(filter: { manufacturer: { eq: "${manufacturer.value}" } }, pageSize: 1) { total_count } }`,
    );
    const path = `/collection/${slug(manufacturer.label)}.html`;
    const { status, text } = await get(path);
    expect(status).toBe(200);
    expect(decode(text)).toContain(`<h1>${manufacturer.label}</h1>`);
    expect(text).toContain(`${products.total_count} produkter`);
    expect(text).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path}"`));
    const { storeConfig } = await ask<{ storeConfig: { grid_per_page: number | null } }>(
      '{ storeConfig { grid_per_page } }',
    );
    const cards = text.match(/data-sku="/g) ?? [];
    expect(cards.length).toBe(Math.min(products.total_count, storeConfig.grid_per_page ?? 12));

    const nested = await get(`/collection/produsent/${slug(manufacturer.label)}.html`);
    expect(nested.status).toBe(200);
    expect(nested.text).toContain(`${products.total_count} produkter`);
  });

  it('lists every manufacturer on the overview', async () => {
    const { customAttributeMetadataV2 } = await ask<Manufacturers>(
      '{ customAttributeMetadataV2(attributes: [{ attribute_code: "manufacturer", entity_type: "catalog_product" }]) { items { label options { label value } } } }',
    );
    const { status, text } = await get('/collection/produsent.html');
    expect(status).toBe(200);
    const links = text.match(/href="\/collection\/[a-z0-9-]+\.html"/g) ?? [];
    expect(links.length).toBe(customAttributeMetadataV2.items[0]?.options.length);
  });

  it('answers 404 for an unknown collection, attribute or an address without .html', async () => {
    const manufacturer = await busiestManufacturer();
    expect((await get('/collection/finnes-ikke.html')).status).toBe(404);
    expect((await get(`/collection/${slug(manufacturer.label)}`)).status).toBe(404);
    expect((await get('/collection/farge-ikke/finnes.html')).status).toBe(404);
    expect((await get('/collection/produsent/finnes-ikke.html')).status).toBe(404);
  });
});
