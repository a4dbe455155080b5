import { createPageViewScheduler, pageViewEntry } from '@agri-parts/sdk';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

import { pushToDataLayer } from './dataLayer';

/**
 * Pushes `page_view` 250 ms after each route change, the first page included (spec §4, §9). The
 * delay lets the new page set its title; a page left within it is not counted.
 */
export function usePageViews(): void {
  const location = useLocation();
  const [pageViews] = useState(() => createPageViewScheduler());
  useEffect(() => {
    pageViews.schedule(() =>
      pushToDataLayer(pageViewEntry({ url: window.location.href, title: document.title })),
    );
  }, [pageViews, location.key]);
  useEffect(() => () => pageViews.cancel(), [pageViews]);
}
