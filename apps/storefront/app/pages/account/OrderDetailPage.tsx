import {
  Link,
  OrderAddresses,
  OrderItemsTable,
  OrderStatusBadge,
  OrderTotals,
} from '@agri-parts/ui';

import { accountPaths } from '../../account/accountPaths';
import { translate } from '../../i18n/translate';
import type { OrderDetailData } from './orderLoaders.server';

const itemLabels = {
  caption: translate('order.itemsCaption'),
  product: translate('order.product'),
  sku: translate('order.sku'),
  quantity: translate('order.quantity'),
  price: translate('order.price'),
  rowTotal: translate('order.rowTotal'),
};

/**
 * One order (`/customer/order-history/:orderId`): number, date and status, the items, the sums
 * (subtotal, shipping, discounts, VAT, grand total), the shipping and billing addresses and the
 * shipping and payment methods.
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
      </header>
      <OrderItemsTable items={order.items} labels={itemLabels} />
      <section className="order-detail__totals" aria-labelledby="order-totals-title">
        <h2 id="order-totals-title" className="ap-visually-hidden">
          {translate('order.totals')}
        </h2>
        <OrderTotals rows={order.totals} />
      </section>
      <OrderAddresses
        blocks={order.information}
        labels={{
          telephone: translate('address.telephone'),
          vatId: translate('address.vatIdShort'),
        }}
        headingLevel={2}
      />
      <p className="account-page__actions">
        <Link href={accountPaths.orderHistory}>{translate('order.backToHistory')}</Link>
      </p>
    </article>
  );
}
