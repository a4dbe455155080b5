import { Refusal } from '../errors/refusal.js';
import { createCustomerToken, hashCustomerToken } from './customerToken.js';

/**
 * Password-reset tokens are made like bearer tokens (32 random bytes, base64url, only the
 * SHA-256 stored); they are single-use and expire after the configured lifetime.
 */
export const createPasswordResetToken = createCustomerToken;
export const hashPasswordResetToken = hashCustomerToken;

/** How many reset e-mails one account gets per hour; further requests send nothing. */
export const RESET_EMAILS_PER_HOUR = 5;

/** Why a reset token cannot be used, in Magento's words, or null when it can. */
export function resetTokenProblem(
  row: { used_at: Date | null; expires_at: Date } | undefined,
  now: Date,
): Refusal | null {
  if (!row || row.used_at !== null) return resetTokenMismatched();
  if (row.expires_at.getTime() <= now.getTime()) {
    return new Refusal('RESET_TOKEN_EXPIRED', RESET_TOKEN_EXPIRED);
  }
  return null;
}

/** The refusal of an unknown, used or replaced token (and of an address without an account). */
export const resetTokenMismatched = () =>
  new Refusal('RESET_TOKEN_INVALID', RESET_TOKEN_MISMATCHED);

export const RESET_TOKEN_MISMATCHED = 'The password token is mismatched. Reset and try again.';
export const RESET_TOKEN_EXPIRED = 'The password token is expired. Reset and try again.';
