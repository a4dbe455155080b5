import type { ListingQueryOptions } from '@agri-parts/sdk';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';

import { translate } from '../i18n/translate';
import { listingHref, type ListingData } from '../listing/listingView';

/**
 * "Vis flere" for the search page (spec §4: loading more increments the page and appends the
 * results). It is a link to the next `page`, and the page shows every page up to it (see
 * `loadedPages`), so the loaded results are in the address: Back from a product, a reload or a
 * shared link shows the same cards, and React Router's scroll restoration finds its place again.
 * The link replaces the history entry (Back leaves the search, not one page of it) and keeps the
 * scroll; the first new card's link then takes the focus, so a keyboard continues there.
 */
export function LoadMore({
  data,
  firstLoadedPage,
  queryOptions,
  children,
}: {
  data: ListingData;
  firstLoadedPage: number;
  queryOptions: ListingQueryOptions;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const nextHref = listingHref(
    data.path,
    { ...data.query, page: data.query.page + 1 },
    queryOptions,
  );
  const loading =
    navigation.state !== 'idle' && navigation.location.search === nextHref.slice(data.path.length);
  const focusFrom = useRef<number | null>(null);
  const count = data.products.length;
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || count <= from) return;
    focusFrom.current = null;
    const firstNew = document.querySelectorAll('.product-grid__item').item(from);
    firstNew?.querySelector('a')?.focus();
  }, [count]);

  return (
    <>
      {firstLoadedPage > 1 ? (
        <p className="load-more load-more--earlier">
          <Link
            className="ap-button ap-button--secondary ap-button--md"
            to={listingHref(data.path, { ...data.query, page: firstLoadedPage - 1 }, queryOptions)}
          >
            {translate('search.showEarlier')}
          </Link>
        </p>
      ) : null}
      {children}
      {data.query.page < data.totalPages ? (
        <p className="load-more">
          <Link
            className="ap-button ap-button--secondary ap-button--md"
            to={nextHref}
            replace
            preventScrollReset
            aria-disabled={loading || undefined}
            onClick={() => {
              focusFrom.current = count;
            }}
          >
            {loading ? translate('search.loading') : translate('search.loadMore')}
          </Link>
        </p>
      ) : null}
    </>
  );
}
