/** Why a licence plate was refused before any look-up. */
export type LicensePlateProblem = 'empty' | 'too-short' | 'too-long' | 'characters';

/** Shortest plate the shop looks up (spec §5: the search button is disabled below 3). */
export const MIN_PLATE_LENGTH = 3;
/** Longest: ordinary plates have 7 characters, personalised ones 2–7; 10 leaves room. */
export const MAX_PLATE_LENGTH = 10;

/** What shoppers are told, by problem (the SDK maps `extensions.reason` to its own texts). */
export const PLATE_PROBLEM_MESSAGES: Record<LicensePlateProblem, string> = {
  empty: 'Enter a licence plate.',
  'too-short': `A licence plate has at least ${MIN_PLATE_LENGTH} letters and digits.`,
  'too-long': `A licence plate has at most ${MAX_PLATE_LENGTH} letters and digits.`,
  characters: 'A licence plate has only letters (A–Z, Æ, Ø, Å) and digits.',
};

/**
 * The plate as the shop compares it: every kind of whitespace removed and letters upper-cased
 * (`ab 12345` → `AB12345`). Nothing else is changed, so `validateLicensePlate` can refuse the rest.
 */
export function normaliseLicensePlate(input: string): string {
  return input.replace(/\s+/gu, '').toLocaleUpperCase('nb-NO');
}

/**
 * The normalised plate, or why it cannot be a Norwegian plate: 3–10 characters, each a letter
 * A–Z, Æ, Ø, Å or a digit. Emoji, markup, quotes and punctuation are all refused.
 */
export function validateLicensePlate(
  input: string,
): { ok: true; plate: string } | { ok: false; problem: LicensePlateProblem } {
  const plate = normaliseLicensePlate(input);
  if (plate === '') return { ok: false, problem: 'empty' };
  // Count characters, not UTF-16 units, so one emoji is one character.
  const length = [...plate].length;
  if (length > MAX_PLATE_LENGTH) return { ok: false, problem: 'too-long' };
  if (!/^[A-ZÆØÅ0-9]+$/u.test(plate)) return { ok: false, problem: 'characters' };
  if (length < MIN_PLATE_LENGTH) return { ok: false, problem: 'too-short' };
  return { ok: true, plate };
}

/**
 * The plate as the registry prints it: two letters, a space and the digits for ordinary plates
 * (`AB12345` → `AB 12345`, `AB1234` → `AB 1234`); personalised plates as they are.
 */
export function formatLicensePlate(plate: string): string {
  const match = /^([A-Z]{2})(\d{4,5})$/.exec(plate);
  return match ? `${match[1]} ${match[2]}` : plate;
}
