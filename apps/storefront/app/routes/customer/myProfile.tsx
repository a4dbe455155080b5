import { isBusinessCustomer } from '@agri-parts/sdk';

import { passwordRules } from '../../account/accountActions.server';
import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import { accountPageLinks } from '../../account/accountPageLinks';
import { profileAction } from '../../account/profileAction.server';
import { ProfilePage } from '../../account/ProfilePage';
import { requireCustomer } from '../../session/requireSession.server';
import type { Route } from './+types/myProfile';

export const links = accountPageLinks;

export async function loader({ context }: Route.LoaderArgs) {
  const customer = await requireCustomer(context);
  return {
    profile: {
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      taxvat: customer.taxvat,
      business: isBusinessCustomer(customer),
      passwordRules: await passwordRules(context),
    },
  };
}

export const action = profileAction;

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(
    translate('account.myProfile'),
    matches[0]?.loaderData?.storeConfig?.storeName,
  );
}

/** The customer's profile (`/customer/my-profile`): names, e-mail and password. */
export default function Page({ loaderData }: Route.ComponentProps) {
  return <ProfilePage profile={loaderData.profile} />;
}
