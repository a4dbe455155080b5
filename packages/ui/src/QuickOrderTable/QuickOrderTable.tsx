import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** One row of a quick order, as the shopper reads it (texts from the caller). */
export interface QuickOrderTableRow {
  /** Keys the row; unique in the table. */
  key: string;
  /** The line numbers of the list the row stands for, e.g. `'3'` or `'3, 7'`. */
  lines: string;
  /** The part number as typed. */
  partNumber: string;
  /** The product's name; `null` when nothing was found. */
  name?: string | null;
  /** The product page; the name links there when given. */
  href?: string | null;
  /** The shop's SKU, shown under the name when it differs from what was typed. */
  sku?: string | null;
  /** How many; `null` for a line that could not be read. */
  quantity: number | null;
  /** The unit price, formatted (`1 249,–`); `null` for none. */
  price?: string | null;
  /** The stock text (`På lager`, `Bare 2 igjen`). */
  stock?: string | null;
  /** Why the row cannot go into the cart (an error); `null` when it can. */
  problem?: string | null;
  /** What happened to the row after it was sent (`Lagt i handlekurven`); shown instead of `ready`. */
  outcome?: string | null;
}

/** The texts of {@link QuickOrderTable}. */
export interface QuickOrderTableLabels {
  /** The table's caption, e.g. `'Resultat: 12 linjer'`. */
  caption: string;
  line: string;
  product: string;
  quantity: string;
  price: string;
  status: string;
  /** The status of a row that can be added, e.g. `'Klar'`. */
  ready: string;
  /** Before an error, e.g. `'Feil:'` (read by screen readers and shown). */
  error: string;
}

/** Props of {@link QuickOrderTable}: a `<table>`'s props plus the rows and texts. */
export interface QuickOrderTableProps extends Omit<ComponentProps<'table'>, 'children'> {
  rows: readonly QuickOrderTableRow[];
  labels: QuickOrderTableLabels;
}

/**
 * The result of a quick order: one row per product (or per line that could not be read), with
 * its line numbers, part number, name, stock, quantity, unit price and status. A real table: the
 * part number is each row's header, so a screen reader names the row with every cell, and a row's
 * error stands in its own status cell (marked `Feil:`), tied to the line it is about. On phones
 * the price and stock move under the name. Presentational.
 */
export function QuickOrderTable({ rows, labels, className, ...rest }: QuickOrderTableProps) {
  return (
    <table className={joinClassNames('ap-quick-order', className)} {...rest}>
      <caption className="ap-quick-order__caption">{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.line}</th>
          <th scope="col">{labels.product}</th>
          <th scope="col" className="ap-quick-order__numeric">
            {labels.quantity}
          </th>
          <th scope="col" className="ap-quick-order__numeric ap-quick-order__price">
            {labels.price}
          </th>
          <th scope="col">{labels.status}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            className={joinClassNames(row.problem ? 'ap-quick-order__row--error' : undefined)}
          >
            <td>{row.lines}</td>
            <th scope="row" className="ap-quick-order__product">
              <span className="ap-quick-order__part">{row.partNumber}</span>
              {row.name ? (
                row.href ? (
                  <a className="ap-quick-order__name" href={row.href}>
                    {row.name}
                  </a>
                ) : (
                  <span className="ap-quick-order__name">{row.name}</span>
                )
              ) : null}
              {row.sku && row.sku !== row.partNumber ? (
                <span className="ap-quick-order__detail">{row.sku}</span>
              ) : null}
              {row.stock ? <span className="ap-quick-order__detail">{row.stock}</span> : null}
              {row.price ? (
                <span className="ap-quick-order__detail ap-quick-order__unit-price">
                  {row.price}
                </span>
              ) : null}
            </th>
            <td className="ap-quick-order__numeric">{row.quantity ?? ''}</td>
            <td className="ap-quick-order__numeric ap-quick-order__price">{row.price ?? ''}</td>
            <td className="ap-quick-order__status">
              {row.problem ? (
                <span className="ap-quick-order__error">
                  <span className="ap-quick-order__error-label">{labels.error}</span> {row.problem}
                </span>
              ) : (
                (row.outcome ?? labels.ready)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
