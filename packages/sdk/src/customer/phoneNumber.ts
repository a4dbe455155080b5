/**
 * A Norwegian phone number as its 8 digits (`91234567`), or `null` when `text` is not one: 8
 * digits, perhaps after `+47` or `0047`, with spaces, dots or dashes between them. An empty text
 * is no number either (the field is optional; leave it out). Pure; commerce-api applies the
 * same rule (`INVALID_PHONE_NUMBER`) and keeps the 8 digits.
 *
 * @example
 * ```ts
 * parsePhoneNumber('+47 912 34 567'); // '91234567'
 * parsePhoneNumber('912 34 56'); // null (7 digits)
 * ```
 */
export function parsePhoneNumber(text: string): string | null {
  const compact = text.trim().replace(/[\s.-]/g, '');
  const national = compact.replace(/^(\+47|0047)/, '');
  return /^\d{8}$/.test(national) ? national : null;
}

/**
 * A Norwegian phone number as people write it: mobile numbers (4… and 9…) `912 34 567`, others
 * `62 34 56 78`; a text that is no number as it is. Pure.
 */
export function formatPhoneNumber(text: string): string {
  const digits = parsePhoneNumber(text);
  if (digits === null) return text;
  return /^[49]/.test(digits)
    ? `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`
    : digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}
