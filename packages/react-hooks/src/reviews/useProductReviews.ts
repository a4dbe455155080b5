import type { ProductReviewPage, RatingBreakdown, ReviewWriteSettings } from '@agri-parts/sdk';
import { useSdkRequest, type SdkRequestState } from '../request/useSdkRequest';

/**
 * A page of the product's approved reviews, newest first (`sdk.reviews.page`; `data` is `null`
 * for an unknown SKU).
 *
 * @example
 * ```tsx
 * const reviews = useProductReviews('AP-10001', 2);
 * if (reviews.status === 'success' && reviews.data) return <ReviewList reviews={reviews.data.reviews} />;
 * ```
 */
export function useProductReviews(
  sku: string,
  currentPage = 1,
  pageSize = 5,
): SdkRequestState<ProductReviewPage | null> {
  return useSdkRequest(`product-reviews:${sku}:${pageSize}:${currentPage}`, (sdk) =>
    sdk.reviews.page({ sku, currentPage, pageSize }),
  );
}

/** The product's reviews counted by stars (`sdk.reviews.breakdown`; `null` for an unknown SKU). */
export function useRatingBreakdown(sku: string): SdkRequestState<RatingBreakdown | null> {
  return useSdkRequest(`rating-breakdown:${sku}`, (sdk) => sdk.reviews.breakdown(sku));
}

/** The rating kinds a review gives and whether guests may write (`sdk.reviews.writeSettings`). */
export function useReviewWriteSettings(): SdkRequestState<ReviewWriteSettings> {
  return useSdkRequest('review-write-settings', (sdk) => sdk.reviews.writeSettings());
}
