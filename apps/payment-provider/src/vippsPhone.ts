/**
 * A Norwegian mobile number as Vipps takes it: eight digits beginning with 4 or 9, optionally
 * after the country code (`+47` or `0047`); spaces, dots and dashes between digits are ignored.
 * The eight digits, or null for anything else (a landline, a foreign number, too few digits).
 */
export function normaliseNorwegianMobile(text: string): string | null {
  const compact = text.trim().replace(/[\s.-]/g, '');
  const digits = /^(?:\+47|0047)?([49]\d{7})$/.exec(compact)?.[1];
  return digits ?? null;
}

/** Eight digits as Norwegians write a mobile number: `412 34 567`. */
export const formatMobile = (digits: string) =>
  `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
