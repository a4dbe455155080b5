import type { ShippingAddressInput } from '../generated/graphql';
import { checkoutAddressInput, type CheckoutAddressChoice } from './checkoutAddressInput';
import { SetShippingAddressOnCartDocument } from './checkout.generated';
import type { CheckoutContext } from './checkoutContext';
import { changeCheckout } from './changeCheckout';
import type { CheckoutCart } from './mapCheckout';

/** The shipping address, with an optional note to the carrier. */
export type ShippingAddressChoice = CheckoutAddressChoice & { customerNotes?: string | null };

/**
 * Sets the shipping address (`setShippingAddressesOnCart`; `CheckoutStore.setShippingAddress`);
 * the shipping methods the address can have come with it — `shippingMethodsStatus:
 * 'none-for-country'` outside Norway. The note is trimmed, and left out when empty.
 */
export function setShippingAddress(
  context: CheckoutContext,
  choice: ShippingAddressChoice,
): Promise<CheckoutCart> {
  return changeCheckout(context, 'shipping-address', async (cartId) => {
    const shippingAddress: ShippingAddressInput = {
      ...checkoutAddressInput(choice),
      ...(choice.customerNotes?.trim() && { customer_notes: choice.customerNotes.trim() }),
    };
    return (
      await context.transport.request(SetShippingAddressOnCartDocument, {
        cartId,
        shippingAddress,
      })
    ).setShippingAddressesOnCart?.cart;
  });
}
