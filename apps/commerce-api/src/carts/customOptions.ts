import type { Kysely, Selectable } from 'kysely';
import { decodeUid, encodeUid } from '../catalog/uid.js';
import type { Database, EnteredCustomOption } from '../db/tables.js';
import {
  CartItemProblem,
  resolveProductLines,
  type CartItemRequest,
  type LineRequest,
} from './cartItems.js';

/** A product's custom option as stored. */
export type CustomOptionRow = Selectable<Database['product_custom_options']>;

/** A custom option of a cart line: the option and what was entered, with the price it adds. */
export interface LineCustomOption {
  option: CustomOptionRow;
  value: string;
  /** Added to one unit, VAT included. */
  price: number;
}

/** Magento's words for the refusals (the range is the shop's own rule). */
export const CUSTOM_OPTION_MESSAGES = {
  required:
    "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
  tooLong: 'The text is too long. Shorten the text and try again.',
  outOfRange: (title: string, min: number | null, max: number | null) =>
    `The value of "${title}" must be a number${min === null ? '' : ` from ${min}`}${max === null ? '' : ` to ${max}`}.`,
  unknown: (uid: string) => `The product has no option with uid "${uid}".`,
} as const;

/** Magento's uid of a custom option (`custom-option/{id}`). */
export const customOptionUid = (id: number) => encodeUid(`custom-option/${id}`);

/** The custom options of products, by product id, in their order. */
export async function loadCustomOptions(
  db: Kysely<Database>,
  productIds: readonly number[],
): Promise<Map<number, CustomOptionRow[]>> {
  const byProduct = new Map<number, CustomOptionRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_custom_options')
    .selectAll()
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('product_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  }
  return byProduct;
}

/** What a request says was entered: `entered_options` (uids) and `customizable_options` (ids or uids). */
export interface EnteredOptionsRequest {
  entered_options?: readonly ({ uid: string; value: string } | null)[] | null;
  customizable_options?:
    readonly ({ id?: number | null; uid?: string | null; value_string: string } | null)[] | null;
}

/** The option id behind a `custom-option/{id}` uid, or null. */
function optionIdOf(uid: string): number | null {
  const match = /^custom-option\/(\d{1,9})$/.exec(decodeUid(uid) ?? '');
  return match ? Number(match[1]) : null;
}

const problem = (
  type: 'REQUIRED_PARAMETER_MISSING' | 'INVALID_PARAMETER_VALUE',
  code:
    | 'CUSTOM_OPTION_REQUIRED'
    | 'CUSTOM_OPTION_TOO_LONG'
    | 'CUSTOM_OPTION_OUT_OF_RANGE'
    | 'CUSTOM_OPTION_UNKNOWN',
  message: string,
  params: Record<string, string | number | null>,
) => new CartItemProblem(type, code, message, params);

/**
 * The values entered for a product's custom options, checked: every required option filled in
 * (`CUSTOM_OPTION_REQUIRED`), no text longer than the option allows (`CUSTOM_OPTION_TOO_LONG`),
 * a number option a number within its range (`CUSTOM_OPTION_OUT_OF_RANGE`), no option the
 * product does not have (`CUSTOM_OPTION_UNKNOWN`). Values are trimmed; an empty one counts as
 * not entered. Pure; throws a `CartItemProblem`.
 */
export function checkEnteredOptions(
  options: readonly CustomOptionRow[],
  request: EnteredOptionsRequest,
): EnteredCustomOption[] {
  const given = new Map<number, string>();
  const entries = [
    ...(request.entered_options ?? []).map((entry) =>
      entry ? { uid: entry.uid, id: null, value: entry.value } : null,
    ),
    ...(request.customizable_options ?? []).map((entry) =>
      entry ? { uid: entry.uid ?? null, id: entry.id ?? null, value: entry.value_string } : null,
    ),
  ];
  for (const entry of entries) {
    if (!entry) continue;
    const id = entry.id ?? (entry.uid === null ? null : optionIdOf(entry.uid));
    const label = entry.uid ?? String(entry.id);
    if (id === null || !options.some((option) => option.id === id)) {
      throw problem(
        'INVALID_PARAMETER_VALUE',
        'CUSTOM_OPTION_UNKNOWN',
        CUSTOM_OPTION_MESSAGES.unknown(label),
        {
          option_uid: label,
        },
      );
    }
    given.set(id, entry.value.trim());
  }
  const entered: EnteredCustomOption[] = [];
  for (const option of options) {
    const value = given.get(option.id) ?? '';
    const params = { option_uid: customOptionUid(option.id), title: option.title };
    if (value === '') {
      if (option.required) {
        throw problem(
          'REQUIRED_PARAMETER_MISSING',
          'CUSTOM_OPTION_REQUIRED',
          CUSTOM_OPTION_MESSAGES.required,
          params,
        );
      }
      continue;
    }
    if (option.max_characters !== null && [...value].length > option.max_characters) {
      throw problem(
        'INVALID_PARAMETER_VALUE',
        'CUSTOM_OPTION_TOO_LONG',
        CUSTOM_OPTION_MESSAGES.tooLong,
        {
          ...params,
          max_characters: option.max_characters,
        },
      );
    }
    if (option.value_kind === 'number') {
      const number = /^\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
      const { min_value: min, max_value: max } = option;
      if (
        !Number.isFinite(number) ||
        (min !== null && number < min) ||
        (max !== null && number > max)
      ) {
        throw problem(
          'INVALID_PARAMETER_VALUE',
          'CUSTOM_OPTION_OUT_OF_RANGE',
          CUSTOM_OPTION_MESSAGES.outOfRange(option.title, min, max),
          { ...params, min_value: min, max_value: max },
        );
      }
    }
    entered.push({ option_id: option.id, value });
  }
  return entered;
}

/** The part of a line's `options_key` that tells entered values apart. Pure. */
export const customOptionsKey = (entered: readonly EnteredCustomOption[]) =>
  entered.length === 0
    ? ''
    : `custom:${entered.map((entry) => `${entry.option_id}=${encodeURIComponent(entry.value)}`).join('&')}`;

/**
 * A line's custom options with the price each adds to one unit (VAT included): a fixed price as
 * it is, a percentage of the unit's own price. Values of options that are gone are dropped. Pure.
 */
export function lineCustomOptions(
  options: readonly CustomOptionRow[],
  entered: readonly EnteredCustomOption[],
  unitPrice: number,
): LineCustomOption[] {
  return entered.flatMap((entry) => {
    const option = options.find((candidate) => candidate.id === entry.option_id);
    if (!option) return [];
    const price =
      option.price_type === 'PERCENT' ? Math.round(unitPrice * option.price) / 100 : option.price;
    return [{ option, value: entry.value, price }];
  });
}

/**
 * Turns a requested item into the cart lines it adds ({@link resolveProductLines}), with the
 * custom options entered for a single line's product checked and keyed; a grouped product's
 * members take none. Throws a `CartItemProblem`.
 */
export async function resolveCartItem(
  db: Kysely<Database>,
  request: CartItemRequest,
): Promise<LineRequest[]> {
  const lines = await resolveProductLines(db, request);
  if (lines.length !== 1) return lines;
  const line = lines[0]!;
  const options = (await loadCustomOptions(db, [line.product.id])).get(line.product.id) ?? [];
  const customOptions = checkEnteredOptions(options, request);
  const key = customOptionsKey(customOptions);
  return [
    {
      ...line,
      customOptions,
      optionsKey: key === '' ? line.optionsKey : `${line.optionsKey}|${key}`,
    },
  ];
}
