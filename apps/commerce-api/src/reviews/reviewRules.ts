import { Refusal, missingParameters } from '../errors/refusal.js';
import type { ReviewRatingJson } from '../db/tables.js';
import { RATING_KINDS, decodeRating } from './ratingKinds.js';

/** Column sizes of Magento's `review_detail` (the text has a bound of the shop's own). */
export const REVIEW_LIMITS = { nickname: 128, summary: 255, text: 5000 } as const;

/** A review as written, before it is stored. */
export interface ReviewInput {
  nickname: string;
  summary: string;
  text: string;
  ratings: readonly ({ id: string; value_id: string } | null)[];
}

/** Magento's messages for an empty field (`Review::validate`). */
const MISSING: Record<keyof typeof REVIEW_LIMITS, string> = {
  nickname: 'Please enter a nickname.',
  summary: 'Please enter a review summary.',
  text: 'Please enter a review.',
};

/**
 * The trimmed fields and decoded ratings of a new review, or the refusal of the first problem:
 * an empty field (`REQUIRED_PARAMETER_MISSING`), a too long one (`FIELD_TOO_LONG`), a rating id
 * or value id that is not one of `productReviewRatingsMetadata`'s, or a missing or repeated kind
 * (`INVALID_PARAMETER_VALUE`).
 */
export function checkReviewInput(input: ReviewInput): {
  nickname: string;
  summary: string;
  text: string;
  ratings: ReviewRatingJson[];
} {
  const fields = {
    nickname: input.nickname.trim(),
    summary: input.summary.trim(),
    text: input.text.trim(),
  };
  for (const field of ['nickname', 'summary', 'text'] as const) {
    if (fields[field] === '') throw missingParameters(MISSING[field], [field]);
    if (fields[field].length > REVIEW_LIMITS[field]) {
      throw new Refusal(
        'FIELD_TOO_LONG',
        `"${field}" can be at most ${REVIEW_LIMITS[field]} characters.`,
        { field, max_length: REVIEW_LIMITS[field] },
      );
    }
  }
  const ratings: ReviewRatingJson[] = [];
  for (const each of input.ratings) {
    const rating = each ? decodeRating(each) : null;
    if (!rating) {
      throw new Refusal('INVALID_PARAMETER_VALUE', 'Rating was not found.', { field: 'ratings' });
    }
    if (ratings.some((seen) => seen.rating_id === rating.rating_id)) {
      throw new Refusal('INVALID_PARAMETER_VALUE', 'Each rating can be given once.', {
        field: 'ratings',
      });
    }
    ratings.push(rating);
  }
  if (ratings.length !== RATING_KINDS.length) {
    throw missingParameters('Please select one of each of the ratings above.', ['ratings']);
  }
  return { ...fields, ratings };
}

/** A review's average in percent (Magento's `average_rating`: 4 stars is 80). */
export function averagePercent(ratings: readonly ReviewRatingJson[]): number {
  if (ratings.length === 0) return 0;
  const stars = ratings.reduce((sum, rating) => sum + rating.value, 0) / ratings.length;
  return Math.round(stars * 20 * 100) / 100;
}
