import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/myProfile';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.myProfile'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** The customer's profile (`/customer/my-profile`): names, e-mail and password. */
export default function Page() {
  return (
    <section className="account-page">
      <h1>{translate('account.myProfile')}</h1>
    </section>
  );
}
