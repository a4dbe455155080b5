import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import { accountPageLinks } from '../../account/accountPageLinks';
import { orderHistoryLoader } from '../../account/orderLoaders.server';
import { OrderHistoryPage } from '../../account/OrderHistoryPage';
import type { Route } from './+types/orderHistory';

export const links = accountPageLinks;

export const loader = orderHistoryLoader;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const title = translate('account.orderHistory');
  const page = loaderData?.currentPage ?? 1;
  return accountMeta(
    page > 1 ? translate('listing.titlePage', { title, page }) : title,
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** The customer's orders (`/customer/order-history`, `?page=N`). */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage history={loaderData} />;
}
