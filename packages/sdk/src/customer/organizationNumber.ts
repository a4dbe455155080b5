/** Weights of the Norwegian organisation number's mod-11 check (Brønnøysundregistrene). */
const weights = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * Why a text is not a Norwegian organisation number: `format` (not nine digits once spaces,
 * dots, a leading `NO` and a trailing `MVA` are taken away), `check_digit` (the ninth digit is
 * not the mod-11 check digit of the first eight, or none exists for them).
 */
export type OrganizationNumberProblem = 'format' | 'check_digit';

/** What {@link parseOrganizationNumber} makes of a text. */
export type OrganizationNumberResult =
  { ok: true; value: string } | { ok: false; problem: OrganizationNumberProblem };

/**
 * The mod-11 check digit of an organisation number's first eight digits: the weighted sum's
 * remainder `r` gives `11 - r`, a remainder of 0 gives 0, and a result of 10 means no number with
 * these eight digits exists (`null`). Pure.
 */
export function organizationNumberCheckDigit(firstEight: string): number | null {
  if (!/^\d{8}$/.test(firstEight)) return null;
  const sum = weights.reduce(
    (total, weight, index) => total + weight * Number(firstEight[index]),
    0,
  );
  const remainder = sum % 11;
  if (remainder === 0) return 0;
  const digit = 11 - remainder;
  return digit === 10 ? null : digit;
}

/**
 * A Norwegian organisation number (organisasjonsnummer) as nine digits, or why it is not one.
 * Accepts what a buyer copies from a letterhead or the VAT register: spaces and dots between the
 * digits, `NO` before and `MVA` after (`NO 987 654 325 MVA` → `987654325`). Pure; commerce-api
 * applies the same rule when a business registers.
 *
 * @example
 * ```ts
 * parseOrganizationNumber('123'); // { ok: false, problem: 'format' }
 * parseOrganizationNumber('987 654 325'); // { ok: true, value: '987654325' }
 * ```
 */
export function parseOrganizationNumber(text: string): OrganizationNumberResult {
  const compact = text
    .trim()
    .toUpperCase()
    .replace(/^NO/, '')
    .replace(/MVA$/, '')
    .replace(/[\s.]/g, '');
  if (!/^\d{9}$/.test(compact)) return { ok: false, problem: 'format' };
  const check = organizationNumberCheckDigit(compact.slice(0, 8));
  if (check === null || check !== Number(compact[8])) return { ok: false, problem: 'check_digit' };
  return { ok: true, value: compact };
}

/** Whether `text` is a valid Norwegian organisation number; see {@link parseOrganizationNumber}. */
export function isValidOrganizationNumber(text: string): boolean {
  return parseOrganizationNumber(text).ok;
}
