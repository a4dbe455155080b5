import { Refusal } from '../errors/refusal.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { CustomerRow } from './customerSession.js';

/** The refusal's message (English, as the server's others; the storefront says it in Norwegian). */
export const ONLINE_PURCHASE_NOT_ALLOWED_MESSAGE =
  'This account may not order online. Please contact the shop to place an order.';

/**
 * Whether a customer may buy in the web shop: not one whose account says `hide_cart_button`
 * (the shop decided they order through other channels, e.g. a purchasing office). A guest may
 * fill a cart; guest checkout is refused elsewhere. Pure.
 */
export function mayBuyOnline(customer: Pick<CustomerRow, 'hide_cart_button'> | null): boolean {
  return customer?.hide_cart_button !== true;
}

/**
 * Refuses adding to a cart or placing an order for a customer who may not buy online
 * (`ONLINE_PURCHASE_NOT_ALLOWED`); the cart itself stays readable, so such a customer can still
 * see and empty it.
 */
export async function requireOnlinePurchase(context: GraphQLContext): Promise<void> {
  const session = await context.customerSession();
  if (!mayBuyOnline(session?.customer ?? null)) {
    throw new Refusal('ONLINE_PURCHASE_NOT_ALLOWED', ONLINE_PURCHASE_NOT_ALLOWED_MESSAGE);
  }
}
