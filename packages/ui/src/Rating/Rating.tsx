import type { ComponentProps, CSSProperties } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Texts of {@link Rating}. */
export interface RatingLabels {
  /** The rating read out, given the value and the maximum (for example `'Vurdert 4,5 av 5'`). */
  rating: (value: number, max: number) => string;
  /** The review count as shown (for example `'12 omtaler'`); needed with `reviewCount`. */
  reviews?: (count: number) => string;
}

/** Props of {@link Rating}: a `<span>`'s props plus the rating. */
export interface RatingProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The average rating, from 0 to `max`; fractions fill part of a star. */
  value: number;
  /** Defaults to 5 (the spec's maximum). */
  max?: number;
  /** Number of reviews, shown after the stars when given. */
  reviewCount?: number;
  labels: RatingLabels;
}

function Stars({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <svg key={index} className="ap-rating__star" viewBox="0 0 24 24" width="16" height="16">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  ));
}

/**
 * A star rating with an optional review count. The stars are drawn (hidden from assistive
 * technology) and the rating is read out from `labels.rating`, so "4.5 of 5" is one phrase rather
 * than ten images. Values outside 0…`max` are clamped. The root carries `data-value`.
 *
 * @example
 * ```tsx
 * <Rating value={4.5} reviewCount={12} labels={{ rating: (v, m) => `Vurdert ${v} av ${m}`, reviews: (n) => `${n} omtaler` }} />
 * ```
 */
export function Rating({
  value,
  max = 5,
  reviewCount,
  labels,
  className,
  ...spanProps
}: RatingProps) {
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);
  const fill = `${(clamped / max) * 100}%`;

  return (
    <span {...spanProps} className={joinClassNames('ap-rating', className)} data-value={clamped}>
      <span
        className="ap-rating__stars"
        aria-hidden="true"
        style={{ '--ap-rating-fill': fill } as CSSProperties}
      >
        <span className="ap-rating__empty">
          <Stars count={max} />
        </span>
        <span className="ap-rating__filled">
          <Stars count={max} />
        </span>
      </span>
      <span className="ap-visually-hidden">{labels.rating(clamped, max)}</span>
      {reviewCount !== undefined && labels.reviews ? (
        <span className="ap-rating__count">{labels.reviews(reviewCount)}</span>
      ) : null}
    </span>
  );
}
