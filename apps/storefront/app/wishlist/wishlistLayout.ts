import type { ListingView as WishlistLayout } from '@agri-parts/ui';
import { useCallback, useState } from 'react';

import { browserCookieJar } from '../cookies/browserCookieJar';
import { readCookie } from '../cookies/readCookie';

/**
 * The cookie that remembers the wishlist page's grid or list (its own choice, spec §2: the
 * category and the wishlist view toggles are separate), readable by the server so the page
 * renders with it.
 */
export const wishlistLayoutCookie = 'wishlist-view';

/** Grid or list as the cookie says; grid unless it says list. Pure. */
export function readWishlistLayout(cookieHeader: string | null | undefined): WishlistLayout {
  return readCookie(cookieHeader, wishlistLayoutCookie) === 'list' ? 'list' : 'grid';
}

/**
 * The wishlist page's grid / list choice, remembered for a year in a cookie, starting from what
 * the page was rendered with (so hydration matches).
 */
export function useWishlistLayout(
  rendered: WishlistLayout,
): [WishlistLayout, (layout: WishlistLayout) => void] {
  const [layout, setLayoutState] = useState<WishlistLayout>(rendered);
  const setLayout = useCallback((next: WishlistLayout) => {
    browserCookieJar().set(
      `${wishlistLayoutCookie}=${next}; Max-Age=31536000; Path=/; SameSite=Strict`,
    );
    setLayoutState(next);
  }, []);
  return [layout, setLayout];
}
