import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** How an {@link OrderTotals} row looks: a plain amount, a discount, or the grand total. */
export type OrderTotalsRowKind = 'default' | 'discount' | 'total';

/** One row of an {@link OrderTotals}, already formatted and translated. */
export interface OrderTotalsRow {
  /** For example `'Delsum'`, `'Frakt'`, `'Rabatt (VÅR10)'`, `'Herav mva'`, `'Totalt'`. */
  label: string;
  /** For example `'-250,00 kr'`. */
  value: string;
  /** Defaults to `default`. */
  kind?: OrderTotalsRowKind;
}

/** Props of {@link OrderTotals}: a `<dl>`'s props plus the rows. */
export interface OrderTotalsProps extends Omit<ComponentProps<'dl'>, 'children'> {
  rows: readonly OrderTotalsRow[];
}

/**
 * An order's sums as label/amount pairs (`<dl>`) in the order given: subtotal, shipping,
 * discounts, tax, grand total. Discounts stand out, the grand total is bold above a rule. Each
 * row carries `data-kind`. Renders nothing without rows.
 */
export function OrderTotals({ rows, className, ...dlProps }: OrderTotalsProps) {
  if (rows.length === 0) return null;

  return (
    <dl {...dlProps} className={joinClassNames('ap-order-totals', className)}>
      {rows.map((row, index) => (
        <div
          key={`${index}-${row.label}`}
          className={joinClassNames(
            'ap-order-totals__row',
            `ap-order-totals__row--${row.kind ?? 'default'}`,
          )}
          data-kind={row.kind ?? 'default'}
        >
          <dt className="ap-order-totals__label">{row.label}</dt>
          <dd className="ap-order-totals__value">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
