import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/orderHistory';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.orderHistory'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** The customer's orders (`/customer/order-history`). */
export default function Page() {
  return (
    <section className="account-page">
      <h1>{translate('account.orderHistory')}</h1>
    </section>
  );
}
