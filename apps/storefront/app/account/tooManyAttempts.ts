import { translate } from '../i18n/translate';

/**
 * When the shopper may try to sign in again, from the API's `retry_after_seconds`: whole minutes,
 * rounded up ("om 2 minutter", "om 1 minutt"); under a minute, or when the API did not say,
 * "om litt" — a countdown in seconds would be stale before it was read. Pure.
 */
export function retryWhenText(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null || retryAfterSeconds < 60) return translate('auth.retryShortly');
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes === 1
    ? translate('auth.retryInOneMinute')
    : translate('auth.retryInMinutes', { minutes });
}

// Stands for the link in the message while it is split around it.
const LINK = '\u0001';

/**
 * "For mange forsøk – prøv igjen om N minutter, eller tilbakestill passordet." in three parts,
 * so a page can make the middle one a link to the forgot-password page. Pure.
 */
export function tooManyAttemptsParts(retryAfterSeconds: number | null): {
  before: string;
  link: string;
  after: string;
} {
  const text = translate('auth.tooManyAttempts', {
    when: retryWhenText(retryAfterSeconds),
    reset: LINK,
  });
  const [before = '', after = ''] = text.split(LINK);
  return { before, link: translate('auth.tooManyAttemptsReset'), after };
}

/** The same message as plain text (a notification, a form error). Pure. */
export function tooManyAttemptsText(retryAfterSeconds: number | null): string {
  const { before, link, after } = tooManyAttemptsParts(retryAfterSeconds);
  return `${before}${link}${after}`;
}
