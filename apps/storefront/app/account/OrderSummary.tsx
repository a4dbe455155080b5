import { OrderAddresses, OrderItemsTable, OrderTotals } from '@agri-parts/ui';
import { useId } from 'react';

import { translate } from '../i18n/translate';
import type { OrderDetailData } from './orderLoaders.server';

const itemLabels = {
  caption: translate('order.itemsCaption'),
  product: translate('order.product'),
  sku: translate('order.sku'),
  originalNumber: translate('order.originalNumber'),
  quantity: translate('order.quantity'),
  price: translate('order.price'),
  rowTotal: translate('order.rowTotal'),
};

const addressLabels = {
  telephone: translate('address.telephone'),
  vatId: translate('address.vatIdShort'),
};

/**
 * The body of an order as the order keeps it: the items, the sums (subtotal, shipping, discounts,
 * VAT, grand total), the shipping and billing addresses and the shipping and payment methods.
 * Shared by the order page of the history and the checkout's thank-you page.
 */
export function OrderSummary({ order }: { order: OrderDetailData }) {
  const totalsTitleId = useId();
  return (
    <>
      <OrderItemsTable items={order.items} labels={itemLabels} />
      <section className="order-detail__totals" aria-labelledby={totalsTitleId}>
        <h2 id={totalsTitleId} className="ap-visually-hidden">
          {translate('order.totals')}
        </h2>
        <OrderTotals rows={order.totals} />
      </section>
      <OrderAddresses blocks={order.information} labels={addressLabels} headingLevel={2} />
    </>
  );
}
