/** One bar of a rating breakdown: how many reviews gave `stars` stars, and their share. */
export interface RatingBreakdownRow {
  /** 5 down to 1. */
  stars: number;
  count: number;
  /** Share of the counted reviews, 0–100, rounded to a whole percent. */
  percent: number;
}

/** A product's reviews by stars (the bars of "5 stjerner: 12 anmeldelser"). */
export interface RatingBreakdown {
  /** One row per star value, 5 first. */
  rows: RatingBreakdownRow[];
  /** The number of reviews (the aggregate's `review_count` when given). */
  total: number;
  /** The average in stars, one decimal (0 without reviews). */
  averageStars: number;
}

/** A product's review figures as Magento serves them. */
export interface ReviewAggregate {
  /** `rating_summary`: the average in percent, 0–100. */
  ratingSummary: number;
  /** `review_count`. */
  reviewCount: number;
}

/** Stars (0–5, one decimal) from a percentage such as `rating_summary` (86 is 4.3). */
export function starsFromPercent(percent: number): number {
  const clamped = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return Math.round(clamped / 2) / 10;
}

/**
 * Counts reviews per star (each review's `average_rating` in percent, rounded to whole stars)
 * into bars from 5 to 1 with their shares. With `aggregate`, the total and the average are the
 * product's own figures — the list may hold only the newest reviews — and the shares are of the
 * counted ones.
 *
 * @example ratingBreakdown([100, 80, 80]).rows[1] // { stars: 4, count: 2, percent: 67 }
 */
export function ratingBreakdown(
  percents: readonly number[],
  aggregate?: ReviewAggregate,
): RatingBreakdown {
  const counts = [0, 0, 0, 0, 0];
  for (const percent of percents) {
    const stars = Math.min(5, Math.max(1, Math.round(percent / 20)));
    counts[stars - 1]! += 1;
  }
  const counted = percents.length;
  const rows = [5, 4, 3, 2, 1].map((stars) => {
    const count = counts[stars - 1]!;
    return { stars, count, percent: counted ? Math.round((count / counted) * 100) : 0 };
  });
  const mean = counted ? percents.reduce((sum, percent) => sum + percent, 0) / counted : 0;
  return {
    rows,
    total: aggregate ? aggregate.reviewCount : counted,
    averageStars: starsFromPercent(aggregate ? aggregate.ratingSummary : mean),
  };
}

/** The longest nickname, title and text the backend takes (Magento's `review_detail`). */
export const REVIEW_FIELD_LIMITS = { nickname: 128, summary: 255, text: 5000 } as const;

/** A field of the review form. */
export type ReviewFormField = 'rating' | 'nickname' | 'summary' | 'text';

/** What is wrong with one field: left empty, or longer than the backend takes. */
export interface ReviewFormProblem {
  field: ReviewFormField;
  kind: 'required' | 'too_long';
  /** The rating kind's id, for `rating` problems. */
  ratingId?: string;
  /** The most characters allowed, for `too_long`. */
  maxLength?: number;
}

/** The review form as entered: stars (1–5) per rating kind id, and the texts. */
export interface ReviewFormValues {
  nickname: string;
  summary: string;
  text: string;
  /** Stars chosen per rating kind id; a kind left out has no stars yet. */
  ratings: Readonly<Record<string, number | null | undefined>>;
}

/**
 * The problems of a review form, in the form's order (stars first): each rating kind needs 1–5
 * stars, the texts must not be blank or too long. Empty when it can be sent.
 */
export function checkReviewForm(
  values: ReviewFormValues,
  ratingIds: readonly string[],
): ReviewFormProblem[] {
  const problems: ReviewFormProblem[] = [];
  for (const ratingId of ratingIds) {
    const stars = values.ratings[ratingId];
    if (!stars || stars < 1 || stars > 5 || !Number.isInteger(stars)) {
      problems.push({ field: 'rating', kind: 'required', ratingId });
    }
  }
  for (const field of ['nickname', 'summary', 'text'] as const) {
    const value = values[field].trim();
    const maxLength = REVIEW_FIELD_LIMITS[field];
    if (value === '') problems.push({ field, kind: 'required' });
    else if (value.length > maxLength) problems.push({ field, kind: 'too_long', maxLength });
  }
  return problems;
}
