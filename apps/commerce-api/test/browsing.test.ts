import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi.js';

let t: TestApi;
const ok = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const result = await t.query<T>(query, variables, { method: 'POST' });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

interface Item {
  sku: string;
  name: string;
  url_key: string;
  rating_summary: number;
  review_count: number;
  only_x_left_in_stock: number | null;
  media_gallery: { url: string; position: number }[];
  related_products: { sku: string }[];
  upsell_products: { sku: string }[];
}

const LISTING = /* GraphQL */ `
  query (
    $search: String
    $filter: ProductAttributeFilterInput
    $sort: ProductAttributeSortInput
    $pageSize: Int
  ) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize) {
      total_count
      items {
        sku
        name
        url_key
        rating_summary
        review_count
        only_x_left_in_stock
        media_gallery {
          url
          position
        }
        related_products {
          sku
        }
        upsell_products {
          sku
        }
      }
      aggregations {
        attribute_code
        options {
          value
          count
        }
      }
    }
  }
`;

interface Listing {
  products: {
    total_count: number;
    items: Item[];
    aggregations: { attribute_code: string; options: { value: string; count: number }[] }[];
  };
}

// Pages small enough for the query-cost limit: each item asks for its related and up-sell
// products (10 products each by the estimate) as well as the aggregations.
const list = async (variables: Record<string, unknown>) =>
  (await ok<Listing>(LISTING, { pageSize: 40, ...variables })).products;

describe('listings the storefront builds on', () => {
  it('offers category, price, manufacturer, product group and colour facets', async () => {
    const parts = await list({ search: 'filter' });
    expect(parts.aggregations.map((a) => a.attribute_code)).toEqual(
      expect.arrayContaining(['category_uid', 'price', 'manufacturer', 'ag_produktgruppe']),
    );
    const clothes = await list({ search: 'arbeidsklær' });
    expect(clothes.aggregations.map((a) => a.attribute_code)).toContain('color');
  });

  it('sorts by name, price and last update in both directions', async () => {
    for (const field of ['name', 'price', 'updated_at']) {
      const asc = await list({ search: 'filter', sort: { [field]: 'ASC' }, pageSize: 50 });
      const desc = await list({ search: 'filter', sort: { [field]: 'DESC' }, pageSize: 50 });
      expect(asc.total_count).toBe(desc.total_count);
      expect(asc.items[0]!.sku, field).not.toBe(desc.items[0]!.sku);
    }
  });

  it('resolves related and up-sell products, ratings and stock hints', async () => {
    const items = (await list({ search: 'filter', pageSize: 60 })).items;
    expect(items.some((item) => item.related_products.length > 0)).toBe(true);
    expect(items.some((item) => item.upsell_products.length > 0)).toBe(true);
    for (const item of items) {
      expect(item.rating_summary).toBeGreaterThanOrEqual(0);
      expect(item.rating_summary).toBeLessThanOrEqual(100);
      expect(item.review_count).toBeGreaterThanOrEqual(0);
      if (item.only_x_left_in_stock !== null) expect(item.only_x_left_in_stock).toBeLessThan(5);
    }
    expect(items.some((item) => item.review_count > 0 && item.rating_summary > 0)).toBe(true);
  });

  it('has products with galleries of six to eight pictures, in order', async () => {
    const items = (await list({ filter: { price: { from: '0' } }, pageSize: 60 })).items;
    const galleries = items.filter((item) => item.media_gallery.length >= 6);
    expect(galleries.length).toBeGreaterThan(0);
    for (const { media_gallery: gallery } of galleries) {
      expect(gallery.length).toBeLessThanOrEqual(8);
      expect(gallery.map((image) => image.position)).toEqual(gallery.map((_, i) => i + 1));
      expect(new Set(gallery.map((image) => image.url)).size).toBe(gallery.length);
    }
  });

  it('fetches one product by url_key and by sku', async () => {
    const [first] = (await list({ search: 'filter', pageSize: 1 })).items;
    const byUrl = await list({ filter: { url_key: { eq: first!.url_key } } });
    const bySku = await list({ filter: { sku: { eq: first!.sku } } });
    expect(byUrl.items.map((item) => item.sku)).toEqual([first!.sku]);
    expect(bySku.items.map((item) => item.url_key)).toEqual([first!.url_key]);
  });
});

describe('the blog', () => {
  it('pages posts and reads one by its slug', async () => {
    const data = await ok<{
      WmBlogPosts: {
        total_count: number;
        page_info: { current_page: number; total_pages: number };
        items: { slug: string; title: string }[];
      };
    }>(`{ WmBlogPosts(pageSize: 2, currentPage: 2) {
      total_count page_info { current_page total_pages } items { slug title }
    } }`);
    expect(data.WmBlogPosts.page_info).toEqual({
      current_page: 2,
      total_pages: Math.ceil(data.WmBlogPosts.total_count / 2),
    });
    const post = data.WmBlogPosts.items[0]!;
    const one = await ok<{ WmBlogPost: { title: string; content: string } | null }>(
      `query ($slug: String!) { WmBlogPost(slug: $slug) { title content } }`,
      { slug: post.slug },
    );
    expect(one.WmBlogPost?.title).toBe(post.title);
    expect(one.WmBlogPost?.content).toContain('<');
  });
});

describe('search terms a shopper may type', () => {
  const SEARCH = `query ($s: String) { products(search: $s, pageSize: 5) { total_count items { name } } }`;

  it('finds parts by brand and by brand and model names', async () => {
    const brand = await ok<Listing>(SEARCH, { s: 'Massey Ferguson' });
    expect(brand.products.total_count).toBeGreaterThan(0);
    for (const item of brand.products.items) expect(item.name).toContain('Massey Ferguson');
    const model = await ok<Listing>(SEARCH, { s: 'Massey Ferguson 265' });
    expect(model.products.total_count).toBeGreaterThan(0);
    expect(model.products.total_count).toBeLessThanOrEqual(brand.products.total_count);
  });

  it.each([
    ['empty', ''],
    ['whitespace only', '   \t '],
  ])('answers an %s term with a clear input error', async (_name, term) => {
    const result = await t.query(SEARCH, { s: term }, { method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Minimum Search query length is 2',
      extensions: { category: 'graphql-input' },
    });
  });

  it.each([
    ['10 000 characters', 'x'.repeat(10_000)],
    ['HTML', '<script>alert("x")</script><b>filter</b>'],
    ['quotes', `"filter" 'olje' \\" ); --`],
    ['operators of full-text syntax', 'filter & | ! : * ( )'],
  ])('answers a term with %s normally', async (_name, term) => {
    const result = await t.query<Listing>(SEARCH, { s: term }, { method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
    expect(result.data!.products.total_count).toBeGreaterThanOrEqual(0);
  });
});
