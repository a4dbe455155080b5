import { useNotifications, useTaxDisplay } from '@agri-parts/react-hooks';
import { isWishlistEnabled } from '@agri-parts/sdk';
import { Footer, Header, LoadingBar, MegaMenu, NotificationArea, TopBar } from '@agri-parts/ui';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigate, useNavigation } from 'react-router';

import { CookieSettingsLink } from '../analytics/CookieSettingsLink';
import { CheckoutHeader } from '../checkout/CheckoutHeader';
import { pageLayout } from '../checkout/checkoutLayout';
import { useHeaderCart } from '../cart/useHeaderCart';
import { CmsContent } from '../cms/CmsContent';
import { ActiveTractorBarSlot } from '../tractors/ActiveTractorBarSlot';
import { useWishlistControl } from '../wishlist/useWishlistControl';
import { AccountControl } from './AccountControl';
import { translate } from '../i18n/translate';
import { isSingular } from '../i18n/isSingular';
import { defaultStoreName } from '../meta/pageTitle';
import { searchHref } from './searchHref';
import { useNavigationChildren } from './useNavigationChildren';
import { useOpenedOnce } from './useOpenedOnce';
import type { LayoutData } from './loadLayoutData.server';
import { shopPhone } from './shopContact';

// The panels a click or the first letter typed in the search field opens load with their first opening, not with every page: Radix Dialog, the
// cart's lines and forms, the wish list and the mobile menu are out of the first-load JavaScript.
const CartSidebar = lazy(() =>
  import('../cart/CartSidebar').then((module) => ({ default: module.CartSidebar })),
);
const WishlistSidebar = lazy(() =>
  import('../wishlist/WishlistSidebar').then((module) => ({ default: module.WishlistSidebar })),
);
const HeaderSearchOverlay = lazy(() =>
  import('./HeaderSearchOverlay').then((module) => ({ default: module.HeaderSearchOverlay })),
);
const MobileMenuSidebar = lazy(() =>
  import('./MobileMenuSidebar').then((module) => ({ default: module.MobileMenuSidebar })),
);

/** Props of {@link DefaultLayout}. */
export interface DefaultLayoutProps {
  data: LayoutData;
  children: ReactNode;
}

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

const menuLabels = {
  navigation: translate('navigation.mainMenu'),
  submenu: (title: string) => translate('navigation.submenu', { title }),
  loading: translate('navigation.menuLoading'),
  loadFailed: translate('navigation.menuLoadFailed'),
  retry: translate('navigation.menuRetry'),
};

/**
 * The default layout of spec §2: the top bar (when enabled), the header with the mega menu, the
 * mobile menu in a sidebar, the cart button with its badge and the cart sidebar, the notification area, the active tractor (once the shopper has
 * saved one), the page and the footer, with a loading bar
 * while the next page loads. Checkout steps get only the logo above the page (spec §2).
 */
export function DefaultLayout({ data, children }: DefaultLayoutProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { notifications, dismiss } = useNotifications();
  const [menuOpen, setMenuOpen] = useState(false);
  const [search, setSearch] = useState({ open: false, term: '' });
  const closeSearch = () => setSearch({ open: false, term: '' });
  // Any navigation (a link, Back, Forward) closes the mobile menu; derived while rendering.
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    setMenuOpen(false);
    setSearch({ open: false, term: '' });
  }
  const taxDisplay = useTaxDisplay();
  const cart = useHeaderCart({
    storeHidesCartButton: data.storeConfig?.hideCartButton,
    // Spec §2: opening the cart first closes the mobile menu.
    onOpen: () => setMenuOpen(false),
  });
  const storeName = data.storeConfig?.storeName ?? defaultStoreName;
  // Spec §2: the header's wishlist opens its sidebar, closing the mobile menu first.
  const wishlist = useWishlistControl({
    enabled: isWishlistEnabled(data.storeConfig),
    onOpen: () => setMenuOpen(false),
  });
  // The page carries the menu's top level; its panels load when a menu first wants them.
  const menu = useNavigationChildren(data.navigation);
  const menuOpened = useOpenedOnce(menuOpen);
  const searchOpened = useOpenedOnce(search.open);
  const cartOpened = useOpenedOnce(cart.sidebarOpen);
  const wishlistOpened = useOpenedOnce(wishlist.open);
  // Spec §2: checkout steps get a header with only the logo (thank-you keeps the full layout).
  const matches = useMatches();
  // The menu and the footer are the largest parts of the layout: the same elements while their
  // data is the same, so React skips them when the layout re-renders (the cart or the session
  // arriving after hydration, a panel opening).
  const megaMenu = useMemo(
    () => (
      <MegaMenu
        items={menu.items}
        labels={menuLabels}
        closeSignal={location.key}
        onLoadChildren={menu.load}
        childrenFailed={menu.failed}
      />
    ),
    [menu.items, menu.load, menu.failed, location.key],
  );
  const footer = useMemo(
    () => (
      <Footer
        columns={data.footer.columns}
        contact={data.footer.contactHtml ? <CmsContent html={data.footer.contactHtml} /> : null}
        bottomText={
          <>
            {translate('footer.bottomText', { storeName })} <CookieSettingsLink />
          </>
        }
        labels={{ navigation: translate('navigation.footer') }}
      />
    ),
    [data.footer, storeName],
  );
  const notificationArea = (
    <NotificationArea
      notifications={notifications}
      onDismiss={(id) => dismiss(String(id))}
      labels={{
        region: translate('notifications.region'),
        dismiss: translate('notifications.dismiss'),
      }}
    />
  );
  if (
    pageLayout({ routeIds: matches.map((match) => match.id), pathname: location.pathname }) ===
    'minimal'
  ) {
    return (
      <>
        <LoadingBar
          active={navigation.state !== 'idle'}
          labels={{ loading: translate('navigation.loading') }}
        />
        <a className="skip-link" href="#main">
          {translate('navigation.skipToContent')}
        </a>
        <CheckoutHeader
          logo={{
            src: data.logo.src,
            alt: data.logo.alt,
            width: data.logo.width ?? undefined,
            height: data.logo.height ?? undefined,
          }}
        />
        {notificationArea}
        <main id="main" className="page page--checkout" tabIndex={-1}>
          {children}
        </main>
      </>
    );
  }

  return (
    <>
      <LoadingBar
        active={navigation.state !== 'idle'}
        labels={{ loading: translate('navigation.loading') }}
      />
      <a className="skip-link" href="#main">
        {translate('navigation.skipToContent')}
      </a>
      {/* Outside the header, so a sticky header does not keep it on screen as well. */}
      {data.topBar ? (
        <TopBar
          backgroundColor={data.topBar.backgroundColor}
          textColor="#ffffff"
          dismissible
          labels={{ dismiss: translate('topBar.dismiss') }}
        >
          <CmsContent html={data.topBar.html} />
        </TopBar>
      ) : null}
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
        {...wishlist.headerProps}
        {...cart.headerProps}
        sticky={data.storeConfig?.stickyHeader ?? false}
        searchTerm={search.term}
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
        menuOpen={menuOpen}
        navigation={megaMenu}
      />
      {searchOpened ? (
        <Suspense fallback={null}>
          <HeaderSearchOverlay
            open={search.open}
            term={search.term}
            onTermChange={(term) => setSearch({ open: true, term })}
            onClose={closeSearch}
          />
        </Suspense>
      ) : null}
      {/* A boundary each: one panel loading does not hide another that is open. */}
      {menuOpened ? (
        <Suspense fallback={null}>
          <MobileMenuSidebar
            open={menuOpen}
            onOpenChange={setMenuOpen}
            items={menu.items}
            labels={menuLabels}
            onLoadChildren={menu.load}
            childrenFailed={menu.failed}
          />
        </Suspense>
      ) : null}
      {wishlist.enabled && wishlistOpened ? (
        <Suspense fallback={null}>
          <WishlistSidebar open={wishlist.open} onOpenChange={wishlist.setOpen} />
        </Suspense>
      ) : null}
      {cartOpened ? (
        <Suspense fallback={null}>
          <CartSidebar open={cart.sidebarOpen} onOpenChange={cart.setSidebarOpen} />
        </Suspense>
      ) : null}
      {notificationArea}
      <ActiveTractorBarSlot />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </>
  );
}
