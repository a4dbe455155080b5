import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Rating, type RatingLabels } from '../Rating/Rating';

/** One review of {@link ReviewList}. */
export interface ReviewListItem {
  /** Unique within the list (for example the creation time and nickname). */
  id: string;
  nickname: string;
  summary: string;
  text: string;
  /** 1–5. */
  stars: number;
  /** The date as shown (for example `'1. november 2026'`). */
  date: string;
  /** The machine-readable date, for `<time dateTime>`. */
  dateTime: string;
}

/** Texts of {@link ReviewList}. */
export interface ReviewListLabels {
  /** The list's accessible name (for example `'Anmeldelser'`). */
  title: string;
  /** Who wrote it, before the nickname (for example `'Av'`). */
  by: string;
  /** The stars, as {@link Rating} reads them. */
  rating: RatingLabels;
}

/** Props of {@link ReviewList}: a `<ul>`'s props plus the reviews. */
export interface ReviewListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  reviews: readonly ReviewListItem[];
  labels: ReviewListLabels;
}

/**
 * Reviews as a list of articles: each with its title as a heading (level 3, under the section's
 * heading), its stars, who wrote it and when, and the text.
 *
 * @example
 * ```tsx
 * <ReviewList reviews={items} labels={{ title: 'Anmeldelser', by: 'Av', rating }} />
 * ```
 */
export function ReviewList({ reviews, labels, className, ...listProps }: ReviewListProps) {
  return (
    <ul
      {...listProps}
      className={joinClassNames('ap-review-list', className)}
      aria-label={labels.title}
    >
      {reviews.map((review) => (
        <li key={review.id} className="ap-review-list__item">
          <article className="ap-review-list__review">
            <h3 className="ap-review-list__summary">{review.summary}</h3>
            <Rating value={review.stars} labels={labels.rating} />
            <p className="ap-review-list__meta">
              {labels.by} <span className="ap-review-list__nickname">{review.nickname}</span>,{' '}
              <time dateTime={review.dateTime}>{review.date}</time>
            </p>
            <p className="ap-review-list__text">{review.text}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
