/**
 * What the purchase example prints: a line, a step's heading, counts, amounts, carts and errors,
 * in words a developer reads while the program runs.
 */
import { formatPrice, isSdkError, type Cart } from '@agri-parts/sdk';

export const log = (message: string) => console.log(message);
export const step = (title: string) => console.log(`\n== ${title}`);
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
export const nok = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '–' : `${formatPrice(amount)} NOK`;

/** A developer-readable line for anything thrown, with the SDK's error code when it is one. */
export function describe(error: unknown): string {
  if (!isSdkError(error)) return error instanceof Error ? error.message : String(error);
  const codes = error.graphQLErrors.map((e) => e.code ?? e.category).filter(Boolean);
  return `${error.code} error (status ${error.statusCode}${codes.length ? `, ${codes.join(', ')}` : ''}): ${error.message}`;
}

export function printCart(cart: Cart): void {
  for (const line of cart.items) {
    log(`   ${line.quantity} × ${line.product.sku} ${line.product.name ?? ''}`);
  }
  log(`   ${count(cart.totalQuantity, 'piece')}, grand total ${nok(cart.prices.grandTotal)}`);
}
