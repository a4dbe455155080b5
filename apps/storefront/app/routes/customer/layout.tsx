import { AccountNavigation } from '@agri-parts/ui';
import { Outlet, useLocation } from 'react-router';

import { accountMenuItems } from '../../account/accountMenuItems';
import { accountMeta } from '../../account/accountMeta';
import { accountPaths, redirectToParameter } from '../../account/accountPaths';
import { translate } from '../../i18n/translate';
import { requireCustomer, requireSessionMiddleware } from '../../session/requireSession.server';
import type { Route } from './+types/layout';

/** A visitor without a customer token gets a 302 to the login page, and back after it. */
export const middleware: Route.MiddlewareFunction[] = [requireSessionMiddleware];

/**
 * The signed-in customer's name. Also what makes a client-side navigation between account pages
 * ask the server, so the guard runs then too.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const customer = await requireCustomer(context);
  return { firstname: customer.firstname };
}

export function meta({ matches }: Route.MetaArgs) {
  return accountMeta(translate('account.title'), matches[0]?.loaderData?.storeConfig?.storeName);
}

/** The account area (`/customer`, title "Account"): its navigation beside the page. */
export default function CustomerLayout() {
  const location = useLocation();
  return (
    <div className="account-area">
      <AccountNavigation
        className="account-area__navigation"
        items={accountMenuItems(location.pathname)}
        labels={{ navigation: translate('account.title'), logout: translate('account.logOut') }}
        logout={{
          action: accountPaths.logout,
          fields: { [redirectToParameter]: `${location.pathname}${location.search}` },
        }}
      />
      <div className="account-area__page">
        <Outlet />
      </div>
    </div>
  );
}
