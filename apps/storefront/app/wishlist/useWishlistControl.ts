import { useSdk } from '@agri-parts/react-hooks';
import { useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useLocation } from 'react-router';

import { opensElsewhere } from '../navigation/opensElsewhere';
import { wishlistPath } from './wishlistPagination';

/** What {@link useWishlistControl} returns. */
export interface WishlistControl {
  enabled: boolean;
  /** Whether the wishlist sidebar is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The header's wishlist props: the link to `/onskeliste`, the count, and the click that opens the sidebar. */
  headerProps: {
    wishlistHref: string | null;
    wishlistCount?: number;
    onWishlistClick?: (event: MouseEvent<HTMLElement>) => void;
  };
}

/**
 * The header's wishlist control and the sidebar's open state (spec §2): the header links to
 * `/onskeliste` (so it works before hydration); in the browser a plain click opens the wishlist
 * sidebar instead, closing the mobile menu first (`onOpen`). Any navigation closes the sidebar.
 * The count is the wishlist store's (loaded by the sidebar).
 */
export function useWishlistControl(options: {
  enabled: boolean;
  onOpen: () => void;
}): WishlistControl {
  const { enabled, onOpen } = options;
  const { wishlist } = useSdk();
  const count = useSyncExternalStore(
    wishlist.subscribe,
    () => wishlist.getSnapshot().count,
    () => 0,
  );
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Any navigation (a link in the sidebar, Back, Forward) closes it; derived while rendering.
  const [locationKey, setLocationKey] = useState(location.key);
  if (locationKey !== location.key) {
    setLocationKey(location.key);
    setOpen(false);
  }

  return {
    enabled,
    open: enabled && open,
    setOpen,
    headerProps: enabled
      ? {
          wishlistHref: wishlistPath,
          wishlistCount: count,
          onWishlistClick: (event) => {
            if (opensElsewhere(event)) return;
            event.preventDefault();
            onOpen();
            setOpen(true);
          },
        }
      : { wishlistHref: null },
  };
}
