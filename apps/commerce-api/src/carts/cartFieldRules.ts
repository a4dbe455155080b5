import { Refusal } from '../errors/refusal.js';
import { CART_ERRORS } from './cartErrors.js';

/** The longest customer reference or order number stored on a cart. */
export const MAX_ORDER_FIELD_LENGTH = 100;

/** A customer reference or order number as the cart keeps it: trimmed, empty as null. */
export function orderField(value: string | null | undefined, name: string): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > MAX_ORDER_FIELD_LENGTH) {
    throw new Refusal(
      'FIELD_TOO_LONG',
      `"${name}" may be at most ${MAX_ORDER_FIELD_LENGTH} characters long.`,
      { field: name, max_length: MAX_ORDER_FIELD_LENGTH },
    );
  }
  return trimmed === '' ? null : trimmed;
}

/** A guest's e-mail address for the cart, trimmed, or Magento's refusal of its format. */
export function guestEmail(value: string | null | undefined): string {
  const email = value?.trim() ?? '';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Refusal('INVALID_EMAIL', CART_ERRORS.invalidEmail);
  }
  return email;
}
