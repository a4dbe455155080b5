import { sessionErrorMessage } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';

/**
 * The API's messages (Magento's, word for word) that the shop shows in Norwegian, matched from
 * the start of the message (Magento adds sentences such as "Please wait and try again later.").
 */
const knownMessages: readonly (readonly [pattern: RegExp, text: string])[] = [
  [
    /^The account sign-in was incorrect or your account is disabled temporarily/i,
    translate('auth.signInIncorrect'),
  ],
  [/^The current customer isn't authorized/i, translate('auth.notAuthorized')],
  [/^A customer with the same email address already exists/i, translate('auth.emailTaken')],
  [/^This account isn't confirmed/i, translate('auth.confirmAccount')],
  [/^You must confirm your account/i, translate('auth.confirmAccount')],
  [
    /^Could not find a customer|^No such entity with email|^User not found/i,
    translate('auth.userNotFound'),
  ],
  [/^ReCaptcha validation failed/i, translate('auth.recaptchaFailed')],
  [/^The password can't be the same as the email address/i, translate('auth.passwordSameAsEmail')],
  [/^The password doesn't match this account/i, translate('auth.wrongCurrentPassword')],
  [
    /^The password token is (mismatched|expired)|^Cannot set the customer's password|^The reset password token/i,
    translate('auth.resetTokenInvalid'),
  ],
  [/^(Too many|The maximum number of) .*(attempts|sign-in)/i, translate('auth.tooManyAttempts')],
  // Address book refusals (commerce-api's company rule; Magento's own for the rest).
  [
    /^The billing address of a company account can't be changed/i,
    translate('address.companyBillingLocked'),
  ],
  [
    /^A company account can't choose another default billing address/i,
    translate('address.companyDefaultBillingLocked'),
  ],
  [
    /^Customer Address \d+ is set as default (billing|shipping) address/i,
    translate('address.defaultNotDeletable'),
  ],
  [/^Could not find a address with ID/i, translate('address.notFound')],
];

/** Password-rule messages of the API, with the numbers they carry. */
const passwordMessages: readonly (readonly [RegExp, (match: RegExpExecArray) => string])[] = [
  [
    /^The password needs at least (\d+) characters/i,
    (match) => translate('validation.passwordTooShort', { min: Number(match[1]) }),
  ],
  [
    /^Minimum of different classes of characters in password is (\d+)/i,
    (match) => translate('validation.passwordClasses', { count: Number(match[1]) }),
  ],
  [
    /^The password can't begin or end with a space/i,
    () => translate('validation.passwordEdgeSpaces'),
  ],
];

/**
 * One message of the API in Norwegian: the known ones translated (spec §8: "account sign-in was
 * incorrect…", "You are not authorized…", "User not found"…), any other one as the API wrote it.
 */
export function translateBackendMessage(message: string): string {
  const trimmed = message.trim();
  for (const [pattern, text] of knownMessages) if (pattern.test(trimmed)) return text;
  for (const [pattern, format] of passwordMessages) {
    const match = pattern.exec(trimmed);
    if (match) return format(match);
  }
  return trimmed;
}

/**
 * What to tell the shopper about a failed account call (login, registration, password reset,
 * the account pages' changes):
 * the API's messages in Norwegian, joined by `, ` (spec §8); the shop's own text when the API
 * could not be reached or something unexpected failed.
 */
export function accountErrorMessage(error: unknown): string {
  const result = sessionErrorMessage(error, translateBackendMessage);
  if (result.code === 'backend') return result.message;
  return translate(result.code === 'network' ? 'auth.networkError' : 'error.generic');
}
