import { Link, OrderStatusBadge } from '@agri-parts/ui';

import { accountPaths } from './accountPaths';
import { translate } from '../i18n/translate';
import type { OrderDetailData } from './orderLoaders.server';
import { OrderDownloads } from './OrderDownloads';
import { OrderShipments } from './OrderShipments';
import { OrderSummary } from './OrderSummary';
import { ReorderButton } from './ReorderButton';
import { AddToSavedList } from '../savedLists/AddToSavedList';

/**
 * One order (`/customer/order-history/:orderId`): number, date and status, the items, the sums
 * (subtotal, shipping, discounts, VAT, grand total), the shipping and billing addresses and the
 * shipping and payment methods, and each parcel's tracking and timeline once it is sent.
 */
export function OrderDetailPage({ order }: { order: OrderDetailData }) {
  return (
    <article className="account-page order-detail" aria-labelledby="order-title">
      <header className="order-detail__header">
        <h1 id="order-title">{translate('order.title', { number: order.number })}</h1>
        <p className="order-detail__meta">
          {order.date.dateTime ? (
            <time dateTime={order.date.dateTime}>
              {translate('order.placedOn', { date: order.date.text })}
            </time>
          ) : (
            translate('order.placedOn', { date: order.date.text })
          )}{' '}
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </p>
        {order.couponCodes.length > 0 ? (
          <p className="order-detail__meta">
            {translate('order.couponCodes', { codes: order.couponCodes.join(', ') })}
          </p>
        ) : null}
        <ReorderButton number={order.number} />
        <AddToSavedList
          all
          className="order-detail__saved-list"
          lines={order.lines.map((line) => ({ sku: line.sku, quantity: line.quantityOrdered }))}
        />
      </header>
      <OrderShipments shipments={order.shipments} />
      <OrderDownloads downloads={order.downloads} />
      <OrderSummary order={order} />
      <p className="account-page__actions">
        <Link href={accountPaths.orderHistory}>{translate('order.backToHistory')}</Link>
      </p>
    </article>
  );
}
