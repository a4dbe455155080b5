import type { RatingBreakdown, ReviewRatingKind } from '@agri-parts/sdk';

/** Reviews a page of the list holds: the server renders this many, "Vis flere" adds as many. */
export const REVIEWS_PAGE_SIZE = 5;

/**
 * The query parameter of "Vis flere" without JavaScript: `?anmeldelser=3` renders the newest
 * 3 × 5 reviews (the list grows, as it does with JavaScript), so the link works with no script.
 */
export const reviewPagesParameter = 'anmeldelser';

/** The most pages the parameter renders at once (the API's largest page, 100 reviews). */
export const MAX_REVIEW_PAGES = 20;

/** One review as the page renders it (the list's fields only, to keep the HTML small). */
export interface ReviewView {
  nickname: string;
  summary: string;
  text: string;
  stars: number;
  /** `YYYY-MM-DD HH:MM:SS`, UTC. */
  createdAt: string;
}

/** What the product page's reviews section renders on the server. */
export interface ProductReviewsData {
  /** The product's newest `pages` × 5 approved reviews. */
  reviews: ReviewView[];
  /** How many pages of 5 are rendered. */
  pages: number;
  /** Pages of 5 there are in all. */
  totalPages: number;
  /** `null` when it could not be loaded (the list is still shown). */
  breakdown: RatingBreakdown | null;
  /** What the form needs; `null` when it could not be loaded (no form then). */
  write: { ratingKinds: Pick<ReviewRatingKind, 'id' | 'name'>[]; guestsMayWrite: boolean } | null;
}

/** The `intent` of the product page's posts; the review form is the one there is. */
export const reviewIntent = 'review';

/** The review form's fields as the page puts them back after a refusal. */
export interface ReviewFormEntered {
  nickname: string;
  summary: string;
  text: string;
  ratings: Record<string, number>;
}

/**
 * What the review form's post answers (`productPageAction`): sent (thanks, shown once approved),
 * the form's problems by field, or why the shop refused it — the entered values kept for the
 * last two.
 */
export type ReviewActionData =
  | { intent: typeof reviewIntent; status: 'done' }
  | {
      intent: typeof reviewIntent;
      status: 'invalid';
      errors: Record<string, string>;
      values: ReviewFormEntered;
    }
  | { intent: typeof reviewIntent; status: 'failed'; message: string; values: ReviewFormEntered };
