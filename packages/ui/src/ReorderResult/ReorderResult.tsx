import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** An order line that did not go into the cart again, and why, as the shopper reads it. */
export interface ReorderResultLine {
  /** Keys the list; the part number the line was ordered under. */
  sku: string;
  name: string;
  reason: string;
}

/** Props of {@link ReorderResult}: a `<section>`'s props plus what the reorder did. */
export interface ReorderResultProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** What went in, e.g. `'3 varer fra ordre 000000123 er lagt i handlekurven.'` */
  title: string;
  /** The heading over the lines that did not, e.g. `'Disse kunne ikke legges til:'`. */
  missedTitle: string;
  missed: readonly ReorderResultLine[];
}

/**
 * What a reorder did: how much went into the cart, then each order line that could not (with
 * its part number and why). A status region, so a screen reader says it when it appears.
 * Presentational: the texts come from the caller.
 */
export function ReorderResult({
  title,
  missedTitle,
  missed,
  className,
  ...rest
}: ReorderResultProps) {
  return (
    <section
      role="status"
      className={joinClassNames(
        'ap-reorder-result',
        missed.length > 0 && 'ap-reorder-result--partial',
        className,
      )}
      {...rest}
    >
      <p className="ap-reorder-result__title">{title}</p>
      {missed.length > 0 ? (
        <>
          <p className="ap-reorder-result__missed-title">{missedTitle}</p>
          <ul className="ap-reorder-result__missed">
            {missed.map((line) => (
              <li key={line.sku}>
                <span className="ap-reorder-result__name">{line.name}</span>{' '}
                <span className="ap-reorder-result__sku">({line.sku})</span>: {line.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
