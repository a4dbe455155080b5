import { translate } from '../i18n/translate';
import { accountPaths } from './accountPaths';

/** One link of the account menu and of the account area's navigation. */
export interface AccountMenuLink {
  label: string;
  href: string;
  current: boolean;
}

/**
 * The account menu (spec §2): My profile, Addresses details, Order history. "My tractors" (the
 * `customer-find-my-tractor` group) stays out until the tractor finder of issue 6 exists; its
 * page says it is coming. `pathname` marks the page being shown.
 */
export function accountMenuItems(pathname: string): AccountMenuLink[] {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return [
    { label: translate('account.myProfile'), href: accountPaths.myProfile },
    { label: translate('account.addressesDetails'), href: accountPaths.addresses },
    { label: translate('account.orderHistory'), href: accountPaths.orderHistory },
  ].map((item) => ({
    ...item,
    current: path === item.href || path.startsWith(`${item.href}/`),
  }));
}
