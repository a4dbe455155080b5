import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import { addressesAction, addressesLoader } from '../../account/addressActions.server';
import { AddressesPage } from '../../account/AddressesPage';
import { accountPageLinks } from '../../account/accountPageLinks';
import type { Route } from './+types/addressesDetails';

export const links = accountPageLinks;

export const loader = addressesLoader;

export const action = addressesAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.addressesDetails'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** The customer's addresses (`/customer/addresses-details`). */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <AddressesPage cards={loaderData.cards} />;
}
