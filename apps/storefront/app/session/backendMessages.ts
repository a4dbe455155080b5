import { sessionErrorMessage, type Refusal } from '@agri-parts/sdk';

import { tooManyAttemptsText } from '../account/tooManyAttempts';
import { translate } from '../i18n/translate';

/** A broken password rule in Norwegian, with the store's numbers; `null` without them. */
function passwordRuleText(refusal: Extract<Refusal, { kind: 'password_rule' }>): string | null {
  switch (refusal.rule) {
    case 'too_short':
      return refusal.minLength === null
        ? null
        : translate('validation.passwordTooShort', { min: refusal.minLength });
    case 'character_classes':
      return refusal.requiredClasses === null
        ? null
        : translate('validation.passwordClasses', { count: refusal.requiredClasses });
    case 'edge_spaces':
      return translate('validation.passwordEdgeSpaces');
    case 'same_as_email':
      return translate('auth.passwordSameAsEmail');
  }
}

/** A spent rate limit (registrations, reset e-mails) in Norwegian, with the wait if known. */
function tooManyRequestsText(retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return translate('auth.tooManyRequestsLater');
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return minutes <= 1
    ? translate('auth.tooManyRequestsMinute')
    : translate('auth.tooManyRequests', { minutes });
}

/**
 * An account refusal (sign-in, registration, passwords, the address book) in Norwegian (spec §8),
 * by its kind; `null` for one the shop has no text for, which is then shown as the API wrote it.
 * A Magento without error codes is read by category: a refused sign-in (`not_authenticated`) and
 * an unknown customer (`not_found` without an entity). Pure.
 */
export function accountRefusalText(refusal: Refusal | null): string | null {
  switch (refusal?.kind) {
    case 'invalid_credentials':
    case 'not_authenticated':
      return translate('auth.signInIncorrect');
    case 'too_many_attempts':
      return tooManyAttemptsText(refusal.retryAfterSeconds);
    case 'too_many_requests':
      return tooManyRequestsText(refusal.retryAfterSeconds);
    case 'not_authorized':
      return translate('auth.notAuthorized');
    case 'email_taken':
      return translate('auth.emailTaken');
    case 'invalid_organization_number':
      return translate('auth.invalidOrganizationNumber');
    case 'invalid_phone_number':
      return translate('validation.phoneNumber');
    case 'invalid_company_type':
      return translate('validation.companyType');
    case 'recaptcha_failed':
      return translate('auth.recaptchaFailed');
    case 'wrong_current_password':
      return translate('auth.wrongCurrentPassword');
    case 'reset_token_invalid':
      return translate('auth.resetTokenInvalid');
    case 'password_rule':
      return passwordRuleText(refusal);
    case 'address_locked':
      return translate(
        refusal.rule === 'company_billing'
          ? 'address.companyBillingLocked'
          : 'address.companyDefaultBillingLocked',
      );
    case 'default_address_not_deletable':
      return translate('address.defaultNotDeletable');
    case 'not_found':
      if (refusal.entity === 'address') return translate('address.notFound');
      return refusal.entity === null ? translate('auth.userNotFound') : null;
    default:
      return null;
  }
}

/**
 * What to tell the shopper about a failed account call (login, registration, password reset,
 * the account pages' changes): each of the API's refusals in Norwegian (others as the API wrote
 * them), joined by `, ` (spec §8); the shop's own text when the API could not be reached or
 * something unexpected failed.
 */
export function accountErrorMessage(error: unknown): string {
  const result = sessionErrorMessage(
    error,
    (message, refusal) => accountRefusalText(refusal) ?? message,
  );
  if (result.code === 'backend') return result.message;
  return translate(result.code === 'network' ? 'auth.networkError' : 'error.generic');
}
