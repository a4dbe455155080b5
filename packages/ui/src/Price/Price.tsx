import type { ComponentProps } from 'react';

/** Props of {@link Price}: a `<span>`'s props plus the already formatted amounts. */
export interface PriceProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** The regular price, already formatted (for example `'1 234,–'`). */
  value: string;
  /**
   * The special (offer) price, already formatted. When given, the regular price is shown struck
   * through as the old price and this one as the current price.
   */
  specialValue?: string | undefined;
  /** Text after the price saying how tax is counted, for example `'inkl. mva'`. */
  taxLabel?: string | undefined;
}

/**
 * A price with an optional special price and tax label. It formats nothing and translates
 * nothing: it shows the strings it is given.
 *
 * With a special price the old price is a `<del>` and the new one an `<ins>`, so the change is in
 * the markup, not only in the styling. The root carries `data-state="regular"` or
 * `data-state="special"` for styling.
 *
 * @example
 * ```tsx
 * <Price value="1 499,–" specialValue="1 199,–" taxLabel="inkl. mva" />
 * ```
 */
export function Price({ value, specialValue, taxLabel, className, ...spanProps }: PriceProps) {
  const isSpecial = specialValue !== undefined && specialValue !== '';

  return (
    <span
      {...spanProps}
      className={className ? `ap-price ${className}` : 'ap-price'}
      data-state={isSpecial ? 'special' : 'regular'}
    >
      {isSpecial ? (
        <>
          <del className="ap-price__regular">{value}</del>{' '}
          <ins className="ap-price__special">{specialValue}</ins>
        </>
      ) : (
        <span className="ap-price__regular">{value}</span>
      )}
      {taxLabel ? (
        <>
          {' '}
          <span className="ap-price__tax-label">{taxLabel}</span>
        </>
      ) : null}
    </span>
  );
}
