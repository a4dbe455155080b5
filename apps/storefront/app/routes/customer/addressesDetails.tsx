import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/addressesDetails';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.addressesDetails'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** The customer's addresses (`/customer/addresses-details`). */
export default function Page() {
  return (
    <section className="account-page">
      <h1>{translate('account.addressesDetails')}</h1>
    </section>
  );
}
