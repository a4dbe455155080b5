/**
 * The limits of a quote request, as commerce-api checks them (`WmRequestQuote`): a form that
 * keeps to them is never refused for its input.
 */
export const quoteRequestLimits = Object.freeze({
  /** The most a request may ask for (the least is 1). */
  maxQuantity: 9999,
  /** The message's length in characters (an emoji or `å` counts as one). */
  maxMessageLength: 2000,
  minNameLength: 2,
  maxNameLength: 100,
  maxEmailLength: 254,
  /** A telephone number's digits; spaces, `+`, `-` and brackets may stand between them. */
  minPhoneDigits: 8,
  maxPhoneDigits: 15,
});

/** A quote request as typed into a form: every field as text, or left out. */
export interface QuoteRequestDraft {
  sku: string;
  /** A number, or its text as typed (`'2'`); empty or left out is missing. */
  quantity?: number | string | null;
  message?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** A quote request that keeps every rule: trimmed, an empty message or telephone as `null`. */
export interface QuoteRequestInput {
  sku: string;
  quantity: number;
  message: string | null;
  name: string;
  email: string;
  phone: string | null;
}

/**
 * What is wrong with one field of a {@link QuoteRequestDraft}:
 * - `quantity`: `required`; `not-whole` (not a whole number); `out-of-range` (below 1 or above
 *   {@link quoteRequestLimits}`.maxQuantity`);
 * - `name`: `required`, `too-short`, `too-long`;
 * - `email`: `required`, `invalid` (not an address), `too-long`;
 * - `phone` (optional): `invalid` (other characters, or too few or too many digits);
 * - `message` (optional): `too-long`.
 */
export type QuoteRequestProblem =
  | { field: 'quantity'; reason: 'required' | 'not-whole' | 'out-of-range' }
  | { field: 'name'; reason: 'required' | 'too-short' | 'too-long' }
  | { field: 'email'; reason: 'required' | 'invalid' | 'too-long' }
  | { field: 'phone'; reason: 'invalid' }
  | { field: 'message'; reason: 'too-long' };

/** A field of a quote request that can have a {@link QuoteRequestProblem}. */
export type QuoteRequestField = QuoteRequestProblem['field'];

/** The fields of a quote request in the order a form shows them (and problems are listed). */
export const quoteRequestFields: readonly QuoteRequestField[] = Object.freeze([
  'quantity',
  'message',
  'name',
  'email',
  'phone',
]);

/** The answer of {@link checkQuoteRequest}. */
export type QuoteRequestCheck =
  { ok: true; request: QuoteRequestInput } | { ok: false; problems: QuoteRequestProblem[] };

const characters = (value: string) => [...value].length;
const text = (value: string | null | undefined) => value?.trim() ?? '';

/** Whether `email` looks like an address: something, `@`, a domain with a dot. Pure. */
export function isEmailAddress(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** Whether `phone` is a telephone number as a quote request takes it. Pure. */
export function isPhoneNumber(phone: string): boolean {
  if (!/^[\d\s+\-()]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= quoteRequestLimits.minPhoneDigits && digits <= quoteRequestLimits.maxPhoneDigits;
}

function quantityOf(value: QuoteRequestDraft['quantity']): number | QuoteRequestProblem {
  const typed = typeof value === 'number' ? value : text(value);
  if (typed === '') return { field: 'quantity', reason: 'required' };
  const quantity = typeof typed === 'number' ? typed : /^\d+$/.test(typed) ? Number(typed) : NaN;
  if (!Number.isInteger(quantity)) return { field: 'quantity', reason: 'not-whole' };
  if (quantity < 1 || quantity > quoteRequestLimits.maxQuantity) {
    return { field: 'quantity', reason: 'out-of-range' };
  }
  return quantity;
}

function textProblem(field: Exclude<QuoteRequestField, 'quantity'>, value: string) {
  const limits = quoteRequestLimits;
  const length = characters(value);
  switch (field) {
    case 'name':
      if (value === '') return { field, reason: 'required' } as const;
      if (length < limits.minNameLength) return { field, reason: 'too-short' } as const;
      return length > limits.maxNameLength ? ({ field, reason: 'too-long' } as const) : null;
    case 'email':
      if (value === '') return { field, reason: 'required' } as const;
      if (value.length > limits.maxEmailLength) return { field, reason: 'too-long' } as const;
      return isEmailAddress(value) ? null : ({ field, reason: 'invalid' } as const);
    case 'phone':
      return value !== '' && !isPhoneNumber(value) ? ({ field, reason: 'invalid' } as const) : null;
    case 'message':
      return length > limits.maxMessageLength ? ({ field, reason: 'too-long' } as const) : null;
  }
}

/**
 * What is wrong with one field of a quote request as typed (trimmed first), or `null`: the rule
 * of that field alone, as {@link checkQuoteRequest} applies it, for a form that checks a field
 * when the shopper leaves it. Pure.
 *
 * @example
 * ```ts
 * quoteRequestFieldProblem('phone', '1234'); // { field: 'phone', reason: 'invalid' }
 * quoteRequestFieldProblem('message', '');   // null (optional)
 * ```
 */
export function quoteRequestFieldProblem(
  field: QuoteRequestField,
  value: string | number | null | undefined,
): QuoteRequestProblem | null {
  if (field === 'quantity') {
    const quantity = quantityOf(value);
    return typeof quantity === 'number' ? null : quantity;
  }
  return textProblem(field, typeof value === 'number' ? String(value) : text(value));
}

/**
 * Checks a quote request as typed (issue 22), every field at once so a form can show each
 * problem at its field: a whole quantity from 1 to 9 999, a name of 2–100 characters, an e-mail
 * address, an optional telephone number (8–15 digits) and an optional message of at most 2 000
 * characters ({@link quoteRequestLimits}). Values are trimmed. The same rules as commerce-api's,
 * which also fills in a signed-in customer's details left out — a form prefills them instead
 * (`Customer`), so they are required here. Pure.
 *
 * @example
 * ```ts
 * checkQuoteRequest({ sku: 'MA-1', quantity: '0', name: 'K', email: 'kari@example.no' });
 * // { ok: false, problems: [{ field: 'quantity', reason: 'out-of-range' },
 * //                         { field: 'name', reason: 'too-short' }] }
 * ```
 */
export function checkQuoteRequest(draft: QuoteRequestDraft): QuoteRequestCheck {
  const quantity = quantityOf(draft.quantity);
  const problems = quoteRequestFields
    .map((field) => quoteRequestFieldProblem(field, draft[field]))
    .filter((problem): problem is QuoteRequestProblem => problem !== null);
  if (problems.length > 0 || typeof quantity !== 'number') return { ok: false, problems };
  const phone = text(draft.phone);
  const message = text(draft.message);
  return {
    ok: true,
    request: {
      sku: draft.sku.trim(),
      quantity,
      message: message || null,
      name: text(draft.name),
      email: text(draft.email),
      phone: phone || null,
    },
  };
}
