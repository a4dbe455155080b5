import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useRatingBreakdown, useReviewWriteSettings } from './useProductReviews';

const server = setupServer(
  magento.query('ProductReviewStars', () =>
    HttpResponse.json({
      data: {
        products: {
          items: [
            {
              sku: 'MF-1',
              rating_summary: 80,
              review_count: 1,
              reviews: { items: [{ average_rating: 80 }] },
            },
          ],
        },
      },
    }),
  ),
  magento.query('ProductReviewRatingsMetadata', () =>
    HttpResponse.json({
      data: {
        storeConfig: { allow_guests_to_write_product_reviews: 'N' },
        productReviewRatingsMetadata: {
          items: [{ id: 'MQ==', name: 'Kvalitet', values: [{ value: '1', value_id: 'MQ==' }] }],
        },
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('review hooks', () => {
  it('reads the breakdown and the rating kinds through the SDK', async () => {
    const breakdown = renderHook(() => useRatingBreakdown('MF-1'), { wrapper: sdkWrapper() });
    const kinds = renderHook(() => useReviewWriteSettings(), { wrapper: sdkWrapper() });
    await waitFor(() => expect(breakdown.result.current.status).toBe('success'));
    await waitFor(() => expect(kinds.result.current.status).toBe('success'));
    expect(breakdown.result.current.data?.rows[1]).toEqual({ stars: 4, count: 1, percent: 100 });
    expect(kinds.result.current.data).toEqual({
      ratingKinds: [{ id: 'MQ==', name: 'Kvalitet', values: [{ stars: 1, valueId: 'MQ==' }] }],
      guestsMayWrite: false,
    });
  });
});
