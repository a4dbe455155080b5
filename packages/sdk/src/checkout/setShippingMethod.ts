import { SetShippingMethodOnCartDocument } from './checkout.generated';
import type { CheckoutContext } from './checkoutContext';
import { changeCheckout } from './changeCheckout';
import type { CheckoutCart } from './mapCheckout';

/**
 * Chooses a shipping method of `checkout.shippingMethods` (`setShippingMethodsOnCart`;
 * `CheckoutStore.setShippingMethod`); the totals then include its charge.
 */
export function setShippingMethod(
  context: CheckoutContext,
  carrierCode: string,
  methodCode: string,
): Promise<CheckoutCart> {
  return changeCheckout(
    context,
    'shipping-method',
    async (cartId) =>
      (
        await context.transport.request(SetShippingMethodOnCartDocument, {
          cartId,
          carrierCode,
          methodCode,
        })
      ).setShippingMethodsOnCart?.cart,
  );
}
