import type { ListingQueryOptions } from '@agri-parts/sdk';
import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';

import { translate } from '../i18n/translate';
import { listingHref, type ListingData } from '../listing/listingView';

interface LoadedPages {
  /** The listing the pages belong to: its address without the page. */
  key: string;
  views: ListingData[];
}

/**
 * "Show more" for the search page (spec §4: loading more increments the page and appends the
 * results): the next page is loaded in the background and its products added below. The page
 * links stay, so the listing works without JavaScript and every page has an address.
 */
export function LoadMore({
  data: view,
  queryOptions,
  children,
}: {
  data: ListingData;
  queryOptions: ListingQueryOptions;
  children: (data: ListingData) => ReactNode;
}) {
  const fetcher = useFetcher<{ listing: ListingData | null }>();
  const key = listingHref(view.path, { ...view.query, page: 1 }, queryOptions);
  const [loaded, setLoaded] = useState<LoadedPages>({ key, views: [] });
  // A new search (another term, filter or sort) starts from its own first page.
  const pages = loaded.key === key ? loaded.views : [];
  const fetched = fetcher.data?.listing;
  if (
    fetched &&
    fetcher.state === 'idle' &&
    !pages.includes(fetched) &&
    fetched.query.page > (pages.at(-1) ?? view).query.page
  ) {
    setLoaded({ key, views: [...pages, fetched] });
  }
  const last = pages.at(-1) ?? view;
  const combined: ListingData = {
    ...last,
    products: [view, ...pages].flatMap((page) => page.products),
  };
  const hasMore = last.query.page < last.totalPages;

  return (
    <>
      {children(combined)}
      {hasMore ? (
        <p className="load-more">
          <button
            type="button"
            className="ap-button ap-button--secondary ap-button--md"
            disabled={fetcher.state !== 'idle'}
            onClick={() =>
              fetcher.load(
                listingHref(view.path, { ...last.query, page: last.query.page + 1 }, queryOptions),
              )
            }
          >
            {fetcher.state === 'idle' ? translate('search.loadMore') : translate('search.loading')}
          </button>
        </p>
      ) : null}
    </>
  );
}
