import type { Kysely } from 'kysely';
import { setCartColumns, type CartRow } from '../carts/cartAccess.js';
import { CARD, type PaymentCustomer } from '../carts/paymentMethods.js';
import type { CartPaymentDataJson, Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { CHECKOUT_ERRORS } from './checkoutErrors.js';
import type { PaymentProvider } from './paymentProvider.js';
import { paymentMethodRefusal } from './paymentRules.js';

/** A payment method chosen for the cart (`PaymentMethodInput`, the parts this shop takes). */
export interface ChosenPaymentMethod {
  code: string;
  purchase_order_number?: string | null;
  /** The provider's single-use token from its hosted card form (`WmCardPaymentInput`). */
  wm_card?: { token: string } | null;
}

/**
 * Sets the cart's payment method, if this customer may use it; a card token is verified with the
 * provider now, and only the token, brand and last four digits are kept (the card itself never
 * reaches the shop).
 */
export async function setPaymentMethod(
  trx: Kysely<Database>,
  cart: CartRow,
  customer: PaymentCustomer,
  method: ChosenPaymentMethod | null | undefined,
  provider: PaymentProvider,
): Promise<void> {
  const code = method?.code.trim() ?? '';
  const refusal = paymentMethodRefusal(customer, code);
  if (refusal) throw refusal;
  const data: CartPaymentDataJson = {
    purchase_order_number: method?.purchase_order_number?.trim() || null,
  };
  if (code === CARD.code) {
    const token = method?.wm_card?.token.trim();
    if (!token) {
      throw new Refusal('REQUIRED_PARAMETER_MISSING', CHECKOUT_ERRORS.cardMissing, {
        fields: ['wm_card'],
      });
    }
    data.card = await provider.verify(token);
  }
  await setCartColumns(trx, cart, {
    payment_method_code: code,
    payment_data: JSON.stringify(data),
  });
}
