import { formatPrice, type Money, type OrderDetails, type OrderSummary } from '@agri-parts/sdk';
import type { OrderAddressesBlock, OrderListOrder } from '@agri-parts/ui';

import { accountPaths } from './accountPaths';
import { translate } from '../i18n/translate';
import { isSingular } from '../i18n/isSingular';
import { postalAddress, type CountryOptions } from './addressView';
import { shipmentStatusLabel } from './shipmentView';

/** The shop's time zone: an order placed just after midnight in Oslo has Oslo's date. */
const timeZone = 'Europe/Oslo';

const numericDate = new Intl.DateTimeFormat('nb-NO', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone,
});

const longDate = new Intl.DateTimeFormat('nb-NO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone,
});

const isoDate = new Intl.DateTimeFormat('en-CA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone,
});

/** An order date as a page shows it and as `<time dateTime>` carries it. */
export interface OrderDate {
  /** `21.11.2026` (lists). */
  short: string;
  /** `21. november 2026` (the order's page). */
  long: string;
  /** `2026-11-21`. */
  dateTime: string;
}

/**
 * An order's date (ISO 8601, as `sdk.orders` gives it) in Norwegian, on the calendar in Oslo;
 * `null` when it cannot be read. Pure.
 *
 * @example
 * ```ts
 * orderDate('2026-11-20T23:30:00Z'); // { short: '21.11.2026', long: '21. november 2026', dateTime: '2026-11-21' }
 * ```
 */
export function orderDate(value: string): OrderDate | null {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return {
    short: numericDate.format(date),
    long: longDate.format(date),
    dateTime: isoDate.format(date),
  };
}

/** Magento's order statuses as shown (spec §3), by their labels and codes, lower case. */
const statusLabels: Readonly<Record<string, string>> = {
  canceled: translate('order.status.canceled'),
  closed: translate('order.status.closed'),
  complete: translate('order.status.complete'),
  'on hold': translate('order.status.onHold'),
  holded: translate('order.status.onHold'),
  pending: translate('order.status.pending'),
  processing: translate('order.status.processing'),
};

/**
 * An order status in Norwegian (Canceled → Kansellert, Closed → Lukket, Complete → Fullført,
 * On Hold → På vent, Pending → Venter, Processing → Behandles); any other status as the API
 * wrote it. Pure.
 */
export function orderStatusLabel(status: string): string {
  return statusLabels[status.trim().toLowerCase()] ?? status;
}

/** An amount as the shop shows prices (`formatPrice`: `1 234,50`, `1 234,–`). */
export function money(amount: Money): string {
  return formatPrice(amount.value);
}

/** "1 vare" / "3 varer". */
export function itemCountLabel(count: number): string {
  return isSingular(count)
    ? translate('order.itemCountOne')
    : translate('order.itemCount', { count });
}

/** The rows of the order history (`OrderList`): number link, date, status, items, total. Pure. */
export function orderListRows(orders: readonly OrderSummary[]): OrderListOrder[] {
  return orders.map((order) => {
    const date = orderDate(order.date);
    return {
      number: order.number,
      href: accountPaths.order(order.number),
      date: date?.short ?? order.date,
      ...(date && { dateTime: date.dateTime }),
      status: order.status,
      statusLabel: orderStatusLabel(order.status),
      total: money(order.grandTotal),
      itemCount: order.itemCount,
      shipmentStatus: shipmentStatusLabel(order.shipmentStatuses),
    };
  });
}

/**
 * The blocks beside an order's items (`OrderAddresses`): shipping and billing address, shipping
 * method and payment method; a missing one says so. Pure.
 */
export function orderInformationBlocks(
  order: Pick<
    OrderDetails,
    | 'shippingAddress'
    | 'billingAddress'
    | 'shippingMethod'
    | 'carrier'
    | 'paymentMethods'
    | 'deliveryInstructions'
  >,
  countries: CountryOptions,
): OrderAddressesBlock[] {
  const notStated = [translate('order.notStated')];
  const shippingMethod = order.shippingMethod ?? order.carrier;
  const payment = order.paymentMethods.map((method) => method.name || method.code).filter(Boolean);
  return [
    {
      title: translate('order.shippingAddress'),
      address: order.shippingAddress ? postalAddress(order.shippingAddress, countries) : null,
      lines: notStated,
    },
    {
      title: translate('order.billingAddress'),
      address: order.billingAddress ? postalAddress(order.billingAddress, countries) : null,
      lines: notStated,
    },
    {
      title: translate('order.shippingMethod'),
      lines: shippingMethod ? [shippingMethod] : notStated,
    },
    { title: translate('order.paymentMethod'), lines: payment.length > 0 ? payment : notStated },
    ...(order.deliveryInstructions
      ? [{ title: translate('order.deliveryInstructions'), lines: [order.deliveryInstructions] }]
      : []),
  ];
}
