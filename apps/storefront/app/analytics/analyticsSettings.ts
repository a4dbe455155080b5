import type { StoredConsent } from '@agri-parts/sdk';

/** What the browser needs to know about analytics, from the root loader. */
export interface AnalyticsSettings {
  /** The tag manager container; `null`: none configured, nothing is loaded or sent. */
  containerId: string | null;
  /** The shopper's recorded consent choice; `null` before they chose. */
  consent: StoredConsent | null;
}
