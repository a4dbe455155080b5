import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/orderDetail';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.orderHistory'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** One order of the customer (`/customer/order-history/:orderId`). */
export default function Page() {
  return (
    <section className="account-page">
      <h1>{translate('account.orderHistory')}</h1>
    </section>
  );
}
