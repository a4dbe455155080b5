import { paginationWindow, type PaginationItem } from '@agri-parts/sdk';
import type { OrderListOrder } from '@agri-parts/ui';
import { data, type RouterContextProvider } from 'react-router';

import { requestedPage } from '../pagination/requestedPage';
import { isBadInputError } from '../sdk/isBadInputError';
import { sdkContext } from '../sdk/sdkContext';
import { requireCustomer } from '../session/requireSession.server';
import { leaveWhenSessionEnded } from './accountPageErrors';
import { countryOptions } from './addressView';
import { orderDownloadRows } from './downloadView';
import { orderReferences } from './orderReferences';
import { shipmentTrackingViews } from './shipmentView';
import { orderDate, orderInformationBlocks, orderListRows, orderStatusLabel } from './orderView';

interface LoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { orderId?: string };
}

/** Orders per page of the order history. */
export const orderHistoryPageSize = 10;

/** What the order history shows. */
export interface OrderHistoryData {
  orders: OrderListOrder[];
  totalCount: number;
  currentPage: number;
  pagination: PaginationItem[];
}

/**
 * One page of the order history (`?page=`, ten orders, newest first). A page past the last one
 * is a 404 (page 1 of no orders is the empty history); an ended session goes home.
 */
export async function orderHistoryLoader({ request, context }: Omit<LoaderArgs, 'params'>) {
  await requireCustomer(context);
  const currentPage = requestedPage(new URL(request.url).searchParams.get('page'));
  if (currentPage === null) throw data(null, { status: 404 });
  const list = await context
    .get(sdkContext)
    .orders.list({ currentPage, pageSize: orderHistoryPageSize })
    .catch((error: unknown) => {
      leaveWhenSessionEnded(error, 302);
      if (isBadInputError(error)) throw data(null, { status: 404 });
      throw error;
    });
  if (currentPage > list.pageInfo.totalPages) throw data(null, { status: 404 });
  return {
    orders: orderListRows(list.items),
    totalCount: list.totalCount,
    currentPage,
    pagination: paginationWindow({ currentPage, totalPages: list.pageInfo.totalPages }),
  } satisfies OrderHistoryData;
}

/**
 * One order (`/customer/order-history/:orderId`; the id is the order number the history shows,
 * such as `000001040`): items, sums, addresses, methods, status and date, references and invoice
 * terms. The lines and sums stay amounts: the page shows them in the shopper's tax display (the
 * one the checkout used). An order the customer does not have — another customer's too — is a 404.
 */
export async function orderDetailLoader({ context, params }: Omit<LoaderArgs, 'request'>) {
  await requireCustomer(context);
  const sdk = context.get(sdkContext);
  const number = params.orderId?.trim() ?? '';
  const order = await sdk.orders.get(number).catch((error: unknown) => {
    leaveWhenSessionEnded(error, 302);
    if (isBadInputError(error)) return null;
    throw error;
  });
  if (!order) throw data(null, { status: 404 });
  const countries = countryOptions(await sdk.config.loadCountries());
  const date = orderDate(order.date);
  return {
    number: order.number,
    date: date
      ? { text: date.long, dateTime: date.dateTime }
      : { text: order.date, dateTime: null },
    status: order.status,
    statusLabel: orderStatusLabel(order.status),
    lines: order.items,
    totals: order.totals,
    information: orderInformationBlocks(order, countries),
    references: orderReferences(order),
    couponCodes: order.couponCodes,
    downloads: orderDownloadRows(order.items),
    shipments: shipmentTrackingViews(order.shipments),
  };
}

/** What the order's page shows. */
export type OrderDetailData = Awaited<ReturnType<typeof orderDetailLoader>>;
