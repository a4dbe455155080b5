import type { BillingAddressInput } from '../generated/graphql';
import { checkoutAddressInput, type CheckoutAddressChoice } from './checkoutAddressInput';
import { SetBillingAddressOnCartDocument } from './checkout.generated';
import type { CheckoutContext } from './checkoutContext';
import { changeCheckout } from './changeCheckout';
import type { CheckoutCart } from './mapCheckout';

/**
 * The billing address: the shipping address's (`sameAsShipping`), an address book entry or one
 * typed in. A company customer is billed to the default billing address only (commerce-api
 * refuses any other: kind `billing-address-locked`; see `canEditBilling`).
 */
export type BillingAddressChoice = CheckoutAddressChoice | { sameAsShipping: true };

/** Sets the billing address (`setBillingAddressOnCart`; `CheckoutStore.setBillingAddress`). */
export function setBillingAddress(
  context: CheckoutContext,
  choice: BillingAddressChoice,
): Promise<CheckoutCart> {
  return changeCheckout(context, 'billing-address', async (cartId) => {
    const billingAddress: BillingAddressInput =
      'sameAsShipping' in choice ? { same_as_shipping: true } : checkoutAddressInput(choice);
    return (
      await context.transport.request(SetBillingAddressOnCartDocument, { cartId, billingAddress })
    ).setBillingAddressOnCart?.cart;
  });
}
