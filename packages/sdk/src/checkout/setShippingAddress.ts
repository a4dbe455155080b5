import type { ShippingAddressInput } from '../generated/graphql';
import { checkoutAddressInput, type CheckoutAddressChoice } from './checkoutAddressInput';
import { SetShippingAddressOnCartDocument } from './checkout.generated';
import type { CheckoutContext } from './checkoutContext';
import { changeCheckout } from './changeCheckout';
import type { CheckoutAction } from './createCheckoutStore';
import type { CheckoutCart } from './mapCheckout';

/**
 * The shipping address, with an optional note to the carrier (delivery instructions): left out,
 * the note the cart has stays; `null` or blank clears it.
 */
export type ShippingAddressChoice = CheckoutAddressChoice & { customerNotes?: string | null };

/**
 * Sends a shipping address to the cart (`setShippingAddressesOnCart`) as `action`: the note is
 * the choice's, else the one the cart has (the API replaces the whole address, note and all),
 * trimmed and left out when empty.
 */
export function sendShippingAddress(
  context: CheckoutContext,
  action: CheckoutAction,
  choice: ShippingAddressChoice,
): Promise<CheckoutCart> {
  return changeCheckout(context, action, async (cartId) => {
    const kept = context.store.getSnapshot().checkout?.shippingAddress?.customerNotes ?? null;
    const notes = (choice.customerNotes !== undefined ? choice.customerNotes : kept)?.trim();
    const shippingAddress: ShippingAddressInput = {
      ...checkoutAddressInput(choice),
      ...(notes && { customer_notes: notes }),
    };
    return (
      await context.transport.request(SetShippingAddressOnCartDocument, {
        cartId,
        shippingAddress,
      })
    ).setShippingAddressesOnCart?.cart;
  });
}

/**
 * Sets the shipping address (`setShippingAddressesOnCart`; `CheckoutStore.setShippingAddress`);
 * the shipping methods the address can have come with it — `shippingMethodsStatus:
 * 'none-for-country'` outside Norway. The delivery note stays unless the choice gives one.
 */
export function setShippingAddress(
  context: CheckoutContext,
  choice: ShippingAddressChoice,
): Promise<CheckoutCart> {
  return sendShippingAddress(context, 'shipping-address', choice);
}
