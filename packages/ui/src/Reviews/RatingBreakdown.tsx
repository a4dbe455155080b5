import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Rating, type RatingLabels } from '../Rating/Rating';

/** One bar of {@link RatingBreakdown}. */
export interface RatingBreakdownBar {
  /** 5 down to 1. */
  stars: number;
  count: number;
  /** The bar's length: its share of the reviews, 0–100. */
  percent: number;
}

/** Texts of {@link RatingBreakdown}. */
export interface RatingBreakdownLabels {
  /** The list's accessible name (for example `'Fordeling av stjerner'`). */
  title: string;
  /** One bar read out (for example `'5 stjerner: 12 anmeldelser'`). */
  bar: (stars: number, count: number) => string;
  /** The average's stars, as {@link Rating} reads them. */
  rating: RatingLabels;
}

/** Props of {@link RatingBreakdown}: a `<div>`'s props plus the average and the bars. */
export interface RatingBreakdownProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The average in stars (0–5). */
  averageStars: number;
  /** The number of reviews, shown under the average. */
  total: number;
  /** One bar per star value, 5 first (the SDK's `ratingBreakdown().rows`). */
  bars: readonly RatingBreakdownBar[];
  labels: RatingBreakdownLabels;
}

/**
 * A product's reviews by stars: the average with its stars, then a bar per star value. Each bar
 * is one list item read as one phrase ("5 stjerner: 12 anmeldelser"); the drawn bar and the
 * visible figures are hidden from assistive technology so nothing is read twice.
 *
 * @example
 * ```tsx
 * <RatingBreakdown averageStars={4.3} total={12} bars={breakdown.rows} labels={labels} />
 * ```
 */
export function RatingBreakdown({
  averageStars,
  total,
  bars,
  labels,
  className,
  ...divProps
}: RatingBreakdownProps) {
  return (
    <div {...divProps} className={joinClassNames('ap-rating-breakdown', className)}>
      <p className="ap-rating-breakdown__average">
        <span className="ap-rating-breakdown__value" aria-hidden="true">
          {averageStars.toLocaleString('nb-NO', { minimumFractionDigits: 1 })}
        </span>
        <Rating value={averageStars} reviewCount={total} labels={labels.rating} />
      </p>
      <ul className="ap-rating-breakdown__bars" aria-label={labels.title}>
        {bars.map((bar) => (
          <li key={bar.stars} className="ap-rating-breakdown__bar">
            <span className="ap-visually-hidden">{labels.bar(bar.stars, bar.count)}</span>
            <span className="ap-rating-breakdown__stars" aria-hidden="true">
              {bar.stars} ★
            </span>
            <span className="ap-rating-breakdown__track" aria-hidden="true">
              <span
                className="ap-rating-breakdown__fill"
                style={{ width: `${Math.min(100, Math.max(0, bar.percent))}%` }}
              />
            </span>
            <span className="ap-rating-breakdown__count" aria-hidden="true">
              {bar.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
