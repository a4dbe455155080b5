import type { OrderDetails } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';

/** One fact of an order's references and payment terms, as a description list shows it. */
export interface OrderReference {
  label: string;
  value: string;
  /** A machine-readable date (`YYYY-MM-DD`), for a `<time>`. */
  dateTime?: string;
}

/** `2026-12-04` → `04.12.2026` (as the confirmation mail prints dates); anything else as it is. */
function numericDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

/**
 * What a business customer wrote on the order ("Deres referanse", "Deres ordrenummer") and, for
 * an invoice, its terms and due date — the facts the confirmation mail also states; empty for an
 * order with none. Pure.
 */
export function orderReferences(
  order: Pick<OrderDetails, 'orderFields' | 'invoiceTerms'>,
): OrderReference[] {
  const references: OrderReference[] = [];
  const { customerRef, customerOrderNo } = order.orderFields;
  if (customerRef) references.push({ label: translate('order.customerRef'), value: customerRef });
  if (customerOrderNo) {
    references.push({ label: translate('order.customerOrderNo'), value: customerOrderNo });
  }
  if (order.invoiceTerms) {
    references.push(
      {
        label: translate('order.paymentTerms'),
        value: translate('order.paymentTermsInvoice', { days: order.invoiceTerms.days }),
      },
      {
        label: translate('order.dueDate'),
        value: numericDate(order.invoiceTerms.dueDate),
        dateTime: order.invoiceTerms.dueDate,
      },
    );
  }
  return references;
}
