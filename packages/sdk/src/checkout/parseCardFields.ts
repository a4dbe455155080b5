import type { CardDetails } from './checkoutRules';

/** The card fields as the shopper typed them: number, expiry (`MM/YY` or `MM/YYYY`) and CVC. */
export interface CardFieldValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** A card field; see {@link CardFieldValues}. */
export type CardField = keyof CardFieldValues;

/**
 * The card as the payment method takes it ({@link CardDetails}), or which fields are wrong, in
 * the order number, expiry, CVC. Only the form is checked — 12–19 digits (spaces and dashes
 * allowed), a month 1–12 with a two- or four-digit year (`12/30` is 2030), a CVC of 3 or 4
 * digits; the payment provider checks the number itself. Pure: the values are never logged or
 * kept.
 *
 * @example
 * ```ts
 * parseCardFields({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
 * // { ok: true, card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' } }
 * parseCardFields({ number: '4242', expiry: '12/30', cvc: '12' });
 * // { ok: false, invalid: ['number', 'cvc'] }
 * ```
 */
export function parseCardFields(
  values: CardFieldValues,
): { ok: true; card: CardDetails } | { ok: false; invalid: CardField[] } {
  const invalid: CardField[] = [];
  const number = values.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) invalid.push('number');
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  const month = Number(expiry?.[1]);
  const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) invalid.push('expiry');
  const cvc = values.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) invalid.push('cvc');
  if (invalid.length > 0) return { ok: false, invalid };
  return { ok: true, card: { number, expiryMonth: month, expiryYear: year, cvc } };
}
