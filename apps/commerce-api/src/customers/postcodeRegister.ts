import { createRequire } from 'node:module';

/**
 * Norway's postcode register (Posten/Bring, shipped in `@agri-parts/schema/rules/postcodes.json`
 * with its source and date). The SDK's `postcodeTown` reads the same file, so the storefront and
 * the API agree on which postcodes exist.
 */
type Towns = Readonly<Record<string, string>>;

let towns: Towns | undefined;

/** Loaded on first use: 90 kB of JSON that most requests never need. */
function register(): Towns {
  towns ??= (
    createRequire(import.meta.url)('@agri-parts/schema/rules/postcodes.json') as { towns: Towns }
  ).towns;
  return towns;
}

const FOUR_DIGITS = /^\d{4}$/;

/** The poststed of a Norwegian postcode, or `null` when it is not in the register. */
export function norwegianPostcodeTown(postcode: string): string | null {
  const digits = postcode.trim();
  if (!FOUR_DIGITS.test(digits)) return null;
  const table = register();
  return Object.hasOwn(table, digits) ? (table[digits] ?? null) : null;
}

export const POSTCODE_MESSAGES = {
  fourDigits: 'A Norwegian postcode has four digits, for example 2322.',
  unknown: (postcode: string) =>
    `Postcode ${postcode} is not in Posten's register of Norwegian postcodes. Check the digits.`,
} as const;

/**
 * Why `postcode` is no postcode of `countryCode` (a `POSTCODE_INVALID` message), or `null` when it
 * is fine. Only Norwegian postcodes are checked: four digits that Posten's register knows.
 */
export function postcodeProblem(
  countryCode: string | null | undefined,
  postcode: string | null | undefined,
): string | null {
  if (countryCode?.trim().toUpperCase() !== 'NO') return null;
  const digits = postcode?.trim() ?? '';
  if (!FOUR_DIGITS.test(digits)) return POSTCODE_MESSAGES.fourDigits;
  return norwegianPostcodeTown(digits) === null ? POSTCODE_MESSAGES.unknown(digits) : null;
}

/**
 * The city to store: the one given, or — when it is left empty — the poststed of a known
 * Norwegian postcode (a form posted without JavaScript, or a client that leaves the town to us).
 */
export function cityOrPoststed(
  city: string | null | undefined,
  countryCode: string | null | undefined,
  postcode: string | null | undefined,
): string | null | undefined {
  if ((city?.trim() ?? '') !== '') return city;
  if (countryCode?.trim().toUpperCase() !== 'NO' || !postcode) return city;
  return norwegianPostcodeTown(postcode) ?? city;
}
