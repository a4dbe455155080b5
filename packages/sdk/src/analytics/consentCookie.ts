import type { ConsentChoice } from './consentMode';

/**
 * The first-party cookie that keeps the shopper's consent choice. Not one of
 * `shopConstants.cookies.names`, so a logout keeps it: the choice belongs to the browser, not to
 * the session.
 */
export const consentCookieName = 'vsf-consent';

/**
 * The version of the banner's choices. A stored choice of another version is not valid (the
 * banner asks again), so raising it after the categories change asks every shopper anew.
 */
export const consentVersion = 1;

/** How long a choice is kept: the shop's cookie lifetime (spec §9), in days. */
export const consentLifetimeDays = 365;

/** A recorded choice: what was chosen, under which version, and when. */
export interface StoredConsent extends ConsentChoice {
  version: number;
  /** When the shopper chose, as an ISO 8601 timestamp. */
  date: string;
}

/** The cookie value (before percent-encoding) recording `choice` at `now`. Pure. */
export function serializeConsent(choice: ConsentChoice, now: Date): string {
  const stored: StoredConsent = {
    version: consentVersion,
    date: now.toISOString(),
    statistics: choice.statistics,
    marketing: choice.marketing,
  };
  return JSON.stringify(stored);
}

/**
 * The choice a cookie value records, or `null` when there is none, it cannot be read, or it was
 * made under another {@link consentVersion} or more than {@link consentLifetimeDays} before `now`.
 * Pure.
 */
export function parseConsent(
  cookieValue: string | null | undefined,
  now: Date,
): StoredConsent | null {
  if (!cookieValue) return null;
  let data: unknown;
  try {
    data = JSON.parse(cookieValue);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { version, date, statistics, marketing } = data as Record<string, unknown>;
  if (version !== consentVersion || typeof date !== 'string') return null;
  if (typeof statistics !== 'boolean' || typeof marketing !== 'boolean') return null;
  const chosenAt = Date.parse(date);
  if (Number.isNaN(chosenAt)) return null;
  const age = now.getTime() - chosenAt;
  if (age > consentLifetimeDays * 24 * 60 * 60 * 1000) return null;
  return { version, date, statistics, marketing };
}
