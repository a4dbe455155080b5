import { describe, expect, it } from 'vitest';

import { accountMenuItems, headerAccountMenuItems } from './accountMenuItems';

describe('accountMenuItems', () => {
  it('lists the configured groups of spec §2: profile, addresses, tractors, orders, downloads, lists, in Norwegian', () => {
    expect(accountMenuItems('/').map(({ label, href }) => [label, href])).toEqual([
      ['Min profil', '/customer/my-profile'],
      ['Adresser', '/customer/addresses-details'],
      ['Mine traktorer', '/customer/find-my-tractor'],
      ['Ordrehistorikk', '/customer/order-history'],
      ['Mine nedlastinger', '/customer/downloads'],
      ['Mine lister', '/customer/saved-lists'],
    ]);
  });

  it('lists My profile, Addresses details and Order history without configured groups', () => {
    expect(accountMenuItems('/', null).map(({ href }) => href)).toEqual([
      '/customer/my-profile',
      '/customer/addresses-details',
      '/customer/order-history',
    ]);
  });

  it('marks the page being shown, its sub-pages included', () => {
    const current = (path: string) =>
      accountMenuItems(path)
        .filter((item) => item.current)
        .map((item) => item.href);
    expect(current('/customer/my-profile')).toEqual(['/customer/my-profile']);
    expect(current('/customer/addresses-details/edit/3')).toEqual(['/customer/addresses-details']);
    expect(current('/Customer/Order-History/')).toEqual(['/customer/order-history']);
    expect(current('/customer/order-history-old')).toEqual([]);
    expect(current('/customer/MyAccount/my-profile')).toEqual(['/customer/my-profile']);
    expect(current('/customer/MyAccount/addresses-details/create')).toEqual([
      '/customer/addresses-details',
    ]);
    expect(current('/')).toEqual([]);
  });

  it('lists the configured groups instead of the default list, in their order', () => {
    const items = accountMenuItems('/customer/find-my-tractor', [
      'customer-order-history',
      'customer-find-my-tractor',
    ]);
    expect(items).toEqual([
      { label: 'Ordrehistorikk', href: '/customer/order-history', current: false },
      { label: 'Mine traktorer', href: '/customer/find-my-tractor', current: true },
    ]);
  });

  it('offers a business customer the quick order in the header menu, and no one else', () => {
    expect(headerAccountMenuItems('/', false)).toEqual(accountMenuItems('/'));
    expect(headerAccountMenuItems('/hurtigbestilling/', true).at(-1)).toEqual({
      label: 'Hurtigbestilling',
      href: '/hurtigbestilling',
      current: true,
    });
  });
});
