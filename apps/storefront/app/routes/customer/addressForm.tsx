import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/addressForm';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.addressesDetails'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** A new address, or an address to edit (`/customer/addresses-details/create`, `…/edit/:addressId`). */
export default function Page() {
  return (
    <section className="account-page">
      <h1>{translate('account.addressesDetails')}</h1>
    </section>
  );
}
