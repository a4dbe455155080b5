import { Link, OrderStatusBadge } from '@agri-parts/ui';

import { accountPaths } from '../account/accountPaths';
import { translate } from '../i18n/translate';
import type { OrderDetailData } from '../account/orderLoaders.server';
import { OrderDownloads } from '../account/OrderDownloads';
import { OrderSummary } from '../account/OrderSummary';

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
      <OrderDownloads downloads={order.downloads} />
      <OrderSummary order={order} />
      <p className="account-page__actions">
        <Link href={accountPaths.order(order.number)}>{translate('checkout.viewOrder')}</Link>{' '}
        <Link href="/">{translate('checkout.continueShopping')}</Link>
      </p>
    </article>
  );
}
