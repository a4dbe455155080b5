import { Refusal } from '../errors/refusal.js';

/**
 * The customer's phone number and company type (the spec's `phone_number` and `company_type`).
 * The SDK's `parsePhoneNumber` and `companyTypes` are the same rules; the API shares only the
 * schema with it, so they are kept in both and tested in both.
 */

/**
 * The organisation forms a business may give, as the Register of Business Enterprises
 * (Brønnøysundregistrene) codes them: the ones the shop's customers have.
 */
export const COMPANY_TYPES = ['AS', 'ASA', 'ENK', 'ANS', 'DA', 'SA', 'NUF', 'FLI', 'KOMM'] as const;

/**
 * A Norwegian phone number as its 8 digits, or `null` when `text` is not one: 8 digits, perhaps
 * after `+47` or `0047`, with spaces, dots or dashes between them. Pure.
 */
export function phoneNumber(text: string): string | null {
  const compact = text.trim().replace(/[\s.-]/g, '');
  const national = compact.replace(/^(\+47|0047)/, '');
  return /^\d{8}$/.test(national) ? national : null;
}

/**
 * The phone number to store: `undefined` (left out: unchanged), `null` (empty: removed), or its 8
 * digits; anything else is refused with `INVALID_PHONE_NUMBER`.
 */
export function phoneNumberInput(text: string | null | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  if (text === null || text.trim() === '') return null;
  const value = phoneNumber(text);
  if (value === null) {
    throw new Refusal(
      'INVALID_PHONE_NUMBER',
      `"${text.trim()}" is not a valid Norwegian phone number (8 digits, optionally after +47).`,
      { field: 'phone_number' },
    );
  }
  return value;
}

/**
 * The company type to store: `undefined` (unchanged), `null` (removed), or one of
 * {@link COMPANY_TYPES} in upper case; anything else is refused with `INVALID_COMPANY_TYPE`.
 */
export function companyTypeInput(text: string | null | undefined): string | null | undefined {
  if (text === undefined) return undefined;
  if (text === null || text.trim() === '') return null;
  const code = text.trim().toUpperCase();
  if (!(COMPANY_TYPES as readonly string[]).includes(code)) {
    throw new Refusal(
      'INVALID_COMPANY_TYPE',
      `"${text.trim()}" is not a company type this shop knows (${COMPANY_TYPES.join(', ')}).`,
      { field: 'company_type', allowed: COMPANY_TYPES },
    );
  }
  return code;
}
