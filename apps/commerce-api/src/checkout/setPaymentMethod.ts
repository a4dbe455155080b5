import type { Kysely } from 'kysely';
import { setCartColumns, type CartRow } from '../carts/cartAccess.js';
import { CARD, VIPPS, type PaymentCustomer } from '../carts/paymentMethods.js';
import type { CartPaymentDataJson, Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { CHECKOUT_ERRORS } from './checkoutErrors.js';
import type { PaymentProvider } from './paymentProvider.js';
import { paymentMethodRefusal } from './paymentRules.js';
import { checkedVippsInput, vippsReference } from './vippsRules.js';

/** A payment method chosen for the cart (`PaymentMethodInput`, the parts this shop takes). */
export interface ChosenPaymentMethod {
  code: string;
  purchase_order_number?: string | null;
  /** The provider's single-use token from its hosted card form (`WmCardPaymentInput`). */
  wm_card?: { token: string } | null;
  /** The shopper's mobile and the storefront's return address (`WmVippsPaymentInput`). */
  wm_vipps?: { phone_number: string; return_url: string } | null;
}

/** What starting a Vipps payment needs besides the input: the amount due and the shop's name. */
export interface VippsPaymentContext {
  /** The cart's grand total, NOK with VAT. */
  amount: number;
  merchant: string;
}

/**
 * Sets the cart's payment method, if this customer may use it; a card token is verified with the
 * provider now, and only the token, brand and last four digits are kept (the card itself never
 * reaches the shop). Vipps starts a payment of the amount due with the provider now, for the
 * shopper to approve in the app (its page, `wm_vipps.redirect_url`); each call starts a new one.
 */
export async function setPaymentMethod(
  trx: Kysely<Database>,
  cart: CartRow,
  customer: PaymentCustomer,
  method: ChosenPaymentMethod | null | undefined,
  provider: PaymentProvider,
  vipps?: VippsPaymentContext,
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
  if (code === VIPPS.code) {
    const given = checkedVippsInput(method?.wm_vipps);
    if (!vipps) throw new Error('A Vipps payment needs the amount due');
    const started = await provider.startVipps({
      reference: vippsReference(cart.id),
      amount: vipps.amount,
      currency: 'NOK',
      ...given,
      merchant: vipps.merchant,
    });
    data.vipps = {
      reference: started.reference,
      phone_number: given.phoneNumber,
      redirect_url: started.redirectUrl,
    };
  }
  await setCartColumns(trx, cart, {
    payment_method_code: code,
    payment_data: JSON.stringify(data),
  });
}
