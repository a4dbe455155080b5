import { businessApproval, isBusinessCustomer } from '@agri-parts/sdk';

import { passwordRules } from '../../account/accountActions.server';
import { accountMeta } from '../../account/accountMeta';
import { translate } from '../../i18n/translate';
import { accountPageLinks } from '../../account/accountPageLinks';
import { profileAction } from '../../account/profileAction.server';
import { ProfilePage } from '../../account/ProfilePage';
import { sessionContext } from '../../session/sessionContext';
import { requireCustomer } from '../../session/requireSession.server';
import type { Route } from './+types/myProfile';

export const links = accountPageLinks;

export async function loader({ context }: Route.LoaderArgs) {
  const customer = await requireCustomer(context);
  const { state } = await context.get(sessionContext)();
  return {
    profile: {
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      taxvat: customer.taxvat,
      phoneNumber: customer.phoneNumber,
      companyType: customer.companyType,
      business: isBusinessCustomer(customer),
      approval: businessApproval(customer, state.creditCheckApproved),
      passwordRules: await passwordRules(context),
      isSubscribed: customer.isSubscribed,
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
