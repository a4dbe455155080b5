import { accountMeta } from '../account/accountMeta';
import { translate } from '../i18n/translate';
import { accountPageLinks } from '../account/accountPageLinks';
import { guestTractorsAction, guestTractorsLoader } from '../tractors/myTractorsActions.server';
import { GuestTractorsPage } from '../tractors/MyTractorsPage';
import type { Route } from './+types/myTractors';

export const links = accountPageLinks;

export const loader = guestTractorsLoader;

export const action = guestTractorsAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.myTractors'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/**
 * A guest's "My tractors" (`/my-tractors`): kept in this browser until they log in, when it moves
 * into the account. A signed-in customer is sent to `/customer/find-my-tractor`.
 */
export default function MyTractors() {
  return <GuestTractorsPage />;
}
