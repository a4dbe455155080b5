import { useTaxDisplay } from '@agri-parts/react-hooks';
import { Header, MegaMenu } from '@agri-parts/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';
import { AccountControl } from './AccountControl';
import type { LayoutData } from './loadLayoutData.server';
import { menuLabels } from './menuLabels';
import { searchHref } from './searchHref';
import { shopPhone } from './shopContact';
import { toMegaMenuItems } from './toMegaMenuItems';
import { useStickyHeaderOffset } from './useStickyHeaderOffset';
import type { LayoutPanelState } from './useLayoutPanels';

const headerLabels = {
  search: translate('header.search'),
  searchPlaceholder: translate('header.searchPlaceholder'),
  searchSubmit: translate('header.searchSubmit'),
  account: translate('header.account'),
  wishlist: translate('header.wishlist'),
  wishlistCount: (count: number) =>
    translate(isSingular(count) ? 'header.wishlistCountOne' : 'header.wishlistCount', { count }),
  cart: translate('header.cart'),
  cartQuantity: (quantity: number) =>
    translate(isSingular(quantity) ? 'header.cartQuantityOne' : 'header.cartQuantity', {
      quantity,
    }),
  menu: translate('header.menu'),
  phone: translate('header.phone'),
  taxToggle: translate('tax.inclVat'),
  toggleOn: translate('toggle.on'),
  toggleOff: translate('toggle.off'),
};

/** Props of {@link ShopHeader}. */
export interface ShopHeaderProps {
  data: LayoutData;
  panels: LayoutPanelState;
}

/**
 * The shop's header (spec §2): the logo, the search, the phone, the tax toggle, the account, the
 * wishlist and cart buttons, the mobile menu's button and the mega menu.
 */
export function ShopHeader({ data, panels }: ShopHeaderProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const taxDisplay = useTaxDisplay();
  useStickyHeaderOffset();
  const { menu, setMenuOpen, setSearch } = panels;
  // Issue 23: on the results page the box shows the term searched for (server-rendered too),
  // until the shopper types; closing the overlay shows it again.
  const [searchParams] = useSearchParams();
  const searchedTerm = location.pathname === '/search' ? (searchParams.get('term') ?? '') : '';
  // The menu is among the largest parts of the layout: the same element while its data is the
  // same, so React skips it when the layout re-renders (the cart or the session arriving after
  // hydration, a panel opening).
  const megaMenu = useMemo(
    () => (
      <MegaMenu
        items={toMegaMenuItems(menu.items)}
        labels={menuLabels}
        singleRow
        closeSignal={location.key}
        onLoadChildren={menu.load}
        childrenFailed={menu.failed}
      />
    ),
    [menu.items, menu.load, menu.failed, location.key],
  );
  return (
    <Header
      logo={{
        src: data.logo.src,
        alt: data.logo.alt,
        href: '/',
        width: data.logo.width ?? undefined,
        height: data.logo.height ?? undefined,
      }}
      labels={headerLabels}
      phone={shopPhone}
      taxDisplay={{
        checked: taxDisplay.showIncludingTax,
        onCheckedChange: (checked) => taxDisplay.setTaxOff(!checked),
      }}
      account={<AccountControl onLoginOpen={() => setMenuOpen(false)} />}
      {...panels.wishlist.headerProps}
      {...panels.cart.headerProps}
      sticky={data.storeConfig?.stickyHeader ?? false}
      searchTerm={panels.search.open ? panels.search.term : searchedTerm}
      onSearchInput={(term) => setSearch({ open: true, term })}
      onSearchSubmit={(term, event) => {
        event.preventDefault();
        void navigate(searchHref(term));
      }}
      onMenuOpen={() => {
        // Together with the sidebar's code, not after it.
        menu.load();
        setMenuOpen(true);
      }}
      menuOpen={panels.menuOpen}
      navigation={megaMenu}
    />
  );
}
