import type { Refusal } from './Refusal';

/**
 * The field of a customer or address form a refusal is about, in the SDK's input terms; the app
 * maps it to its own form field names.
 */
export type RefusalField =
  'email' | 'taxvat' | 'telephone' | 'companyType' | 'newPassword' | 'currentPassword' | 'postcode';

/**
 * Which field a refusal belongs at, so a form can show it there as well as in its error summary
 * (WCAG 3.3.1: an error is identified at the item in error). `null` for refusals of the whole
 * form — wrong credentials among them, which deliberately do not say whether the e-mail or the
 * password was wrong.
 *
 * @example
 * ```ts
 * refusalField({ kind: 'email_taken' }); // 'email'
 * refusalField({ kind: 'invalid_credentials' }); // null
 * ```
 */
export function refusalField(refusal: Refusal): RefusalField | null {
  switch (refusal.kind) {
    case 'email_taken':
    case 'invalid_email':
      return 'email';
    case 'invalid_organization_number':
      return 'taxvat';
    case 'invalid_phone_number':
      return 'telephone';
    case 'invalid_company_type':
      return 'companyType';
    case 'password_rule':
      return 'newPassword';
    case 'wrong_current_password':
      return 'currentPassword';
    case 'invalid_input':
      return refusal.code === 'POSTCODE_INVALID' ? 'postcode' : null;
    default:
      return null;
  }
}
