import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import type { Route } from './+types/findMyTractor';

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.myTractors'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/**
 * "My tractors" (`/customer/find-my-tractor`, spec §2): the tractor finder arrives with issue 6.
 * Until then the page says so, and the account menu leaves it out.
 */
export default function FindMyTractor() {
  return (
    <section className="account-page">
      <h1>{translate('account.myTractors')}</h1>
      <p>{translate('account.featureComing')}</p>
    </section>
  );
}
