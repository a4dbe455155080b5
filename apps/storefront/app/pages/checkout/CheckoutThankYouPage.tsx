import {
  Link,
  OrderAddresses,
  OrderItemsTable,
  OrderStatusBadge,
  OrderTotals,
} from '@agri-parts/ui';

import { accountPaths } from '../../account/accountPaths';
import { translate } from '../../i18n/translate';
import type { OrderDetailData } from '../account/orderLoaders.server';

const itemLabels = {
  caption: translate('order.itemsCaption'),
  product: translate('order.product'),
  sku: translate('order.sku'),
  quantity: translate('order.quantity'),
  price: translate('order.price'),
  rowTotal: translate('order.rowTotal'),
};

/**
 * The thank-you page of the checkout: the order number, its status, the items, the sums, the
 * addresses and methods as the order keeps them, and the way to the order in the order history.
 */
export function CheckoutThankYouPage({ order }: { order: OrderDetailData }) {
  return (
    <article className="account-page checkout-thankyou" aria-labelledby="thankyou-title">
      <header className="order-detail__header">
        <h1 id="thankyou-title">{translate('checkout.thankYouTitle')}</h1>
        <p className="checkout-thankyou__number" data-testid="order-number">
          {translate('checkout.orderNumber', { number: order.number })}{' '}
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </p>
        <p>{translate('checkout.thankYouText')}</p>
      </header>
      <OrderItemsTable items={order.items} labels={itemLabels} />
      <section className="order-detail__totals" aria-labelledby="thankyou-totals-title">
        <h2 id="thankyou-totals-title" className="ap-visually-hidden">
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
        <Link href={accountPaths.order(order.number)}>{translate('checkout.viewOrder')}</Link>{' '}
        <Link href="/">{translate('checkout.continueShopping')}</Link>
      </p>
    </article>
  );
}
