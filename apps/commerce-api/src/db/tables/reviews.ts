import type { ColumnType, Generated } from 'kysely';

/** Whether a review is shown: new ones wait for the shop's approval. */
export type ReviewStatus = 'PENDING' | 'APPROVED';

/** The stars a review gave for one rating kind. */
export interface ReviewRatingJson {
  rating_id: number;
  /** 1–5. */
  value: number;
}

/** A product review (see migration 0022). */
export interface ProductReviewTable {
  id: Generated<number>;
  product_id: number;
  customer_id: number | null;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  nickname: string;
  summary: string;
  text: string;
  ratings: ColumnType<ReviewRatingJson[], string, string>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
