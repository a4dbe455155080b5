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

/**
 * A star rating with an optional review count. The stars are one element drawn by CSS (a star
 * mask over a bar filled to the rating's share), hidden from assistive technology; the rating is
 * read out from `labels.rating`, so "4.5 of 5" is one phrase rather than ten images. Values
 * outside 0…`max` are clamped. The root carries `data-value`.
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
  // The filled share of the row of stars, to a hundredth of a percent.
  const fill = `${max > 0 ? Math.round((clamped / max) * 10_000) / 100 : 0}%`;
  // The stylesheet draws 5 stars unless told otherwise.
  const stars = { '--ap-rating-fill': fill, ...(max === 5 ? {} : { '--ap-rating-max': max }) };

  return (
    <span {...spanProps} className={joinClassNames('ap-rating', className)} data-value={clamped}>
      <span className="ap-rating__stars" aria-hidden="true" style={stars as CSSProperties} />
      <span className="ap-visually-hidden">{labels.rating(clamped, max)}</span>
      {reviewCount !== undefined && labels.reviews ? (
        <span className="ap-rating__count">{labels.reviews(reviewCount)}</span>
      ) : null}
    </span>
  );
}
