import type { Kysely } from 'kysely';
import type { CartRow } from '../carts/cartAccess.js';
import { CART_ERRORS } from '../carts/cartErrors.js';
import { isMaskedId } from '../carts/maskedId.js';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import type { CheckoutSnapshot } from './checkoutView.js';
import { ORDER_MESSAGES } from './orderRules.js';
import { placeOrderFromSnapshot } from './placeOrder.js';
import type { PaymentProvider, PaymentRefusalCode } from './paymentProvider.js';

/** Why `placeOrder` made no order (Magento's `PlaceOrderErrorCodes`), or the order it made. */
export type PlaceOrderOutcome =
  /** `placedNow`: the cart as it was ordered, when this request made the order (not a repeat). */
  | { kind: 'placed'; orderId: number; placedNow?: CheckoutSnapshot }
  | {
      kind: 'refused';
      code: 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'UNABLE_TO_PLACE_ORDER';
      message: string;
      /** The finer reason of a refused payment (`wm_error_code`). */
      errorCode?: PaymentRefusalCode;
    };

/** How many times a cart that changed while it was ordered is priced again. */
const ATTEMPTS = 3;

const refused = (
  code: 'CART_NOT_FOUND' | 'CART_NOT_ACTIVE' | 'UNABLE_TO_PLACE_ORDER',
  message: string,
): PlaceOrderOutcome => ({ kind: 'refused', code, message });

/**
 * Places the order of the requester's cart: priced as the shopper sees it (`snapshotOf`), then
 * ordered (`placeOrderFromSnapshot`); a cart that changed in between is priced again. Its owner
 * placing an ordered cart again gets the order it made (a retry, a double click). A guest cart,
 * or another customer's, is refused with an authorization error, as Magento does.
 */
export async function placeOrderForCart(
  deps: {
    db: Kysely<Database>;
    provider: PaymentProvider;
    snapshotOf: (cart: CartRow) => Promise<CheckoutSnapshot>;
  },
  maskedId: string,
  customerId: number | null,
): Promise<PlaceOrderOutcome> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const cart = isMaskedId(maskedId)
      ? await deps.db
          .selectFrom('carts')
          .selectAll()
          .where('masked_id', '=', maskedId)
          .executeTakeFirst()
      : undefined;
    if (!cart) return refused('CART_NOT_FOUND', CART_ERRORS.notFound(maskedId));
    if (cart.state === 'ordered' && cart.customer_id !== null && cart.customer_id === customerId) {
      const order = await deps.db
        .selectFrom('orders')
        .select('id')
        .where('cart_id', '=', cart.id)
        .executeTakeFirst();
      if (order) return { kind: 'placed', orderId: order.id };
    }
    // Magento's order of checks: an inactive cart first, then who may use it.
    if (cart.state !== 'active') return refused('CART_NOT_ACTIVE', CART_ERRORS.inactive);
    if (cart.customer_id === null && customerId === null) {
      throw new Refusal('GUEST_CHECKOUT_NOT_ALLOWED', ORDER_MESSAGES.guestCheckout);
    }
    if (cart.customer_id !== customerId) {
      throw new Refusal('CART_NOT_YOURS', CART_ERRORS.notYours(maskedId), { cart_id: maskedId });
    }
    const snapshot = await deps.snapshotOf(cart);
    const result = await placeOrderFromSnapshot(
      { db: deps.db, provider: deps.provider, now: () => new Date() },
      snapshot,
    );
    if (result.kind === 'stale') continue;
    if (result.kind === 'refused') return result;
    if (result.kind === 'existing') return { kind: 'placed', orderId: result.orderId };
    return { kind: 'placed', orderId: result.orderId, placedNow: snapshot };
  }
  return refused('UNABLE_TO_PLACE_ORDER', ORDER_MESSAGES.cartChanged);
}
