/**
 * Whether a count takes the singular in Norwegian Bokmål: exactly one, or minus one — "1 produkt",
 * but "0 produkter", "2 produkter", "21 produkter", "1,5 liter". Messages with a count come in
 * two keys, `…One` for the singular, chosen as `translate(isSingular(n) ? 'x.countOne' : 'x.count',
 * { count: n })` (a condition of literal keys, which the browser build still inlines). Pure.
 */
export function isSingular(count: number): boolean {
  return count === 1 || count === -1;
}
