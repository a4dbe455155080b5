import { randomBytes } from 'node:crypto';

import { Refusal } from '../errors/refusal.js';
import { PAYMENT_MESSAGES } from './paymentProvider.js';

/**
 * A Norwegian mobile number as Vipps takes it: eight digits beginning with 4 or 9, optionally
 * after `+47` or `0047`; spaces, dots and dashes are ignored. The eight digits, else null. The
 * SDK (`normalizeVippsPhone`) and the provider apply the same rule.
 */
export function norwegianMobile(text: string): string | null {
  const compact = text.trim().replace(/[\s.-]/g, '');
  return /^(?:\+47|0047)?([49]\d{7})$/.exec(compact)?.[1] ?? null;
}

/**
 * The return address of a Vipps payment, if it is one: an absolute http(s) URL without user
 * information. Whether it is the storefront's, the provider checks against its shop origins.
 */
export function vippsReturnUrl(text: string): string | null {
  const url = URL.canParse(text.trim()) ? new URL(text.trim()) : null;
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password) return null;
  return url.href;
}

/** What `setPaymentMethodOnCart` was given for `wm_vipps`, checked; or the refusal. */
export function checkedVippsInput(
  input: { phone_number: string; return_url: string } | null | undefined,
): { phoneNumber: string; returnUrl: string } {
  if (!input) {
    throw new Refusal('REQUIRED_PARAMETER_MISSING', PAYMENT_MESSAGES.vippsMissing, {
      fields: ['wm_vipps'],
    });
  }
  const phoneNumber = norwegianMobile(input.phone_number);
  if (!phoneNumber) {
    throw new Refusal('INVALID_PHONE_NUMBER', PAYMENT_MESSAGES.vippsPhoneInvalid, {
      fields: ['wm_vipps.phone_number'],
    });
  }
  const returnUrl = vippsReturnUrl(input.return_url);
  if (!returnUrl) {
    throw new Refusal('INVALID_PARAMETER_VALUE', 'return_url must be an http(s) address.', {
      fields: ['wm_vipps.return_url'],
    });
  }
  return { phoneNumber, returnUrl };
}

/**
 * A fresh reference for a Vipps payment of the cart: Vipps references are unique, so each start
 * (another try after a cancel or a timeout) has its own; the cart's id keeps it traceable.
 */
export const vippsReference = (cartId: number) =>
  `vipps-${cartId}-${randomBytes(6).toString('hex')}`;
