import type { Refusal } from '../errors/Refusal';
import { refusalOf } from '../errors/SdkError';
import type { Transport } from '../transport/createTransport';
import {
  CreateProductReviewDocument,
  ProductReviewRatingsMetadataDocument,
  ProductReviewStarsDocument,
  ProductReviewsDocument,
} from './productReviews.generated';
import {
  checkReviewForm,
  ratingBreakdown,
  type RatingBreakdown,
  type ReviewFormProblem,
  type ReviewFormValues,
} from './reviewRules';

/** One approved review as a product page shows it. */
export interface ProductReviewEntry {
  nickname: string;
  summary: string;
  text: string;
  /** `YYYY-MM-DD HH:MM:SS`, UTC (Magento's format). */
  createdAt: string;
  /** The review's stars, 1–5 (its `average_rating` in whole stars). */
  stars: number;
  /** Stars per rating kind, such as `Kvalitet`. */
  ratings: { name: string; stars: number }[];
}

/** A page of a product's approved reviews, newest first, with the product's figures. */
export interface ProductReviewPage {
  sku: string;
  /** `rating_summary`: the average in percent. */
  ratingSummary: number;
  reviewCount: number;
  reviews: ProductReviewEntry[];
  currentPage: number;
  totalPages: number;
}

/** A rating kind a review gives (such as `Kvalitet`), with the value id of each star. */
export interface ReviewRatingKind {
  id: string;
  name: string;
  /** Stars 1–5 and their encoded value ids, lowest first. */
  values: { stars: number; valueId: string }[];
}

/** What the review form needs to know before a shopper writes. */
export interface ReviewWriteSettings {
  ratingKinds: ReviewRatingKind[];
  /** Whether a shopper who is not signed in may write a review. */
  guestsMayWrite: boolean;
}

/**
 * How writing a review ended:
 * - `submitted`: stored, and shown once the shop has approved it;
 * - `invalid`: the form has `problems` (see `checkReviewForm`); nothing was sent;
 * - `refused`: the backend said no — `not_authorized` (a guest where guests may not write),
 *   `not_found` (the product), `too_many_requests`, `invalid_input`.
 */
export type ReviewOutcome =
  | { status: 'submitted'; review: { nickname: string; summary: string; stars: number } }
  | { status: 'invalid'; problems: ReviewFormProblem[] }
  | { status: 'refused'; refusal: Refusal };

/** Product reviews (`sdk.reviews`). */
export interface ReviewService {
  /** A page of a product's approved reviews (5 a page by default); null for an unknown SKU. */
  page(input: {
    sku: string;
    pageSize?: number;
    currentPage?: number;
  }): Promise<ProductReviewPage | null>;
  /**
   * The product's reviews counted by stars (`ratingBreakdown`), over its newest 100; the total and
   * average are the product's own. Null for an unknown SKU.
   */
  breakdown(sku: string): Promise<RatingBreakdown | null>;
  /**
   * What the review form needs: the rating kinds a review must give
   * (`productReviewRatingsMetadata`; none while reviews are off) and whether guests may write
   * (`allow_guests_to_write_product_reviews`).
   */
  writeSettings(): Promise<ReviewWriteSettings>;
  /**
   * Writes a review (`createProductReview`) as the session's customer (or a guest where the
   * store allows), after checking the form against `kinds`.
   */
  create(
    input: ReviewFormValues & { sku: string },
    kinds: readonly ReviewRatingKind[],
  ): Promise<ReviewOutcome>;
}

const wholeStars = (percent: number) => Math.min(5, Math.max(1, Math.round(percent / 20)));

/** One review of the `ProductReviews` answer as the SDK gives it. */
function reviewEntry(review: {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
  ratings_breakdown: ({ name: string; value: string } | null)[];
}): ProductReviewEntry {
  return {
    nickname: review.nickname,
    summary: review.summary,
    text: review.text,
    createdAt: review.created_at,
    stars: wholeStars(review.average_rating),
    ratings: review.ratings_breakdown.flatMap((rating) =>
      rating ? [{ name: rating.name, stars: Number(rating.value) }] : [],
    ),
  };
}

/**
 * Creates the review service of one SDK instance.
 *
 * @example
 * ```ts
 * const { ratingKinds: kinds } = await sdk.reviews.writeSettings();
 * const outcome = await sdk.reviews.create(
 *   { sku, nickname: 'Kari', summary: 'Bra', text: 'Passet fint.', ratings: { [kinds[0].id]: 5 } },
 *   kinds,
 * );
 * ```
 */
export function createReviewService(transport: Transport): ReviewService {
  return {
    async page({ sku, pageSize = 5, currentPage = 1 }) {
      const { products } = await transport.request(ProductReviewsDocument, {
        sku,
        pageSize,
        currentPage,
      });
      const product = products?.items?.[0];
      if (!product) return null;
      return {
        sku: product.sku ?? sku,
        ratingSummary: product.rating_summary,
        reviewCount: product.review_count,
        reviews: product.reviews.items.flatMap((review) => (review ? [reviewEntry(review)] : [])),
        currentPage: product.reviews.page_info.current_page ?? currentPage,
        totalPages: product.reviews.page_info.total_pages ?? 0,
      };
    },

    async breakdown(sku) {
      const { products } = await transport.request(ProductReviewStarsDocument, { sku });
      const product = products?.items?.[0];
      if (!product) return null;
      const percents = product.reviews.items.flatMap((review) =>
        review ? [review.average_rating] : [],
      );
      return ratingBreakdown(percents, {
        ratingSummary: product.rating_summary,
        reviewCount: product.review_count,
      });
    },

    async writeSettings() {
      const { productReviewRatingsMetadata, storeConfig } = await transport.request(
        ProductReviewRatingsMetadataDocument,
        {},
      );
      const guestFlag = storeConfig?.allow_guests_to_write_product_reviews ?? '';
      const ratingKinds = productReviewRatingsMetadata.items.flatMap((kind) =>
        kind
          ? [
              {
                id: kind.id,
                name: kind.name,
                values: kind.values.flatMap((value) =>
                  value ? [{ stars: Number(value.value), valueId: value.value_id }] : [],
                ),
              },
            ]
          : [],
      );
      return { ratingKinds, guestsMayWrite: /^(1|y|yes|true)$/i.test(guestFlag.trim()) };
    },

    async create(input, kinds) {
      const problems = checkReviewForm(
        input,
        kinds.map((kind) => kind.id),
      );
      if (problems.length > 0) return { status: 'invalid', problems };
      const ratings = kinds.map((kind) => ({
        id: kind.id,
        value_id: kind.values.find((value) => value.stars === input.ratings[kind.id])!.valueId,
      }));
      try {
        const { createProductReview } = await transport.request(CreateProductReviewDocument, {
          input: {
            sku: input.sku,
            nickname: input.nickname.trim(),
            summary: input.summary.trim(),
            text: input.text.trim(),
            ratings,
          },
        });
        const { review } = createProductReview;
        return {
          status: 'submitted',
          review: {
            nickname: review.nickname,
            summary: review.summary,
            stars: wholeStars(review.average_rating),
          },
        };
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal) return { status: 'refused', refusal };
        throw error;
      }
    },
  };
}
