import { useCart, useSession } from '@agri-parts/react-hooks';
import { cartBadgeQuantity, showCartButton } from '@agri-parts/sdk';
import type { HeaderProps } from '@agri-parts/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';

import { opensElsewhere } from '../navigation/opensElsewhere';

/** Where the header's cart link leads before the page runs, or opened in a new tab: the cart page. */
export const cartFallbackHref = '/cart';

/** What {@link useHeaderCart} gives the layout. */
export interface HeaderCart {
  /** The header's cart props: shown or not, the badge's quantity, and what a click does. */
  headerProps: Pick<HeaderProps, 'showCart' | 'cartQuantity' | 'onCartClick' | 'cartHref'>;
  /** Whether the cart sidebar is open. */
  sidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
}

/**
 * The header's cart control and the cart sidebar's open state (spec §2): the control shows unless
 * the customer's `hide_cart_button` is set or, without that, the store's ({@link showCartButton});
 * its badge is the cart's total quantity above zero (the cart is loaded as the control mounts).
 * It is a link to {@link cartFallbackHref} (as the wishlist's is to its page), so it works before
 * the page runs; once it runs, a plain click opens the sidebar instead and calls `onOpen` (the
 * layout closes the mobile menu). Any navigation closes the sidebar.
 */
export function useHeaderCart({
  storeHidesCartButton,
  onOpen,
}: {
  storeHidesCartButton: boolean | null | undefined;
  onOpen?: () => void;
}): HeaderCart {
  // The badge's quantity alone: the layout does not re-render while the cart loads.
  const badgeQuantity = useCart((state) => cartBadgeQuantity(state.cart?.totalQuantity));
  const { customer } = useSession();
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  // Following a link (a product, the checkout) closes the sidebar; derived while rendering.
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setSidebarOpen(false);
  }

  return {
    headerProps: {
      showCart: showCartButton({
        customerHidesCartButton: customer?.hideCartButton,
        storeHidesCartButton,
      }),
      cartQuantity: badgeQuantity ?? 0,
      // A link to the checkout that works before the page runs; once it runs a plain click opens
      // the sidebar instead. The same markup before and after hydration: nothing re-renders.
      onCartClick: (event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onOpen?.();
        setSidebarOpen(true);
      },
      cartHref: cartFallbackHref,
    },
    sidebarOpen,
    setSidebarOpen,
  };
}
