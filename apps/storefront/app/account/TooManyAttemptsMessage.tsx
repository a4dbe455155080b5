import { Link } from '@agri-parts/ui';
import type { Ref } from 'react';

import { accountPaths } from './accountPaths';
import { tooManyAttemptsParts } from './tooManyAttempts';

/** Props of {@link TooManyAttemptsMessage}. */
export interface TooManyAttemptsMessageProps {
  /** The API's `retry_after_seconds`; `null` when it did not say. */
  retryAfterSeconds: number | null;
  /** The message's element, for a form that moves focus to it. */
  ref?: Ref<HTMLParagraphElement>;
}

/**
 * A refused sign-in of a client that must wait: when to try again, and a link to the
 * forgot-password page (a new password lifts every wait). In the form, so it works without
 * JavaScript and inside the login modal alike.
 */
export function TooManyAttemptsMessage({ retryAfterSeconds, ref }: TooManyAttemptsMessageProps) {
  const { before, link, after } = tooManyAttemptsParts(retryAfterSeconds);
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className="account-form__notice account-form__notice--danger"
      role="alert"
    >
      {before}
      <Link href={accountPaths.forgotPassword}>{link}</Link>
      {after}
    </p>
  );
}
