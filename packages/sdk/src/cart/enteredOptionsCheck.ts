import type { ProductCustomOption } from '../catalog/mapCustomOptions';

/** What the shopper typed in for a custom option (`EnteredOptionInput`). */
export interface EnteredOption {
  uid: string;
  value: string;
}

/**
 * Why one entered option cannot be sent: `required` (left empty), `too-long` (more than
 * `maxCharacters`), `out-of-range` (a number option's value is no number, or outside `min`–`max`;
 * either end `null` when open).
 */
export type EnteredOptionProblem =
  | { uid: string; reason: 'required' }
  | { uid: string; reason: 'too-long'; maxCharacters: number }
  | { uid: string; reason: 'out-of-range'; min: number | null; max: number | null };

/** The answer of {@link checkEnteredOptions}: the values to send, or every problem. */
export type EnteredOptionsCheck =
  { ok: true; options: EnteredOption[] } | { ok: false; problems: EnteredOptionProblem[] };

/**
 * Checks what was typed in for a product's custom options before adding it, as commerce-api
 * does again (`CUSTOM_OPTION_*`): each required option filled in, none longer than its
 * `maxCharacters` (counted in characters, not UTF-16 units), a number option's value a number
 * (digits, a comma or point for decimals) within its `numberRange`. Values are trimmed; empty
 * ones are not sent; values for options the product lacks are dropped. Pure.
 *
 * @example
 * ```ts
 * checkEnteredOptions([{ uid: 'o1', kind: 'field', title: 'Tekst på skiltet', required: true,
 *   maxCharacters: 30, price: 99, priceType: 'FIXED', numberRange: null }], { o1: '' });
 * // { ok: false, problems: [{ uid: 'o1', reason: 'required' }] }
 * ```
 */
export function checkEnteredOptions(
  options: readonly ProductCustomOption[],
  entered: Readonly<Record<string, string | undefined>>,
): EnteredOptionsCheck {
  const problems: EnteredOptionProblem[] = [];
  const values: EnteredOption[] = [];
  for (const option of options) {
    const value = (entered[option.uid] ?? '').trim();
    if (value === '') {
      if (option.required) problems.push({ uid: option.uid, reason: 'required' });
      continue;
    }
    if (option.maxCharacters !== null && [...value].length > option.maxCharacters) {
      problems.push({ uid: option.uid, reason: 'too-long', maxCharacters: option.maxCharacters });
      continue;
    }
    const range = option.numberRange;
    if (range && !withinRange(value, range)) {
      problems.push({ uid: option.uid, reason: 'out-of-range', min: range.min, max: range.max });
      continue;
    }
    values.push({ uid: option.uid, value });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, options: values };
}

/** Whether a typed value is a number within the range (both ends included). */
function withinRange(value: string, range: { min: number | null; max: number | null }): boolean {
  if (!/^\d+([.,]\d+)?$/.test(value)) return false;
  const number = Number(value.replace(',', '.'));
  return (range.min === null || number >= range.min) && (range.max === null || number <= range.max);
}
