import {
  createCookieStorage,
  createMemoryStorage,
  createSdk,
  isWishlistEnabled,
  pricesIncludeTax,
  shopConstants,
  type SessionState,
} from '@agri-parts/sdk';
import { SdkProvider, useTaxDisplay } from '@agri-parts/react-hooks';
import { useEffect, useState, type ReactNode } from 'react';

import { Analytics } from '../analytics/Analytics';
import type { AnalyticsSettings } from '../analytics/analyticsSettings';
import { browserCookieJar } from '../cookies/browserCookieJar';
import { IdleRoutePrefetch } from '../navigation/IdleRoutePrefetch';
import { PriceDisplayProvider } from '../price/PriceDisplay';
import {
  createBrowserPreferenceStorage,
  createServerPreferenceStorage,
  restoreLocalPreference,
} from '../price/preferenceStorage';
import { useSessionEnd } from '../session/useSessionEnd';
import { useSessionReactions } from '../session/useSessionReactions';
import { DefaultLayout } from './DefaultLayout';
import type { LayoutData } from './loadLayoutData.server';

/** Props of {@link AppShell}. */
export interface AppShellProps {
  data: LayoutData & {
    savedTaxOff: string | null;
    /** The key of the top bar the shopper closed, from its cookie. */
    dismissedTopBar?: string | null;
    session: SessionState;
    analytics: AnalyticsSettings;
  };
  children: ReactNode;
}

/**
 * What every page of the default layout sits in: the browser's SDK instance, talking to the
 * storefront's same-origin GraphQL proxy at `/graphql` (on the server one is created per render
 * and never sends a request), the tax display every price follows, and the layout.
 *
 * The customer session comes from the root loader (`sdk.session.hydrate`); the browser's SDK
 * never holds the token (the proxy adds it from its httpOnly cookie). When the API refuses the
 * session (`session:ended`), the page goes to the login with a full load, saying why and coming
 * back here after it, and the other tabs are told (`useSessionEnd`).
 *
 * The tax display is initialised before the first render from the `taxOff` cookie that mirrors
 * local storage — on the server from the request, in the browser from `document.cookie` — so
 * server and browser render the same prices.
 */
export function AppShell({ data, children }: AppShellProps) {
  const [sdk] = useState(() => {
    const instance = createSdk({
      endpoint: '/graphql',
      // The cart id (vsf-cart) and a guest's wishlist code (vsf-wishlist) live in script-readable
      // cookies, so they survive a reload; the token never reaches the browser's SDK.
      storage:
        typeof document === 'undefined'
          ? createMemoryStorage()
          : createCookieStorage(browserCookieJar()),
      tokenStorage: createMemoryStorage(),
      preferenceStorage:
        typeof document === 'undefined'
          ? createServerPreferenceStorage({ taxOff: data.savedTaxOff })
          : createBrowserPreferenceStorage(),
      // Started after the mount (useSessionReactions), never on the server.
      sessionReactions: false,
    });
    instance.session.hydrate(data.session);
    // Spec §6: a business customer (`pricesExcludeVat`: a VAT number or a company) without a
    // saved choice sees prices without VAT — in the checkout and on the order pages alike.
    instance.taxDisplay.initialise({
      catalogDisplayTax: data.storeConfig?.catalogDisplayTax,
      customerTaxvat: data.session.customer?.taxvat,
      customerCompanyId: data.session.customer?.companyId,
    });
    return instance;
  });
  // After a login, logout or profile change the root loader answers with the new session.
  const customerTaxvat = data.session.customer?.taxvat ?? null;
  const customerCompanyId = data.session.customer?.companyId ?? null;
  useEffect(() => {
    sdk.session.hydrate(data.session);
  }, [sdk, data.session]);
  useEffect(() => {
    if (customerTaxvat || customerCompanyId) {
      sdk.taxDisplay.initialise({ customerTaxvat, customerCompanyId });
    }
  }, [sdk, customerTaxvat, customerCompanyId]);
  // After a login the guest's cart, wish list and tractors move into the account; after a logout
  // the customer's give way (after the hydrate above, which the reactions follow).
  useSessionReactions(sdk, isWishlistEnabled(data.storeConfig));
  // An ended session: the login prompt here, every other tab signed out (useSessionEnd).
  useSessionEnd(sdk);
  // A choice only local storage kept (its cookie was cleared) comes back after hydration.
  useEffect(() => {
    const saved = restoreLocalPreference(shopConstants.localStorageKeys.taxOff);
    if (saved === 'true' || saved === 'false') sdk.taxDisplay.setTaxOff(saved === 'true');
  }, [sdk]);
  return (
    <SdkProvider sdk={sdk}>
      <IdleRoutePrefetch />
      <TaxDisplayProvider catalogDisplayTax={data.storeConfig?.catalogDisplayTax ?? null}>
        {/* Page views, add_to_cart and purchase, and the consent banner after the page. */}
        <Analytics settings={data.analytics} events={sdk.events}>
          <DefaultLayout data={data} dismissedTopBar={data.dismissedTopBar ?? null}>
            {children}
          </DefaultLayout>
        </Analytics>
      </TaxDisplayProvider>
    </SdkProvider>
  );
}

function TaxDisplayProvider({
  catalogDisplayTax,
  children,
}: {
  catalogDisplayTax: number | null;
  children: ReactNode;
}) {
  const { showIncludingTax } = useTaxDisplay();
  return (
    <PriceDisplayProvider
      settings={{ pricesIncludeTax: pricesIncludeTax(catalogDisplayTax), showIncludingTax }}
    >
      {children}
    </PriceDisplayProvider>
  );
}
