import { Refusal } from '../errors/refusal.js';

/**
 * Magento's optional personal details on an account and its addresses: the name parts around
 * first and last name (`prefix`, `middlename`, `suffix`), the birth date and the gender code.
 * Each reader gives `undefined` (left out: unchanged), `null` (empty: removed) or the value to
 * store, and refuses anything else with a `graphql-input` error. Pure.
 */

/** Longest name part kept, as for address fields. */
export const MAX_NAME_PART_LENGTH = 255;

/** Magento's gender codes: 1 male, 2 female, 3 not specified. */
export const GENDER_CODES = [1, 2, 3] as const;

/** The earliest birth date taken: anything before is a typing slip, not a customer. */
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

/** A name part to store: trimmed, `null` when empty, refused past 255 characters. */
export function namePartInput(
  value: string | null | undefined,
  field: 'prefix' | 'middlename' | 'suffix',
): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (trimmed.length > MAX_NAME_PART_LENGTH) {
    throw new Refusal(
      'FIELD_TOO_LONG',
      `"${field}" is too long: at most ${MAX_NAME_PART_LENGTH} characters.`,
      { field, max_length: MAX_NAME_PART_LENGTH },
    );
  }
  return trimmed;
}

const osloDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function invalidDateOfBirth(
  text: string,
  reason: 'format' | 'not-a-date' | 'future' | 'too-early',
) {
  const why = {
    format: 'use YYYY-MM-DD',
    'not-a-date': 'no such day',
    future: 'it must be a day before today',
    'too-early': `it must be ${EARLIEST_DATE_OF_BIRTH} or later`,
  }[reason];
  return new Refusal('INVALID_DATE_OF_BIRTH', `"${text}" is not a valid date of birth: ${why}.`, {
    field: 'date_of_birth',
    reason,
  });
}

/**
 * The birth date to store, `YYYY-MM-DD`: `date_of_birth`, or the older `dob` when that is left
 * out. A time after the day (`1980-05-17 00:00:00`, as Magento answers it) is ignored; the day
 * must exist on the calendar, lie before today in Norway and not before 1900.
 *
 * @example
 * ```ts
 * dateOfBirthInput({ date_of_birth: '1980-02-29' }, now); // '1980-02-29'
 * dateOfBirthInput({ dob: '' }, now); // null (removed)
 * dateOfBirthInput({ date_of_birth: '1981-02-29' }, now); // throws INVALID_DATE_OF_BIRTH
 * ```
 */
export function dateOfBirthInput(
  input: { date_of_birth?: string | null; dob?: string | null },
  now: Date,
): string | null | undefined {
  const value = input.date_of_birth !== undefined ? input.date_of_birth : input.dob;
  if (value === undefined) return undefined;
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?$/.exec(text);
  if (!match) throw invalidDateOfBirth(text, 'format');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    throw invalidDateOfBirth(text, 'not-a-date');
  }
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  if (iso >= osloDay.format(now)) throw invalidDateOfBirth(text, 'future');
  if (iso < EARLIEST_DATE_OF_BIRTH) throw invalidDateOfBirth(text, 'too-early');
  return iso;
}

/** The gender code to store: one of {@link GENDER_CODES}; `null` removes it. */
export function genderInput(value: number | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (!(GENDER_CODES as readonly number[]).includes(value)) {
    throw new Refusal(
      'INVALID_GENDER',
      `${value} is not a gender code this shop knows (1 male, 2 female, 3 not specified).`,
      { field: 'gender', allowed: GENDER_CODES },
    );
  }
  return value;
}

/** What an account or address input may carry of these details. */
export interface PersonalDetailsInput {
  prefix?: string | null;
  middlename?: string | null;
  suffix?: string | null;
}

/** The name-part columns an input sets; parts left out are not in the result. */
export function namePartColumns(input: PersonalDetailsInput) {
  const prefix = namePartInput(input.prefix, 'prefix');
  const middlename = namePartInput(input.middlename, 'middlename');
  const suffix = namePartInput(input.suffix, 'suffix');
  return {
    ...(prefix !== undefined && { prefix }),
    ...(middlename !== undefined && { middlename }),
    ...(suffix !== undefined && { suffix }),
  };
}
