import { useNotifications } from '@agri-parts/react-hooks';
import { Footer, LoadingBar, NotificationArea } from '@agri-parts/ui';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';

import { CookieSettingsLink } from '../analytics/CookieSettingsLink';
import { CheckoutHeader } from '../checkout/CheckoutHeader';
import { pageLayout } from '../checkout/checkoutLayout';
import { CmsContent } from '../cms/CmsContent';
import { RouteAnnouncer } from '../navigation/RouteAnnouncer';
import { NewsletterSignupForm } from '../newsletter/FooterNewsletter';
import { NewsletterModalSlot } from '../newsletter/NewsletterModalSlot';
import { ActiveTractorBarSlot } from '../tractors/ActiveTractorBarSlot';
import { translate } from '../i18n/translate';
import { defaultStoreName } from '../meta/pageTitle';
import { LayoutPanels } from './LayoutPanels';
import type { LayoutData } from './loadLayoutData.server';
import { ShopHeader } from './ShopHeader';
import { ShopTopBar } from './ShopTopBar';
import { useLayoutPanels } from './useLayoutPanels';

/** Props of {@link DefaultLayout}. */
export interface DefaultLayoutProps {
  data: LayoutData;
  /** The key of the top bar the shopper closed (its cookie), if any. */
  dismissedTopBar?: string | null;
  children: ReactNode;
}

/**
 * The default layout of spec §2: the top bar (when enabled), the header with the mega menu, the
 * mobile menu in a sidebar, the cart button with its badge and the cart sidebar, the notification area, the active tractor (once the shopper has
 * saved one), the page and the footer, with a loading bar
 * while the next page loads. Checkout steps get only the logo above the page (spec §2).
 */
export function DefaultLayout({ data, dismissedTopBar = null, children }: DefaultLayoutProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const { notifications, dismiss, pause, resume } = useNotifications();
  // On checkout steps too: the menu's loaded levels and the panels opened once are kept through them.
  const panels = useLayoutPanels(data);
  const storeName = data.storeConfig?.storeName ?? defaultStoreName;
  // Spec §2: checkout steps get a header with only the logo (thank-you keeps the full layout).
  const matches = useMatches();
  // The footer is among the largest parts of the layout: the same element while its data is the
  // same, so React skips it when the layout re-renders (the cart or the session arriving after
  // hydration, a panel opening).
  const footer = useMemo(
    () => (
      <Footer
        columns={data.footer.columns}
        contact={
          <>
            {data.footer.contactHtml ? <CmsContent html={data.footer.contactHtml} /> : null}
            <NewsletterSignupForm id="newsletter-footer" headingLevel="h3" />
          </>
        }
        bottomText={
          <>
            {translate('footer.bottomText', { storeName })} <CookieSettingsLink />
          </>
        }
        labels={{ navigation: translate('navigation.footer') }}
      />
    ),
    [data.footer, storeName],
  );
  const notificationArea = (
    <NotificationArea
      notifications={notifications}
      onDismiss={(id) => dismiss(String(id))}
      onPause={pause}
      onResume={resume}
      labels={{
        region: translate('notifications.region'),
        dismiss: translate('notifications.dismiss'),
      }}
    />
  );
  if (
    pageLayout({ routeIds: matches.map((match) => match.id), pathname: location.pathname }) ===
    'minimal'
  ) {
    return (
      <>
        <LoadingBar
          active={navigation.state !== 'idle'}
          labels={{ loading: translate('navigation.loading') }}
        />
        <a className="skip-link" href="#main">
          {translate('navigation.skipToContent')}
        </a>
        <CheckoutHeader
          logo={{
            src: data.logo.src,
            alt: data.logo.alt,
            width: data.logo.width ?? undefined,
            height: data.logo.height ?? undefined,
          }}
        />
        {notificationArea}
        <main id="main" className="page page--checkout" tabIndex={-1}>
          {children}
        </main>
        <RouteAnnouncer />
      </>
    );
  }

  return (
    <>
      <LoadingBar
        active={navigation.state !== 'idle'}
        labels={{ loading: translate('navigation.loading') }}
      />
      <a className="skip-link" href="#main">
        {translate('navigation.skipToContent')}
      </a>
      {/* Outside the header, so a sticky header does not keep it on screen as well. */}
      <ShopTopBar topBar={data.topBar} links={data.topMenu} dismissedKey={dismissedTopBar} />
      <ShopHeader data={data} panels={panels} />
      <LayoutPanels panels={panels} />
      {notificationArea}
      <ActiveTractorBarSlot />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <RouteAnnouncer />
      {footer}
      <NewsletterModalSlot />
    </>
  );
}
