import { Refusal } from '../errors/refusal.js';

/** Weights of the Norwegian organisation number's mod-11 check (Brønnøysundregistrene). */
const weights = [3, 2, 7, 6, 5, 4, 3, 2];

/**
 * The nine digits of a Norwegian organisation number, or `null` when `text` is not one: nine
 * digits (spaces and dots between them, `NO` before and `MVA` after are allowed) whose last is
 * the mod-11 check digit of the first eight (remainder `r`: `11 - r`, 0 when `r` is 0; a result
 * of 10 means no such number). The SDK's `parseOrganizationNumber` is the same rule; the API
 * shares only the schema with it, so the rule is kept in both and tested in both.
 */
export function organizationNumber(text: string): string | null {
  const compact = text
    .trim()
    .toUpperCase()
    .replace(/^NO/, '')
    .replace(/MVA$/, '')
    .replace(/[\s.]/g, '');
  if (!/^\d{9}$/.test(compact)) return null;
  const sum = weights.reduce((total, weight, index) => total + weight * Number(compact[index]), 0);
  const remainder = sum % 11;
  const check = remainder === 0 ? 0 : 11 - remainder;
  return check !== 10 && check === Number(compact[8]) ? compact : null;
}

/**
 * The organisation number of a business registration, or the refusal `INVALID_ORGANIZATION_NUMBER`
 * (the number is needed to approve the account for invoice, so a wrong one is never stored).
 */
export function requireOrganizationNumber(text: string): string {
  const value = organizationNumber(text);
  if (value === null) {
    throw new Refusal(
      'INVALID_ORGANIZATION_NUMBER',
      `"${text.trim()}" is not a valid Norwegian organization number (9 digits with a mod-11 check digit).`,
      { field: 'taxvat' },
    );
  }
  return value;
}
