import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import { addressFormAction, addressFormLoader } from '../../account/addressActions.server';
import { AddressFormPage } from '../../account/AddressFormPage';
import { accountPageLinks } from '../../account/accountPageLinks';
import type { Route } from './+types/addressForm';

export const links = accountPageLinks;

export const loader = addressFormLoader;

export const action = addressFormAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return accountMeta(
    translate(loaderData?.editing ? 'address.edit' : 'address.new'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** A new address, or an address to edit (`/customer/addresses-details/create`, `…/edit/:addressId`). */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <AddressFormPage page={loaderData} />;
}
