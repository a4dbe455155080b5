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
  /**
   * The price is given on request (a product sold by quote): `value` is the words that say so
   * (for example `'Pris på forespørsel'`), shown in place of an amount, without a special price
   * or tax label, and with `data-state="on-request"`.
   */
  onRequest?: boolean | undefined;
  /**
   * Words read out before a special price's two amounts (for example `{ before: 'Før',
   * now: 'Nå' }`), visually hidden: a struck-through price is otherwise read as just another
   * amount.
   */
  specialLabels?: PriceSpecialLabels | undefined;
}

/** The visually hidden words of {@link PriceProps.specialLabels}. */
export interface PriceSpecialLabels {
  /** Before the old (struck) price, for example `'Før'`. */
  before: string;
  /** Before the offer price, for example `'Nå'`. */
  now: string;
}

/**
 * A price with an optional special price and tax label. It formats nothing and translates
 * nothing: it shows the strings it is given.
 *
 * With a special price the old price is a `<del>` and the new one an `<ins>`, so the change is in
 * the markup, not only in the styling. The root carries `data-state="regular"`,
 * `data-state="special"` or (`onRequest`) `data-state="on-request"` for styling.
 *
 * @example
 * ```tsx
 * <Price value="1 499,–" specialValue="1 199,–" taxLabel="inkl. mva" specialLabels={{ before: 'Før', now: 'Nå' }} />
 * <Price value="Pris på forespørsel" onRequest />
 * ```
 */
export function Price({
  value,
  specialValue,
  taxLabel,
  onRequest = false,
  specialLabels,
  className,
  ...spanProps
}: PriceProps) {
  const rootClass = className ? `ap-price ${className}` : 'ap-price';
  if (onRequest) {
    return (
      <span {...spanProps} className={rootClass} data-state="on-request">
        <span className="ap-price__on-request">{value}</span>
      </span>
    );
  }
  const isSpecial = specialValue !== undefined && specialValue !== '';

  return (
    <span {...spanProps} className={rootClass} data-state={isSpecial ? 'special' : 'regular'}>
      {isSpecial ? (
        <>
          <del className="ap-price__regular">
            {specialLabels ? (
              <span className="ap-visually-hidden">{`${specialLabels.before} `}</span>
            ) : null}
            {value}
          </del>{' '}
          <ins className="ap-price__special">
            {specialLabels ? (
              <span className="ap-visually-hidden">{`${specialLabels.now} `}</span>
            ) : null}
            {specialValue}
          </ins>
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
