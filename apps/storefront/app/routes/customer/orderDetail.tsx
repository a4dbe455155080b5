import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import { accountPageLinks } from '../../account/accountPageLinks';
import { orderDetailLoader } from '../../account/orderLoaders.server';
import { OrderDetailPage } from '../../account/OrderDetailPage';
import { reorderAction } from '../../account/reorderAction.server';
import type { Route } from './+types/orderDetail';

export const links = accountPageLinks;

export const loader = orderDetailLoader;

/** "Bestill på nytt": the order's lines into the cart again, then the cart page. */
export const action = reorderAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    loaderData
      ? translate('order.title', { number: loaderData.number })
      : translate('account.orderHistory'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/**
 * One order of the customer (`/customer/order-history/:orderId`, the id being the order number
 * the history shows); another customer's order or an unknown number is a 404.
 */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderDetailPage order={loaderData} />;
}
