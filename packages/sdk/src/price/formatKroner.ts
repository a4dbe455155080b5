import { formatPrice } from './formatPrice';

/**
 * An amount in kroner as a sentence says it: {@link formatPrice}'s number, a whole amount without
 * decimals, then `kr` after a no-break space — "Du mangler 1 234 kr." reads better than
 * "1 234,–" in running text. Pure.
 *
 * @example
 * ```ts
 * formatKroner(5000); // '5 000 kr'
 * formatKroner(1234.5); // '1 234,50 kr'
 * ```
 */
export function formatKroner(amount: number): string {
  return `${formatPrice(amount).replace(/,\u2013$/, '')}\u00A0kr`;
}
