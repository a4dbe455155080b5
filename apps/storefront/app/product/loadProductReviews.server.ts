import type { Sdk } from '@agri-parts/sdk';

import {
  MAX_REVIEW_PAGES,
  REVIEWS_PAGE_SIZE,
  reviewPagesParameter,
  type ProductReviewsData,
} from './reviewsSection';

/**
 * The pages of reviews an address asks for (`?anmeldelser=`): a whole number from 1 up to
 * {@link MAX_REVIEW_PAGES} (larger is the largest); 1 for anything else. Pure.
 */
export function reviewPagesOf(url: URL): number {
  const value = url.searchParams.get(reviewPagesParameter);
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Math.min(Number(value), MAX_REVIEW_PAGES);
}

/**
 * The reviews section's data, its three requests sent at once (and beside the product's own by
 * the page's loader, so no request waits for another): the first `pages` × 5 reviews, the
 * breakdown by stars and what the form needs. The reviews are below the fold and never the
 * reason a product page fails: a request that fails leaves its part out (`null` when the list
 * itself could not be loaded, or the SKU is not known).
 */
export async function loadProductReviews(
  sdk: Sdk,
  sku: string,
  pages: number,
): Promise<ProductReviewsData | null> {
  const logged =
    <T>(what: string, fallback: T) =>
    (error: unknown): T => {
      console.error(`The ${what} of ${sku} could not be loaded`, error);
      return fallback;
    };
  const [page, breakdown, write] = await Promise.all([
    sdk.reviews
      .page({ sku, currentPage: 1, pageSize: pages * REVIEWS_PAGE_SIZE })
      .catch(logged('reviews', null)),
    sdk.reviews.breakdown(sku).catch(logged('rating breakdown', null)),
    sdk.reviews.writeSettings().catch(logged('review form settings', null)),
  ]);
  if (!page) return null;
  return {
    reviews: page.reviews.map(({ nickname, summary, text, stars, createdAt }) => ({
      nickname,
      summary,
      text,
      stars,
      createdAt,
    })),
    pages,
    totalPages: Math.ceil(page.reviewCount / REVIEWS_PAGE_SIZE),
    breakdown,
    write: write && {
      ratingKinds: write.ratingKinds.map(({ id, name }) => ({ id, name })),
      guestsMayWrite: write.guestsMayWrite,
    },
  };
}
