import type { EventBus } from '@agri-parts/sdk';
import { lazy, type ReactNode } from 'react';

import { LateHydrationBoundary } from '../layout/HydrationMarker';
import { useOpenedOnce } from '../layout/useOpenedOnce';
import type { AnalyticsSettings } from './analyticsSettings';
import { ConsentProvider, useConsent } from './ConsentProvider';
import { useCommerceEvents } from './useCommerceEvents';
import { usePageViews } from './usePageViews';

/**
 * Analytics and consent around the page (spec §4): page views 250 ms after each route change,
 * `add_to_cart` and `purchase` from the SDK's events, the consent context (for the footer link)
 * and, after the page, the consent banner. The head script (`tagManagerScript`) has already put
 * the consent defaults first in the data layer.
 */
export function Analytics({
  settings,
  events,
  children,
}: {
  settings: AnalyticsSettings;
  events: EventBus;
  children: ReactNode;
}) {
  usePageViews();
  useCommerceEvents(events);
  return (
    <ConsentProvider settings={settings}>
      {children}
      <ConsentBannerSlot />
    </ConsentProvider>
  );
}

// The banner's code loads with its first opening: a shopper who has chosen (or a shop without a
// tag manager) never loads it. Its boundary holds the page's hydrated mark until the code has
// arrived: before that the server's "Godta alle" has no handler and React drops the click.
const ConsentBannerControl = lazy(() =>
  import('./ConsentBannerControl').then((module) => ({ default: module.ConsentBannerControl })),
);

function ConsentBannerSlot() {
  const opened = useOpenedOnce(useConsent().bannerOpen);
  return opened ? (
    <LateHydrationBoundary>
      <ConsentBannerControl />
    </LateHydrationBoundary>
  ) : null;
}
