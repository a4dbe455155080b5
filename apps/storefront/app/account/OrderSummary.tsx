import { useTaxDisplay } from '@agri-parts/react-hooks';
import { orderDisplayAmounts } from '@agri-parts/sdk';
import { OrderAddresses, OrderItemsTable, OrderTotals } from '@agri-parts/ui';
import { useId } from 'react';

import { translate } from '../i18n/translate';
import { orderItemRows, orderTotalsRows } from './orderAmountRows';
import type { OrderDetailData } from './orderLoaders.server';
import { OrderReferences } from './OrderReferences';

const addressLabels = {
  telephone: translate('address.telephone'),
  vatId: translate('address.vatIdShort'),
};

/**
 * The body of an order as the order keeps it: the customer's references and an invoice's terms,
 * the items with what was chosen and typed in, the sums, the shipping and billing addresses and
 * the shipping and payment methods. Amounts follow the shopper's tax display — the one the
 * checkout showed them in (before VAT for a business customer, with the VAT added up below).
 * Shared by the order page of the history and the checkout's thank-you page.
 */
export function OrderSummary({ order }: { order: OrderDetailData }) {
  const totalsTitleId = useId();
  const { showIncludingTax } = useTaxDisplay();
  const amounts = orderDisplayAmounts(
    { items: order.lines, totals: order.totals },
    { showIncludingTax },
  );
  const tax = translate(showIncludingTax ? 'tax.inclVat' : 'tax.exclVat');
  return (
    <>
      <OrderReferences references={order.references} />
      <OrderItemsTable
        items={orderItemRows(order.lines, amounts)}
        labels={{
          caption: translate('order.itemsCaption'),
          product: translate('order.product'),
          sku: translate('order.sku'),
          originalNumber: translate('order.originalNumber'),
          quantity: translate('order.quantity'),
          price: translate('order.priceTax', { tax }),
          rowTotal: translate('order.rowTotal'),
        }}
      />
      <section className="order-detail__totals" aria-labelledby={totalsTitleId}>
        <h2 id={totalsTitleId} className="ap-visually-hidden">
          {translate('order.totals')}
        </h2>
        <OrderTotals rows={orderTotalsRows(amounts)} />
        <p className="order-detail__vat-note">
          {translate(showIncludingTax ? 'order.vatNoteIncl' : 'order.vatNoteExcl')}
        </p>
      </section>
      <OrderAddresses blocks={order.information} labels={addressLabels} headingLevel={2} />
    </>
  );
}
