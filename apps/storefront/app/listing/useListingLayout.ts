import type { ListingView as ListingLayout } from '@agri-parts/ui';
import { useCallback, useState } from 'react';
import { useRouteLoaderData } from 'react-router';

import { browserCookieJar } from '../cookies/browserCookieJar';
import { readCookie } from '../cookies/readCookie';
import { listingLayoutCookie } from './listingLayoutCookie';

export { listingLayoutCookie };

/** Grid or list as the cookie says; grid unless it says list. */
export function readListingLayout(cookieHeader: string | null | undefined): ListingLayout {
  return readCookie(cookieHeader, listingLayoutCookie) === 'list' ? 'list' : 'grid';
}

/**
 * The listing's grid / list choice, remembered for a year in a cookie. It starts from what the
 * page was rendered with (read from the same cookie on the server), so hydration matches.
 */
export function useListingLayout(): [ListingLayout, (layout: ListingLayout) => void] {
  const rendered = useRouteLoaderData<{ listingLayout?: ListingLayout }>('root')?.listingLayout;
  const [layout, setLayoutState] = useState<ListingLayout>(rendered ?? 'grid');
  const setLayout = useCallback((next: ListingLayout) => {
    browserCookieJar().set(
      `${listingLayoutCookie}=${next}; Max-Age=31536000; Path=/; SameSite=Strict`,
    );
    setLayoutState(next);
  }, []);
  return [layout, setLayout];
}
