import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** A chosen option of an ordered item (for example size or colour). */
export interface OrderItemOption {
  label: string;
  value: string;
}

/** One line of an {@link OrderItemsTable}, already formatted. */
export interface OrderItemRow {
  /** A key unique within the order (for example the order item's id). */
  id: string;
  name: string;
  sku: string;
  /** The first original (OEM) number, shown after the SKU (with `labels.originalNumber`). */
  originalNumber?: string | null;
  /** The product's page; the name is plain text without it. */
  href?: string | null;
  options?: readonly OrderItemOption[];
  /** The quantity ordered, as shown (for example `2` or `'2'`). */
  quantity: number | string;
  /** The unit price, formatted. */
  price: string;
  /** The line total, formatted. */
  rowTotal: string;
}

/** Texts of {@link OrderItemsTable}. */
export interface OrderItemsTableLabels {
  /** The table's caption (for example `'Bestilte varer'`). */
  caption: string;
  /** Column header (for example `'Produkt'`). */
  product: string;
  /** Shown before the SKU under the name (for example `'Varenr.'`). */
  sku: string;
  /** Shown before the original number (for example `'Orig.nr.'`); needed with `originalNumber`. */
  originalNumber?: string;
  /** Column header (for example `'Antall'`). */
  quantity: string;
  /** Column header (for example `'Pris'`). */
  price: string;
  /** Column header (for example `'Sum'`). */
  rowTotal: string;
}

/** Props of {@link OrderItemsTable}: a `<table>`'s props plus the lines and texts. */
export interface OrderItemsTableProps extends Omit<ComponentProps<'table'>, 'children'> {
  items: readonly OrderItemRow[];
  labels: OrderItemsTableLabels;
  /** Show the caption only to assistive technology (when a heading above says the same). */
  hideCaption?: boolean;
}

/**
 * The items of an order: a captioned table with the product (name, optionally a link, its SKU,
 * its original number and chosen options) as the row header, then quantity, unit price and line total, numbers
 * right-aligned. Below 480 px the unit price moves under the name (the column is hidden, CSS
 * shows one of the two), so the table fits a 320 px phone without scrolling sideways.
 */
export function OrderItemsTable({
  items,
  labels,
  hideCaption = false,
  className,
  ...tableProps
}: OrderItemsTableProps) {
  return (
    <table {...tableProps} className={joinClassNames('ap-order-items', className)}>
      <caption
        className={joinClassNames('ap-order-items__caption', hideCaption && 'ap-visually-hidden')}
      >
        {labels.caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">{labels.product}</th>
          <th scope="col" className="ap-order-items__numeric">
            {labels.quantity}
          </th>
          <th scope="col" className="ap-order-items__numeric ap-order-items__price">
            {labels.price}
          </th>
          <th scope="col" className="ap-order-items__numeric">
            {labels.rowTotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" className="ap-order-items__product">
              {item.href ? (
                <Link href={item.href} className="ap-order-items__name">
                  {item.name}
                </Link>
              ) : (
                <span className="ap-order-items__name">{item.name}</span>
              )}
              <span className="ap-order-items__detail">
                {labels.sku} {item.sku}
              </span>
              {item.originalNumber && labels.originalNumber ? (
                <span className="ap-order-items__detail">
                  {labels.originalNumber} {item.originalNumber}
                </span>
              ) : null}
              {item.options?.map((option) => (
                <span key={option.label} className="ap-order-items__detail">
                  {option.label}: {option.value}
                </span>
              ))}
              <span className="ap-order-items__detail ap-order-items__unit-price">
                {labels.price} {item.price}
              </span>
            </th>
            <td className="ap-order-items__numeric">{item.quantity}</td>
            <td className="ap-order-items__numeric ap-order-items__price">{item.price}</td>
            <td className="ap-order-items__numeric ap-order-items__row-total">{item.rowTotal}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
