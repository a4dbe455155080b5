import { isWishlistEnabled } from '@agri-parts/sdk';
import { useState } from 'react';
import { useLocation } from 'react-router';

import { useHeaderCart, type HeaderCart } from '../cart/useHeaderCart';
import { useWishlistControl, type WishlistControl } from '../wishlist/useWishlistControl';
import type { LayoutData } from './loadLayoutData.server';
import { useNavigationChildren, type NavigationChildren } from './useNavigationChildren';
import { useOpenedOnce } from './useOpenedOnce';

/** What {@link useLayoutPanels} gives the header and the panels. */
export interface LayoutPanelState {
  /** Whether the mobile menu is open. */
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  /** The header's search: its overlay opens with the first letter typed. */
  search: { open: boolean; term: string };
  setSearch: (search: { open: boolean; term: string }) => void;
  cart: HeaderCart;
  wishlist: WishlistControl;
  /** The menus' entries; their lower levels load when a menu first wants them. */
  menu: NavigationChildren;
  /** Which panels have been open at least once, and so are mounted ({@link useOpenedOnce}). */
  opened: { menu: boolean; search: boolean; cart: boolean; wishlist: boolean };
}

/**
 * The open state of the layout's panels (spec §2): the mobile menu, the search overlay, the cart
 * and the wishlist sidebars, with the menus' entries. The layout calls it on every page, the
 * checkout's too, so what was loaded or opened once stays for the rest of the visit.
 */
export function useLayoutPanels(data: LayoutData): LayoutPanelState {
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [search, setSearch] = useState({ open: false, term: '' });
  // Any navigation (a link, Back, Forward) closes the mobile menu; derived while rendering.
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    setMenuOpen(false);
    setSearch({ open: false, term: '' });
  }
  const cart = useHeaderCart({
    storeHidesCartButton: data.storeConfig?.hideCartButton,
    // Spec §2: opening the cart first closes the mobile menu.
    onOpen: () => setMenuOpen(false),
  });
  // Spec §2: the header's wishlist opens its sidebar, closing the mobile menu first.
  const wishlist = useWishlistControl({
    enabled: isWishlistEnabled(data.storeConfig),
    onOpen: () => setMenuOpen(false),
  });
  // The page carries the menu's top level; its panels load when a menu first wants them.
  const menu = useNavigationChildren(data.navigation);
  const opened = {
    menu: useOpenedOnce(menuOpen),
    search: useOpenedOnce(search.open),
    cart: useOpenedOnce(cart.sidebarOpen),
    wishlist: useOpenedOnce(wishlist.open),
  };
  return { menuOpen, setMenuOpen, search, setSearch, cart, wishlist, menu, opened };
}
