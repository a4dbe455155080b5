import { SdkError } from '../errors/SdkError';
import { failCheckoutAction, type CheckoutContext } from './checkoutContext';
import {
  deliveryInstructionsChoice,
  deliveryInstructionsMaxLength,
  deliveryInstructionsStatus,
  normalizeDeliveryInstructions,
} from './deliveryInstructions';
import { loadCheckout } from './loadCheckout';
import type { CheckoutCart } from './mapCheckout';
import { sendShippingAddress } from './setShippingAddress';

const tooLong = `Delivery instructions can have at most ${deliveryInstructionsMaxLength} characters.`;
const noAddress =
  'The shipping address is missing. Set the address before the delivery instructions.';

/**
 * Sets the delivery instructions (`CheckoutStore.setDeliveryInstructions`): the note of the
 * cart's shipping address (Magento's `customer_notes`), sent with the same address again so
 * nothing else changes; blank clears it, and the note the cart has already sends nothing.
 * Refused before sending, as action `delivery-instructions`: a note over
 * {@link deliveryInstructionsMaxLength} characters (`invalid_input` with `FIELD_TOO_LONG`), and
 * a cart without a shipping address (`checkout_step_missing`).
 */
export async function setDeliveryInstructions(
  context: CheckoutContext,
  notes: string | null,
): Promise<CheckoutCart> {
  const text = normalizeDeliveryInstructions(notes);
  const current = context.store.getSnapshot().checkout ?? (await loadCheckout(context));
  const shipping = current.shippingAddress;
  if (shipping && (shipping.customerNotes ?? null) === text) return current;
  const choice = deliveryInstructionsChoice(shipping, text);
  if (text && deliveryInstructionsStatus(text).tooLong) {
    const refusal = { kind: 'invalid_input', code: 'FIELD_TOO_LONG', message: tooLong } as const;
    return refuse(context, new SdkError('invalid-argument', tooLong, { refusal }));
  }
  if (!choice) {
    const refusal = { kind: 'checkout_step_missing', step: 'shipping-address' } as const;
    return refuse(context, new SdkError('invalid-argument', noAddress, { refusal }));
  }
  return sendShippingAddress(context, 'delivery-instructions', choice);
}

const refuse = (context: CheckoutContext, error: SdkError): never =>
  failCheckoutAction(context, 'delivery-instructions', error, context.owner.current());
