import { consentCookieName, parseConsent } from '@agri-parts/sdk';

import { readCookie } from '../cookies/readCookie';
import { tagManagerContainerId } from '../sdk/storefrontConfig.server';
import type { AnalyticsSettings } from './analyticsSettings';

/**
 * The analytics settings of a request: the configured container and the consent choice its
 * `vsf-consent` cookie records (so the page is rendered with the banner shown or not, and the
 * head sends the choice before the tag manager loads).
 */
export function loadAnalyticsSettings(
  cookieHeader: string | null,
  now: Date = new Date(),
): AnalyticsSettings {
  return {
    containerId: tagManagerContainerId(),
    consent: parseConsent(readCookie(cookieHeader, consentCookieName), now),
  };
}
