import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import { accountPageLinks } from '../../account/accountPageLinks';
import {
  customerTractorsAction,
  customerTractorsLoader,
} from '../../tractors/myTractorsActions.server';
import { CustomerTractorsPage } from '../../tractors/MyTractorsPage';
import type { Route } from './+types/findMyTractor';

export const links = accountPageLinks;

export const loader = customerTractorsLoader;

export const action = customerTractorsAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.myTractors'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/**
 * "My tractors" (`/customer/find-my-tractor`, spec §2): the customer's machines from the account,
 * the active one marked; use another, remove one, or find one to add in the part finder.
 */
export default function FindMyTractor({ loaderData }: Route.ComponentProps) {
  return <CustomerTractorsPage list={loaderData.list} loadFailed={loaderData.loadFailed} />;
}
