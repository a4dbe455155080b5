import { translate } from '../i18n/translate';
import { accountPaths } from './accountPaths';

/** One link of the account menu and of the account area's navigation. */
export interface AccountMenuLink {
  label: string;
  href: string;
  current: boolean;
}

/** An account menu group (spec §2), by the route name of its page. */
export type AccountMenuGroup =
  | 'customer-my-profile'
  | 'customer-addresses-details'
  | 'customer-find-my-tractor'
  | 'customer-order-history'
  | 'customer-downloads'
  | 'customer-saved-lists';

const groupLinks: Record<AccountMenuGroup, { label: string; href: string }> = {
  'customer-my-profile': { label: translate('account.myProfile'), href: accountPaths.myProfile },
  'customer-addresses-details': {
    label: translate('account.addressesDetails'),
    href: accountPaths.addresses,
  },
  'customer-find-my-tractor': {
    label: translate('account.myTractors'),
    href: accountPaths.findMyTractor,
  },
  'customer-order-history': {
    label: translate('account.orderHistory'),
    href: accountPaths.orderHistory,
  },
  'customer-downloads': { label: translate('account.downloads'), href: accountPaths.downloads },
  'customer-saved-lists': {
    label: translate('account.savedLists'),
    href: accountPaths.savedLists,
  },
};

/**
 * The menu without configured groups (spec §2): My Profile, Addresses details, Order history.
 */
export const defaultAccountMenu: readonly AccountMenuGroup[] = [
  'customer-my-profile',
  'customer-addresses-details',
  'customer-order-history',
];

/**
 * The shop's configured account menu groups, which replace the default list: the four of spec §2
 * — My profile, Addresses details, My tractors (issue 6), Order history — and the purchased
 * files, My downloads (issue 22), and the saved lists, My lists (issue 24).
 */
export const configuredAccountMenu: readonly AccountMenuGroup[] | null = [
  'customer-my-profile',
  'customer-addresses-details',
  'customer-find-my-tractor',
  'customer-order-history',
  'customer-downloads',
  'customer-saved-lists',
];

/** The quick order page (issue 24), which the header's account menu offers business customers. */
export const quickOrderPath = '/hurtigbestilling';

/**
 * The header's account menu: the account's links, and for a business customer (a company id or a
 * VAT number, the SDK's `isBusinessCustomer`) "Hurtigbestilling" after them — buyers ordering from
 * their own parts lists. Pure.
 */
export function headerAccountMenuItems(pathname: string, business: boolean): AccountMenuLink[] {
  const items = accountMenuItems(pathname);
  if (!business) return items;
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return [
    ...items,
    {
      label: translate('header.quickOrder'),
      href: quickOrderPath,
      current: path === quickOrderPath,
    },
  ];
}

/**
 * The account menu's links, from the configured groups or else the default list (the header
 * appends Log out). `pathname` marks the page being shown, its sub-pages and its
 * `/customer/MyAccount/...` duplicate included.
 */
export function accountMenuItems(
  pathname: string,
  groups: readonly AccountMenuGroup[] | null = configuredAccountMenu,
): AccountMenuLink[] {
  const path = pathname
    .replace(/\/+$/, '')
    .toLowerCase()
    .replace(/^\/customer\/myaccount\//, '/customer/');
  return (groups ?? defaultAccountMenu).map((group) => {
    const { label, href } = groupLinks[group];
    return {
      label,
      href,
      current: path === href || path.startsWith(`${href}/`),
    };
  });
}
