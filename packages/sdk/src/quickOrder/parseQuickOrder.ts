import { splitQuickOrderFields } from './splitQuickOrderFields';

/** The most lines one quick order takes (non-empty lines, a header row not counted). */
export const QUICK_ORDER_MAX_LINES = 500;
/** The largest quantity one line may ask for. */
export const QUICK_ORDER_MAX_QUANTITY = 9999;

/**
 * How a part number of a line may be read. A line split on spaces whose last word is a number is
 * read both ways — `RE504836 2` (two of RE504836) and `RE 504836` (one of RE504836) look alike —
 * and the resolver keeps the reading that matches a product, the one with a quantity first.
 */
export interface QuickOrderReading {
  partNumber: string;
  quantity: number;
}

/** One line of a quick order, as typed: its readings (the first preferred) and where it was. */
export interface QuickOrderLine {
  /** The line's number in the text or file (from 1), for the per-line messages. */
  lineNumber: number;
  /** The line as typed (trimmed). */
  text: string;
  /** One or two readings (see {@link QuickOrderReading}); never empty. */
  readings: QuickOrderReading[];
}

/** Why a line was not read: no part number, or a quantity that is not a whole number 1–9999. */
export type QuickOrderLineProblemKind = 'part-number-missing' | 'quantity-invalid';

/** A line that could not be read, with its number. */
export interface QuickOrderLineProblem {
  lineNumber: number;
  text: string;
  problem: QuickOrderLineProblemKind;
}

/** What {@link parseQuickOrder} read. */
export interface QuickOrderParse {
  lines: QuickOrderLine[];
  problems: QuickOrderLineProblem[];
  /** Set when the text holds more than `maxLines` lines: nothing is read then. */
  tooMany: { count: number; max: number } | null;
}

const PART_HEADERS =
  /^(varenr|varenummer|delenr|delenummer|artikkel|artnr|art\.?nr|sku|part|partnumber|part ?no|produktnr|originalnr|ordrenr)\.?$/i;
const QUANTITY_HEADERS = /^(antall|ant|qty|quantity|mengde|stk|antal|amount)\.?$/i;

/** A quantity as typed: `2`, `2,0` (Norwegian decimal comma), `2.0`, `2 stk`; null when it is none. */
export function parseQuantity(value: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d+))?(?:\s*(?:stk|pcs|x)\.?)?$/i.exec(value.trim());
  if (!match) return null;
  if (match[2] !== undefined && !/^0+$/.test(match[2])) return null;
  const quantity = Number(match[1]);
  return quantity >= 1 && quantity <= QUICK_ORDER_MAX_QUANTITY ? quantity : null;
}

/** Looks like a quantity (digits, perhaps decimals), whether or not it is a valid one. */
const looksNumeric = (value: string) =>
  /^-?\d+(?:[.,]\d+)?(?:\s*(?:stk|pcs|x)\.?)?$/i.test(value.trim());

/** The columns of a header row (`Varenr;Beskrivelse;Antall`), or null when the row is data. */
function headerColumns(
  fields: readonly string[],
): { part: number; quantity: number | null } | null {
  const part = fields.findIndex((field) => PART_HEADERS.test(field.trim()));
  const quantity = fields.findIndex((field) => QUANTITY_HEADERS.test(field.trim()));
  if (part < 0 && quantity < 0) return null;
  return { part: Math.max(part, 0), quantity: quantity < 0 ? null : quantity };
}

/** A line split into fields, read by the columns of the header (when there was one). */
function readLine(
  fields: readonly string[],
  byColumns: boolean,
  columns: { part: number; quantity: number | null } | null,
): QuickOrderReading[] | QuickOrderLineProblemKind {
  if (columns) {
    const partNumber = fields[columns.part]?.trim() ?? '';
    if (!/[\p{L}\p{N}]/u.test(partNumber)) return 'part-number-missing';
    const typed = columns.quantity === null ? '' : (fields[columns.quantity]?.trim() ?? '');
    const quantity = typed === '' ? 1 : parseQuantity(typed);
    return quantity === null ? 'quantity-invalid' : [{ partNumber, quantity }];
  }
  const values = fields.map((field) => field.trim());
  const partNumber = values[0] ?? '';
  if (!/[\p{L}\p{N}]/u.test(partNumber)) return 'part-number-missing';
  if (byColumns) {
    // Separated columns without a header: the part number first, the quantity last (a
    // description between them is ignored).
    const last = values.length > 1 ? values[values.length - 1]! : '';
    if (last === '' || !looksNumeric(last)) return [{ partNumber, quantity: 1 }];
    const quantity = parseQuantity(last);
    return quantity === null ? 'quantity-invalid' : [{ partNumber, quantity }];
  }
  // Words separated by spaces: the last may be the quantity, or part of the number.
  const line = values.join(' ');
  const match = /^(.*\S)\s+(\S+)$/.exec(line);
  if (!match || !looksNumeric(match[2]!)) return [{ partNumber: line, quantity: 1 }];
  const quantity = parseQuantity(match[2]!);
  const whole = { partNumber: line, quantity: 1 };
  if (quantity === null) {
    // `87 802 498` is a number with spaces; `RE504836 2,5` is a quantity that is not whole.
    return /^\d+$/.test(match[2]!) ? [whole] : 'quantity-invalid';
  }
  return [{ partNumber: match[1]!, quantity }, whole];
}

/**
 * Reads a pasted list or a CSV file (issue 24, quick order): one part number a line, optionally
 * with a quantity (1 when none), separated by a tab, `;`, `,` or spaces — what Excel's "CSV
 * (semikolondelt)" saves (a byte order mark, quoted fields) included. A header row
 * (`Varenr;Beskrivelse;Antall`) is skipped and names the columns. `2,0` is two (decimal comma);
 * `2,5`, 0 and more than {@link QUICK_ORDER_MAX_QUANTITY} are refused for that line. Blank lines
 * are skipped; line numbers are those of the text. More than `maxLines` lines reads nothing
 * (`tooMany`). Lines are not merged here: `mergeQuickOrderRows` merges what resolves to the same
 * product. Pure.
 *
 * @example
 * ```ts
 * parseQuickOrder('Varenr;Antall\nRE504836;2\n3595854 M1').lines;
 * // [{ lineNumber: 2, text: 'RE504836;2', readings: [{ partNumber: 'RE504836', quantity: 2 }] },
 * //  { lineNumber: 3, text: '3595854 M1', readings: [{ partNumber: '3595854 M1', quantity: 1 }] }]
 * ```
 */
export function parseQuickOrder(
  text: string,
  { maxLines = QUICK_ORDER_MAX_LINES }: { maxLines?: number } = {},
): QuickOrderParse {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((raw, index) => ({ lineNumber: index + 1, text: raw.trim() }))
    .filter((row) => row.text !== '');
  const lines: QuickOrderLine[] = [];
  const problems: QuickOrderLineProblem[] = [];
  let columns: { part: number; quantity: number | null } | null = null;
  rows.forEach((row, index) => {
    const { fields, separated } = splitQuickOrderFields(row.text);
    if (index === 0) {
      columns = separated ? headerColumns(fields) : null;
      if (columns) return;
    }
    // The header's columns name the fields of separated lines; a line of words is read by words.
    const read = readLine(fields, separated, separated ? columns : null);
    if (typeof read === 'string') problems.push({ ...row, problem: read });
    else lines.push({ ...row, readings: read });
  });
  const count = lines.length + problems.length;
  if (count > maxLines) return { lines: [], problems: [], tooMany: { count, max: maxLines } };
  return { lines, problems, tooMany: null };
}
