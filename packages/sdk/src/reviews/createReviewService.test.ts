import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, magento, refusalError } from '../testing/magento';
import { createTransport } from '../transport/createTransport';
import { createReviewService } from './createReviewService';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const reviews = () =>
  createReviewService(createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }));

const KINDS = [
  {
    id: 'MQ==',
    name: 'Kvalitet',
    values: [1, 2, 3, 4, 5].map((stars) => ({ stars, valueId: btoa(String(stars)) })),
  },
];

describe('createReviewService', () => {
  it('reads a page of reviews with the product figures', async () => {
    let variables: unknown;
    server.use(
      magento.query('ProductReviews', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({
          data: {
            products: {
              items: [
                {
                  sku: 'MF-1',
                  rating_summary: 90,
                  review_count: 7,
                  reviews: {
                    items: [
                      {
                        nickname: 'Kari fra Voss',
                        summary: 'Topp',
                        text: 'Passet perfekt.',
                        created_at: '2026-11-01 10:00:00',
                        average_rating: 100,
                        ratings_breakdown: [{ name: 'Kvalitet', value: '5' }],
                      },
                    ],
                    page_info: { current_page: 2, page_size: 5, total_pages: 2 },
                  },
                },
              ],
            },
          },
        });
      }),
    );
    expect(await reviews().page({ sku: 'MF-1', currentPage: 2 })).toEqual({
      sku: 'MF-1',
      ratingSummary: 90,
      reviewCount: 7,
      reviews: [
        {
          nickname: 'Kari fra Voss',
          summary: 'Topp',
          text: 'Passet perfekt.',
          createdAt: '2026-11-01 10:00:00',
          stars: 5,
          ratings: [{ name: 'Kvalitet', stars: 5 }],
        },
      ],
      currentPage: 2,
      totalPages: 2,
    });
    expect(variables).toEqual({ sku: 'MF-1', pageSize: 5, currentPage: 2 });
  });

  it('counts the breakdown from the stars, with the product total', async () => {
    server.use(
      magento.query('ProductReviewStars', () =>
        HttpResponse.json({
          data: {
            products: {
              items: [
                {
                  sku: 'MF-1',
                  rating_summary: 90,
                  review_count: 2,
                  reviews: { items: [{ average_rating: 100 }, { average_rating: 80 }] },
                },
              ],
            },
          },
        }),
      ),
    );
    const breakdown = await reviews().breakdown('MF-1');
    expect(breakdown?.total).toBe(2);
    expect(breakdown?.averageStars).toBe(4.5);
    expect(breakdown?.rows.slice(0, 2)).toEqual([
      { stars: 5, count: 1, percent: 50 },
      { stars: 4, count: 1, percent: 50 },
    ]);
  });

  it('sends the trimmed review with the value id of the chosen stars', async () => {
    let variables: unknown;
    server.use(
      magento.mutation('CreateProductReview', ({ variables: sent }) => {
        variables = sent;
        return HttpResponse.json({
          data: {
            createProductReview: {
              review: { nickname: 'Kari', summary: 'Bra', text: 'Fint.', average_rating: 80 },
            },
          },
        });
      }),
    );
    const outcome = await reviews().create(
      { sku: 'MF-1', nickname: ' Kari ', summary: 'Bra', text: 'Fint. ', ratings: { 'MQ==': 4 } },
      KINDS,
    );
    expect(outcome).toEqual({
      status: 'submitted',
      review: { nickname: 'Kari', summary: 'Bra', stars: 4 },
    });
    expect(variables).toEqual({
      input: {
        sku: 'MF-1',
        nickname: 'Kari',
        summary: 'Bra',
        text: 'Fint.',
        ratings: [{ id: 'MQ==', value_id: 'NA==' }],
      },
    });
  });

  it('sends nothing for a form with problems', async () => {
    expect(
      await reviews().create(
        { sku: 'MF-1', nickname: 'Kari', summary: '', text: 'Fint.', ratings: {} },
        KINDS,
      ),
    ).toEqual({
      status: 'invalid',
      problems: [
        { field: 'rating', kind: 'required', ratingId: 'MQ==' },
        { field: 'summary', kind: 'required' },
      ],
    });
  });

  it('answers a guest refused by the store as not authorized', async () => {
    server.use(
      magento.mutation('CreateProductReview', () =>
        HttpResponse.json({
          data: null,
          errors: [
            refusalError(
              "Guest customers aren't allowed to add product reviews.",
              'NOT_AUTHORIZED',
              {},
              'graphql-authorization',
            ),
          ],
        }),
      ),
    );
    const outcome = await reviews().create(
      { sku: 'MF-1', nickname: 'Kari', summary: 'Bra', text: 'Fint.', ratings: { 'MQ==': 5 } },
      KINDS,
    );
    expect(outcome.status).toBe('refused');
    expect(outcome.status === 'refused' && outcome.refusal.kind).toBe('not_authorized');
  });
});
