import { shopConstants } from '../config/shopConstants';

/** Why a plate cannot be looked up, as commerce-api's `extensions.reason` names it. */
export type LicensePlateProblem = 'empty' | 'too-short' | 'too-long' | 'characters';

/** Letters and digits of Norwegian plates: A–Z, Æ, Ø, Å and 0–9. */
const plateCharacters = /^[A-ZÆØÅ0-9]+$/;

/**
 * The plate as it is searched (spec §5: "whitespace is stripped"): every whitespace character
 * removed, letters upper-cased (`'ax 9999'` → `'AX9999'`). Pure.
 */
export function normaliseLicensePlate(input: string): string {
  return input.replace(/\s+/g, '').toLocaleUpperCase('nb');
}

/**
 * Whether the search button is enabled: at least 3 characters once whitespace is stripped
 * (spec §5, `shopConstants.licensePlate.minLength`). Pure.
 */
export function licensePlateSearchEnabled(input: string): boolean {
  return [...normaliseLicensePlate(input)].length >= shopConstants.licensePlate.minLength;
}

/**
 * What is wrong with a plate before it is sent, by the rules commerce-api checks (3 to 10
 * letters A–Z, Æ, Ø, Å and digits, after normalising); `null` when it may be looked up. Lets the
 * widget answer an emoji, HTML or a 200-character paste without a request. Pure.
 */
export function licensePlateProblem(input: string): LicensePlateProblem | null {
  const plate = normaliseLicensePlate(input);
  const length = [...plate].length;
  if (length === 0) return 'empty';
  if (!plateCharacters.test(plate)) return 'characters';
  if (length < shopConstants.licensePlate.minLength) return 'too-short';
  if (length > shopConstants.licensePlate.maxLength) return 'too-long';
  return null;
}
