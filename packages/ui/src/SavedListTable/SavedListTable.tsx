import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** A line of a saved list, already formatted. */
export interface SavedListTableLine {
  /** The line's uid; names its quantity field (`quantity:<uid>`) and its remove button's value. */
  uid: string;
  sku: string;
  /** The product's name; the SKU when the product has left the catalogue. */
  name: string;
  /** The product page; no link without one. */
  href?: string | null;
  quantity: number;
  /** The unit price as shown (for example `'1 249 kr'`); `null` when unknown. */
  price: string | null;
  /** Price times quantity as shown; `null` when unknown. */
  total: string | null;
  /** A note under the name (for example `'Finnes ikke lenger'`). */
  note?: string | null;
}

/** Texts of {@link SavedListTable}. */
export interface SavedListTableLabels {
  /** The table's caption (for example the list's name); read by screen readers. */
  caption: string;
  product: string;
  sku: string;
  price: string;
  quantity: string;
  total: string;
  /** The heading of the remove buttons' column, for screen readers (for example `'Fjern'`). */
  actions: string;
  /** The remove button, given the product's name (for example `(name) => \`Fjern ${name}\``). */
  remove: (name: string) => string;
  /** The quantity field's name, given the product's name. */
  quantityOf: (name: string) => string;
}

/** Props of {@link SavedListTable}: a `<table>`'s props plus the lines and texts. */
export interface SavedListTableProps extends Omit<ComponentProps<'table'>, 'children'> {
  lines: readonly SavedListTableLine[];
  labels: SavedListTableLabels;
  /**
   * Quantity fields and remove buttons for the owner (inside the caller's form: the fields post
   * as `quantity:<uid>`, a remove button as `removeItem=<uid>`); plain numbers when read-only.
   */
  editable?: boolean;
}

/**
 * A saved list's lines: product (linked), part number, price, quantity and line total. The
 * owner's table holds quantity fields and remove buttons for the form around it; a shared list's
 * is read-only. On a phone each row stacks as a card (CSS only). Presentational.
 */
export function SavedListTable({
  lines,
  labels,
  editable = false,
  className,
  ...rest
}: SavedListTableProps) {
  return (
    <table className={joinClassNames('ap-saved-list-table', className)} {...rest}>
      <caption className="ap-saved-list-table__caption">{labels.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.product}</th>
          <th scope="col">{labels.sku}</th>
          <th scope="col">{labels.price}</th>
          <th scope="col">{labels.quantity}</th>
          <th scope="col">{labels.total}</th>
          {editable ? (
            <th scope="col">
              <span className="ap-visually-hidden">{labels.actions}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.uid}>
            <th scope="row" data-label={labels.product}>
              {line.href ? <a href={line.href}>{line.name}</a> : line.name}
              {line.note ? <span className="ap-saved-list-table__note">{line.note}</span> : null}
            </th>
            <td data-label={labels.sku}>{line.sku}</td>
            <td data-label={labels.price}>{line.price ?? '–'}</td>
            <td data-label={labels.quantity}>
              {editable ? (
                <input
                  className="ap-saved-list-table__quantity"
                  type="number"
                  inputMode="decimal"
                  min={1}
                  max={10000}
                  step="any"
                  name={`quantity:${line.uid}`}
                  defaultValue={line.quantity}
                  aria-label={labels.quantityOf(line.name)}
                />
              ) : (
                line.quantity
              )}
            </td>
            <td data-label={labels.total}>{line.total ?? '–'}</td>
            {editable ? (
              <td>
                <button
                  type="submit"
                  name="removeItem"
                  value={line.uid}
                  className="ap-button ap-button--ghost ap-button--sm"
                >
                  {labels.remove(line.name)}
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
