import { lazy, Suspense } from 'react';

import { menuLabels } from './menuLabels';
import type { LayoutPanelState } from './useLayoutPanels';

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

/**
 * The layout's panels, each mounted from its first opening on: the search overlay, the mobile
 * menu, the wishlist and the cart sidebars.
 */
export function LayoutPanels({ panels }: { panels: LayoutPanelState }) {
  const { search, setSearch, menu, wishlist, cart, opened } = panels;
  return (
    <>
      {opened.search ? (
        <Suspense fallback={null}>
          <HeaderSearchOverlay
            open={search.open}
            term={search.term}
            onTermChange={(term) => setSearch({ open: true, term })}
            onClose={() => setSearch({ open: false, term: '' })}
          />
        </Suspense>
      ) : null}
      {/* A boundary each: one panel loading does not hide another that is open. */}
      {opened.menu ? (
        <Suspense fallback={null}>
          <MobileMenuSidebar
            open={panels.menuOpen}
            onOpenChange={panels.setMenuOpen}
            items={menu.items}
            labels={menuLabels}
            onLoadChildren={menu.load}
            childrenFailed={menu.failed}
          />
        </Suspense>
      ) : null}
      {wishlist.enabled && opened.wishlist ? (
        <Suspense fallback={null}>
          <WishlistSidebar open={wishlist.open} onOpenChange={wishlist.setOpen} />
        </Suspense>
      ) : null}
      {opened.cart ? (
        <Suspense fallback={null}>
          <CartSidebar open={cart.sidebarOpen} onOpenChange={cart.setSidebarOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
