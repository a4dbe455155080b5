import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, registerCustomer, tokenFor } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const PRODUCT = `query ($sku: String!, $pageSize: Int, $currentPage: Int) {
  products(filter: { sku: { eq: $sku } }) {
    items {
      sku rating_summary review_count
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          average_rating created_at nickname summary text
          ratings_breakdown { name value }
          product { sku }
        }
        page_info { current_page page_size total_pages }
      }
    }
  }
}`;

const METADATA = `{ productReviewRatingsMetadata { items { id name values { value value_id } } } }`;

const CREATE = `mutation ($input: CreateProductReviewInput!) {
  createProductReview(input: $input) {
    review { nickname summary text average_rating ratings_breakdown { name value } product { sku } }
  }
}`;

const MY_REVIEWS = `{ customer { reviews(pageSize: 5) {
  items { summary nickname product { sku } }
  page_info { total_pages }
} } }`;

interface Review {
  average_rating: number;
  created_at: string;
  nickname: string;
  summary: string;
  text: string;
  ratings_breakdown: { name: string; value: string }[];
  product: { sku: string };
}
interface Product {
  sku: string;
  rating_summary: number;
  review_count: number;
  reviews: { items: Review[]; page_info: { current_page: number; total_pages: number } };
}

describe('product reviews', () => {
  let t: TestApi;
  let token: string;
  let reviewed: { sku: string; count: number };
  let unreviewed: string;
  let rating: { id: string; values: { value: string; value_id: string }[] };

  const product = async (sku: string, page: Record<string, number> = {}) => {
    const result = await t.query<{ products: { items: Product[] } }>(PRODUCT, { sku, ...page });
    expect(result.errors).toBeUndefined();
    return result.data!.products.items[0]!;
  };
  const input = (sku: string, stars = '4', changes: Record<string, unknown> = {}) => ({
    sku,
    nickname: 'Ola',
    summary: 'Solid filter',
    text: 'Passet på MF 35 uten tilpasning.',
    ratings: [{ id: rating.id, value_id: rating.values.find((v) => v.value === stars)!.value_id }],
    ...changes,
  });
  const approve = (body: unknown) =>
    fetch(`${t.origin}/dev/reviews/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await startTestApi();
    token = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
    const db = t.api.db;
    const many = await db
      .selectFrom('products')
      .select(['sku', 'review_count'])
      .where('visible', '=', true)
      .where('review_count', '>', 12)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    reviewed = { sku: many.sku, count: many.review_count };
    const none = await db
      .selectFrom('products')
      .select('sku')
      .where('visible', '=', true)
      .where('review_count', '=', 0)
      .where('type_id', '=', 'simple')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    unreviewed = none.sku;
    const metadata = await t.query<{
      productReviewRatingsMetadata: { items: (typeof rating & { name: string })[] };
    }>(METADATA);
    rating = metadata.data!.productReviewRatingsMetadata.items[0]!;
  });
  afterAll(() => t?.close());

  it('offers one rating kind, Kvalitet, with 1–5 stars', () => {
    expect(rating).toMatchObject({ name: 'Kvalitet' });
    expect(rating.values.map((value) => value.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('seeds exactly review_count Norwegian reviews whose stars make the rating summary', async () => {
    const first = await product(reviewed.sku, { pageSize: 100 });
    expect(first.reviews.items).toHaveLength(reviewed.count);
    const stars = first.reviews.items.map((review) => Number(review.ratings_breakdown[0]!.value));
    const average = stars.reduce((sum, value) => sum + value, 0) / stars.length;
    expect(first.rating_summary).toBeCloseTo(average * 20, 1);
    const dates = first.reviews.items.map((review) => review.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const review of first.reviews.items) {
      expect(review.nickname).toMatch(/ fra /);
      expect(review.product.sku).toBe(reviewed.sku);
      expect(review.average_rating).toBe(Number(review.ratings_breakdown[0]!.value) * 20);
      expect(review.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
    // Pages of 5: the same reviews, in the same order.
    const second = await product(reviewed.sku, { pageSize: 5, currentPage: 2 });
    expect(second.reviews.page_info).toEqual({
      current_page: 2,
      page_size: 5,
      total_pages: Math.ceil(reviewed.count / 5),
    });
    expect(second.reviews.items).toEqual(first.reviews.items.slice(5, 10));
  });

  it('every listed product has as many approved reviews as its review_count', async () => {
    const rows = await t.api.db
      .selectFrom('products as p')
      .leftJoin('product_reviews as r', (join) =>
        join.onRef('r.product_id', '=', 'p.id').on('r.status', '=', 'APPROVED'),
      )
      .select(['p.sku', 'p.review_count'])
      .select((eb) => eb.fn.count<number>('r.id').as('reviews'))
      .groupBy(['p.sku', 'p.review_count'])
      .execute();
    expect(rows.filter((row) => Number(row.reviews) !== row.review_count)).toEqual([]);
    expect(rows.some((row) => row.review_count > 0)).toBe(true);
  });

  it('keeps a new review pending until it is approved, then lists and counts it', async () => {
    const created = await t.query<{ createProductReview: { review: Review } }>(
      CREATE,
      { input: input(unreviewed, '4', { nickname: '  Ola N.  ' }) },
      bearer(token),
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createProductReview.review).toEqual({
      nickname: 'Ola N.',
      summary: 'Solid filter',
      text: 'Passet på MF 35 uten tilpasning.',
      average_rating: 80,
      ratings_breakdown: [{ name: 'Kvalitet', value: '4' }],
      product: { sku: unreviewed },
    });
    expect(await product(unreviewed)).toMatchObject({
      rating_summary: 0,
      review_count: 0,
      reviews: { items: [] },
    });
    const mine = await t.query<{ customer: { reviews: { items: unknown[] } } }>(
      MY_REVIEWS,
      {},
      bearer(token),
    );
    expect(mine.data!.customer.reviews.items).toEqual([]);

    const approved = await approve({ sku: unreviewed });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { approved: number[] }).approved).toHaveLength(1);
    const after = await product(unreviewed);
    expect(after).toMatchObject({ rating_summary: 80, review_count: 1 });
    expect(after.reviews.items.map((review) => review.summary)).toEqual(['Solid filter']);
    const mineAfter = await t.query<{
      customer: { reviews: { items: { summary: string; product: { sku: string } }[] } };
    }>(MY_REVIEWS, {}, bearer(token));
    expect(mineAfter.data!.customer.reviews.items).toEqual([
      { summary: 'Solid filter', nickname: 'Ola N.', product: { sku: unreviewed } },
    ]);

    // A second review, 2 stars: the summary is the mean of the approved ones.
    await t.query(CREATE, { input: input(unreviewed, '2') }, bearer(token));
    await approve({});
    expect(await product(unreviewed)).toMatchObject({ rating_summary: 60, review_count: 2 });
  });

  it('refuses guests while the store does not allow them', async () => {
    const result = await t.query(CREATE, { input: input(unreviewed) });
    expect(result.status).toBe(200);
    expect(result.errors![0]).toMatchObject({
      message: "Guest customers aren't allowed to add product reviews.",
      extensions: { category: 'graphql-authorization', error_code: 'NOT_AUTHORIZED' },
    });
  });

  it.each([
    ['an unknown SKU', { sku: 'FINNES-IKKE' }, 'PRODUCT_NOT_FOUND', /Could not find a product/],
    ['an empty nickname', { nickname: ' ' }, 'REQUIRED_PARAMETER_MISSING', /nickname/],
    ['an empty summary', { summary: '' }, 'REQUIRED_PARAMETER_MISSING', /summary/],
    ['an empty text', { text: '' }, 'REQUIRED_PARAMETER_MISSING', /review\./],
    ['a too long text', { text: 'x'.repeat(5001) }, 'FIELD_TOO_LONG', /5000/],
    ['no rating', { ratings: [] }, 'REQUIRED_PARAMETER_MISSING', /ratings/],
    [
      'an unknown rating',
      { ratings: [{ id: 'OTk=', value_id: 'MQ==' }] },
      'INVALID_PARAMETER_VALUE',
      /Rating was not found/,
    ],
    [
      'an unknown value',
      { ratings: [{ id: 'MQ==', value_id: 'OTk=' }] },
      'INVALID_PARAMETER_VALUE',
      /Rating was not found/,
    ],
  ])('refuses %s with a 4xx-style error', async (_name, changes, code, message) => {
    const result = await t.query(CREATE, { input: input(unreviewed, '5', changes) }, bearer(token));
    expect(result.status).toBe(200);
    expect(result.errors![0]!.message).toMatch(message);
    expect(result.errors![0]!.extensions).toMatchObject({ error_code: code });
  });

  it('refuses bad pages and bad approval requests', async () => {
    const result = await t.query(PRODUCT, { sku: reviewed.sku, pageSize: 0 });
    expect(result.errors![0]!.message).toBe('pageSize value must be greater than 0.');
    expect((await approve({ sku: 42 })).status).toBe(400);
    expect((await approve({ sku: 'FINNES-IKKE' })).status).toBe(404);
    expect((await fetch(`${t.origin}/dev/reviews/approve`)).status).toBe(405);
  });

  it('limits reviews per client and hour, and lets guests write where the store allows', async () => {
    const limited = await startTestApi({}, { limits: { reviewsPerHour: 1 } });
    try {
      const rows = await limited.api.db.selectFrom('store_configs').selectAll().execute();
      for (const row of rows) {
        const config = { ...row.config, allow_guests_to_write_product_reviews: '1' };
        await limited.api.db
          .updateTable('store_configs')
          .set({ config: JSON.stringify(config) })
          .where('store_code', '=', row.store_code)
          .execute();
      }
      const first = await limited.query(CREATE, { input: input(unreviewed) });
      expect(first.errors).toBeUndefined();
      const second = await limited.query(CREATE, { input: input(unreviewed) });
      expect(second.errors![0]!.extensions).toMatchObject({ error_code: 'TOO_MANY_REQUESTS' });
    } finally {
      await limited.close();
    }
  });
  it("lists a customer's own approved reviews, newest first, page by page (Customer.reviews)", async () => {
    const { token: own } = await registerCustomer(t);
    const mine = async (currentPage: number) => {
      const result = await t.query<{
        customer: {
          reviews: {
            items: { summary: string; product: { sku: string } }[];
            page_info: { current_page: number; page_size: number; total_pages: number };
          };
        };
      }>(
        `query ($currentPage: Int) { customer { reviews(pageSize: 1, currentPage: $currentPage) {
          items { summary product { sku } }
          page_info { current_page page_size total_pages }
        } } }`,
        { currentPage },
        bearer(own),
      );
      expect(result.errors).toBeUndefined();
      return result.data!.customer.reviews;
    };
    for (const summary of ['Første', 'Andre']) {
      const created = await t.query(
        CREATE,
        { input: input(reviewed.sku, '5', { summary }) },
        bearer(own),
      );
      expect(created.errors).toBeUndefined();
    }
    expect((await approve({ sku: reviewed.sku })).status).toBe(200);
    // A third, still pending: Customer.reviews lists approved reviews only (docs: graphql-api).
    await t.query(CREATE, { input: input(reviewed.sku, '1', { summary: 'Venter' }) }, bearer(own));

    expect(await mine(1)).toEqual({
      items: [{ summary: 'Andre', product: { sku: reviewed.sku } }],
      page_info: { current_page: 1, page_size: 1, total_pages: 2 },
    });
    expect((await mine(2)).items).toEqual([{ summary: 'Første', product: { sku: reviewed.sku } }]);
    expect((await mine(3)).items).toEqual([]);
    // Another customer's list holds none of them; a guest has no list.
    const ola = await t.query<{ customer: { reviews: { items: { summary: string }[] } } }>(
      MY_REVIEWS,
      {},
      bearer(token),
    );
    expect(ola.data!.customer.reviews.items.map((review) => review.summary)).not.toContain('Andre');
    const guest = await t.query(MY_REVIEWS);
    expect(guest.errors![0]!.extensions).toMatchObject({ category: 'graphql-authorization' });
  });
});
