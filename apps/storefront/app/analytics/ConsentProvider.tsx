import {
  consentCookieName,
  consentUpdateCommand,
  createCookieStorage,
  serializeConsent,
  type ConsentChoice,
} from '@agri-parts/sdk';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

import { browserCookieJar } from '../cookies/browserCookieJar';
import type { AnalyticsSettings } from './analyticsSettings';
import { pushConsentCommand } from './dataLayer';

/** The shopper's consent and the banner, as {@link useConsent} gives them. */
export interface ConsentControl {
  /** Whether a tag manager is configured: without one there is nothing to consent to. */
  enabled: boolean;
  /** The recorded choice; `null` before the shopper chose. */
  choice: ConsentChoice | null;
  bannerOpen: boolean;
  /** Shows the banner again, on the categories (the footer's "Informasjonskapsler"). */
  openSettings(): void;
  /** Records the choice (cookie), tells the tag manager (consent update) and closes the banner. */
  decide(choice: ConsentChoice): void;
  /** How the banner opens: `summary` on a first visit, `choose` from the footer. */
  bannerView: 'summary' | 'choose';
}

const ConsentContext = createContext<ConsentControl | null>(null);

function writeConsentCookie(choice: ConsentChoice): void {
  createCookieStorage(browserCookieJar()).set(
    consentCookieName,
    serializeConsent(choice, new Date()),
  );
}

/**
 * Holds the consent choice of the page. The banner shows while a tag manager is configured and
 * the shopper has not chosen (the server read the cookie, so it is rendered shown or not); a
 * choice goes into the `vsf-consent` cookie (365 days) and the data layer as a consent update.
 */
export function ConsentProvider({
  settings,
  children,
}: {
  settings: AnalyticsSettings;
  children: ReactNode;
}) {
  const enabled = settings.containerId !== null;
  const [choice, setChoice] = useState<ConsentChoice | null>(() =>
    settings.consent
      ? { statistics: settings.consent.statistics, marketing: settings.consent.marketing }
      : null,
  );
  const [banner, setBanner] = useState<{ open: boolean; view: 'summary' | 'choose' }>({
    open: enabled && settings.consent === null,
    view: 'summary',
  });

  const decide = useCallback((next: ConsentChoice) => {
    writeConsentCookie(next);
    pushConsentCommand(consentUpdateCommand(next));
    setChoice(next);
    setBanner({ open: false, view: 'summary' });
  }, []);
  const openSettings = useCallback(() => setBanner({ open: true, view: 'choose' }), []);

  const value = useMemo(
    () => ({
      enabled,
      choice,
      bannerOpen: enabled && banner.open,
      bannerView: banner.view,
      openSettings,
      decide,
    }),
    [enabled, choice, banner, openSettings, decide],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/** The page's {@link ConsentControl}; throws outside {@link ConsentProvider}. */
export function useConsent(): ConsentControl {
  const control = useOptionalConsent();
  if (!control) throw new Error('useConsent needs a <ConsentProvider> above it.');
  return control;
}

/** The page's {@link ConsentControl}, or `null` outside {@link ConsentProvider} (a bare layout). */
export function useOptionalConsent(): ConsentControl | null {
  return useContext(ConsentContext);
}
