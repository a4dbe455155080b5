import { useId, type ComponentProps, type ReactNode } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';
import { Price } from '../Price/Price';

/** One order of an {@link OrderList}, already formatted. */
export interface OrderListOrder {
  /** The order number (for example `'000000012'`). */
  number: string;
  /** The order's page. */
  href: string;
  /** The order date as shown (for example `'21.11.2026'`). */
  date: string;
  /** The same date for machines (`<time dateTime>`, for example `'2026-11-21'`). */
  dateTime?: string;
  /** The status as the backend gives it; picks the badge's tone. */
  status: string;
  /** The status as shown (for example `'Behandles'`); `status` without it. */
  statusLabel?: string | null;
  /** The grand total, formatted (for example `'12 499,00 kr'`). */
  total: string;
  /** Number of items; the column shows only when some order has it. */
  itemCount?: number | null;
  /** Where its parcels are, as shown under the status (for example `'Sending: På vei'`). */
  shipmentStatus?: string | null;
}

/** Texts of {@link OrderList}. */
export interface OrderListLabels {
  /** The table's caption and the card list's name (for example `'Ordrehistorikk'`). */
  caption: string;
  /** Column header (for example `'Ordrenummer'`). */
  number: string;
  /** Column header (for example `'Dato'`). */
  date: string;
  /** Column header (for example `'Status'`). */
  status: string;
  /** Column header (for example `'Totalt'`). */
  total: string;
  /** Column header (for example `'Varer'`). */
  items: string;
  /** A card's heading link, given the number (for example `(number) => \`Ordre ${number}\``). */
  order: (number: string) => string;
  /** A card's item count (for example `(count) => \`${count} varer\``). */
  itemCount: (count: number) => string;
}

/** Props of {@link OrderList}: a `<div>`'s props plus the orders and texts. */
export interface OrderListProps extends Omit<ComponentProps<'div'>, 'children'> {
  orders: readonly OrderListOrder[];
  labels: OrderListLabels;
  /** Shown instead of the list when there are no orders (for example a text and a link to the shop). */
  empty?: ReactNode;
  /** Show the caption only to assistive technology (when a heading above says the same). */
  hideCaption?: boolean;
  /** Level of the cards' headings. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Controls for one order (for example a "Bestill på nytt" form), in a last column of the table
   * and at the foot of each card; `actionsLabel` names the column for assistive technology.
   */
  renderActions?: (order: OrderListOrder) => ReactNode;
  actionsLabel?: string;
}

/** An order's date, with its machine-readable form when it has one. */
function date(order: OrderListOrder) {
  return order.dateTime ? <time dateTime={order.dateTime}>{order.date}</time> : order.date;
}

/** Where an order's parcels are, under its status badge; nothing before one is sent. */
function shipment(order: OrderListOrder) {
  return order.shipmentStatus ? (
    <span className="ap-order-list__shipment">{order.shipmentStatus}</span>
  ) : null;
}

/**
 * The customer's orders: a table (number link, date, status badge, item count, total) from
 * 768 px, and the same orders as cards on phones. Both are in the markup and CSS shows one, so
 * the page needs no JavaScript and each keeps its own semantics (the hidden one is `display:
 * none`, which assistive technology skips). Without orders it shows `empty`.
 */
export function OrderList({
  orders,
  labels,
  empty,
  hideCaption = false,
  headingLevel = 3,
  renderActions,
  actionsLabel,
  className,
  ...divProps
}: OrderListProps) {
  const captionId = useId();
  const showItems = orders.some((order) => order.itemCount != null);
  const Heading = `h${headingLevel}` as const;

  if (orders.length === 0) {
    return empty ? (
      <div {...divProps} className={joinClassNames('ap-order-list', className)} data-state="empty">
        <div className="ap-order-list__empty">{empty}</div>
      </div>
    ) : null;
  }

  return (
    <div {...divProps} className={joinClassNames('ap-order-list', className)}>
      <table className="ap-order-list__table">
        <caption
          id={captionId}
          className={joinClassNames('ap-order-list__caption', hideCaption && 'ap-visually-hidden')}
        >
          {labels.caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.number}</th>
            <th scope="col">{labels.date}</th>
            <th scope="col">{labels.status}</th>
            {showItems ? (
              <th scope="col" className="ap-order-list__numeric">
                {labels.items}
              </th>
            ) : null}
            <th scope="col" className="ap-order-list__numeric">
              {labels.total}
            </th>
            {renderActions ? (
              <th scope="col">
                <span className="ap-visually-hidden">{actionsLabel}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.number}>
              <th scope="row">
                <Link href={order.href} className="ap-order-list__link">
                  {order.number}
                </Link>
              </th>
              <td>{date(order)}</td>
              <td>
                <OrderStatusBadge status={order.status} label={order.statusLabel} />
                {shipment(order)}
              </td>
              {showItems ? (
                <td className="ap-order-list__numeric">{order.itemCount ?? ''}</td>
              ) : null}
              <td className="ap-order-list__numeric">
                <Price value={order.total} />
              </td>
              {renderActions ? (
                <td className="ap-order-list__actions">{renderActions(order)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="ap-order-list__cards" aria-label={labels.caption}>
        {orders.map((order) => (
          <OrderCard
            key={order.number}
            order={order}
            labels={labels}
            Heading={Heading}
            date={date(order)}
            actions={renderActions?.(order)}
          />
        ))}
      </ul>
    </div>
  );
}

/** One order as a card (phones). */
function OrderCard({
  order,
  labels,
  Heading,
  date,
  actions,
}: {
  order: OrderListOrder;
  labels: OrderListLabels;
  Heading: 'h2' | 'h3' | 'h4';
  date: ReactNode;
  actions: ReactNode;
}) {
  return (
    <li className="ap-order-list__card">
      <Heading className="ap-order-list__card-title">
        <Link href={order.href} className="ap-order-list__link">
          {labels.order(order.number)}
        </Link>
      </Heading>
      <OrderStatusBadge status={order.status} label={order.statusLabel} />
      {shipment(order)}
      <dl className="ap-order-list__facts">
        <div className="ap-order-list__fact">
          <dt>{labels.date}</dt>
          <dd>{date}</dd>
        </div>
        {order.itemCount != null ? (
          <div className="ap-order-list__fact">
            <dt>{labels.items}</dt>
            <dd>{labels.itemCount(order.itemCount)}</dd>
          </div>
        ) : null}
        <div className="ap-order-list__fact">
          <dt>{labels.total}</dt>
          <dd>
            <Price value={order.total} />
          </dd>
        </div>
      </dl>
      {actions ? <div className="ap-order-list__actions">{actions}</div> : null}
    </li>
  );
}
