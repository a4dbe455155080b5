import type { Refusal } from '../errors/Refusal';
import type { WmPasswordResetTokenStatus } from '../generated/graphql';

/**
 * Whether a password reset link can set a password: `valid`; `expired` (the newest link, past its
 * lifetime); `invalid` (used, replaced by a newer one, or never sent to this address).
 */
export type PasswordResetLinkStatus = 'valid' | 'expired' | 'invalid';

const statuses: Readonly<Record<WmPasswordResetTokenStatus, PasswordResetLinkStatus>> = {
  VALID: 'valid',
  EXPIRED: 'expired',
  INVALID: 'invalid',
};

/** The link status commerce-api answered (`WmPasswordResetTokenStatus`). Pure. */
export const mapPasswordResetLinkStatus = (status: WmPasswordResetTokenStatus) => statuses[status];

/**
 * What a refused `resetPassword` says of its link: `expired` or `invalid` for a token the backend
 * refused (`reset_token_invalid`), so the page offers a new link as it does when it finds the link
 * unusable on arrival; `null` for any other refusal (a password rule, reCAPTCHA, no connection),
 * which leaves the link as it was. Pure.
 *
 * @example
 * ```ts
 * resetLinkStatusOfRefusal({ kind: 'reset_token_invalid', expired: true }); // 'expired'
 * resetLinkStatusOfRefusal({ kind: 'password_rule', rule: 'too_short', … }); // null
 * ```
 */
export function resetLinkStatusOfRefusal(refusal: Refusal | null): PasswordResetLinkStatus | null {
  if (refusal?.kind !== 'reset_token_invalid') return null;
  return refusal.expired ? 'expired' : 'invalid';
}
