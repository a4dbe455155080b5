import { isEmailAddress } from '../customers/passwordRules.js';
import { missingParameters, Refusal } from '../errors/refusal.js';

/**
 * The limits of a quote request. The SDK's `quoteRequestLimits` holds the same numbers, so the
 * storefront's form refuses what this server would; the schema's descriptions say them too.
 */
export const QUOTE_REQUEST_LIMITS = {
  maxQuantity: 9999,
  maxMessageLength: 2000,
  minNameLength: 2,
  maxNameLength: 100,
  maxEmailLength: 254,
  minPhoneDigits: 8,
  maxPhoneDigits: 15,
} as const;

/** What the buyer sent (`WmQuoteRequestInput`). */
export interface QuoteRequestInput {
  sku: string;
  quantity: number;
  message?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** A signed-in customer's details, used for what the input leaves out. */
export interface QuoteContactDefaults {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/** A request that passed every rule: trimmed, empty optional fields as null. */
export interface ValidQuoteRequest {
  sku: string;
  quantity: number;
  message: string | null;
  name: string;
  email: string;
  phone: string | null;
}

/** No contact details to fall back on (a guest). */
export const NO_CONTACT_DEFAULTS: QuoteContactDefaults = { name: null, email: null, phone: null };

const trimmed = (value: string | null | undefined) => value?.trim() || null;

/** Characters as a reader counts them (an emoji or `å` is one), not UTF-16 units. */
const length = (value: string) => [...value].length;

const invalid = (field: string, message: string) =>
  new Refusal('INVALID_PARAMETER_VALUE', message, { field });

const tooLong = (field: string, max: number) =>
  new Refusal('FIELD_TOO_LONG', `"${field}" is too long: at most ${max} characters.`, {
    field,
    max_length: max,
  });

/** Whether `phone` is a telephone number: 8–15 digits, with spaces, `+`, `-` and brackets. */
export function isPhoneNumber(phone: string): boolean {
  if (!/^[\d\s+\-()]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return (
    digits >= QUOTE_REQUEST_LIMITS.minPhoneDigits && digits <= QUOTE_REQUEST_LIMITS.maxPhoneDigits
  );
}

/**
 * Checks a quote request and fills in what a signed-in customer left out from `defaults`. Throws
 * the first {@link Refusal} that applies: every missing field at once
 * (`REQUIRED_PARAMETER_MISSING`), then the quantity, the name, the e-mail address, the telephone
 * number and the message in that order. Pure.
 */
export function validQuoteRequest(
  input: QuoteRequestInput,
  defaults: QuoteContactDefaults = NO_CONTACT_DEFAULTS,
): ValidQuoteRequest {
  const limits = QUOTE_REQUEST_LIMITS;
  const sku = input.sku.trim();
  const name = trimmed(input.name) ?? defaults.name;
  const email = trimmed(input.email) ?? defaults.email;
  const phone = trimmed(input.phone) ?? defaults.phone;
  const message = trimmed(input.message);
  const missing = [...(sku ? [] : ['sku']), ...(name ? [] : ['name']), ...(email ? [] : ['email'])];
  if (missing.length > 0 || !name || !email) {
    throw missingParameters(`Required parameters are missing: ${missing.join(', ')}`, missing);
  }
  const { quantity } = input;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > limits.maxQuantity) {
    throw invalid(
      'quantity',
      `The quantity must be a whole number from 1 to ${limits.maxQuantity}.`,
    );
  }
  if (length(name) > limits.maxNameLength) throw tooLong('name', limits.maxNameLength);
  if (length(name) < limits.minNameLength) {
    throw invalid('name', `The name needs at least ${limits.minNameLength} characters.`);
  }
  if (email.length > limits.maxEmailLength) throw tooLong('email', limits.maxEmailLength);
  if (!isEmailAddress(email)) {
    throw new Refusal('INVALID_EMAIL', `"${email}" is not a valid email address.`);
  }
  if (phone !== null && !isPhoneNumber(phone)) {
    throw invalid(
      'phone',
      `"${phone}" is not a telephone number (${limits.minPhoneDigits} to ${limits.maxPhoneDigits} digits).`,
    );
  }
  if (message !== null && length(message) > limits.maxMessageLength) {
    throw tooLong('message', limits.maxMessageLength);
  }
  return { sku, quantity, message, name, email, phone };
}
