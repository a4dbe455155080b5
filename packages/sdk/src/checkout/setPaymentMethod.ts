import { SetPaymentMethodOnCartDocument } from './checkout.generated';
import type { CheckoutContext } from './checkoutContext';
import { paymentMethodInput, type PaymentMethodOptions } from './checkoutRules';
import { changeCheckout } from './changeCheckout';
import type { CheckoutCart } from './mapCheckout';

/**
 * Chooses the payment method (`setPaymentMethodOnCart`; `CheckoutStore.setPaymentMethod`):
 * `wm_card` with `options.cardToken` (the provider's token from its hosted card form: verified
 * now, charged when the order is placed), `wm_credit`, `wm_invoice`.
 */
export function setPaymentMethod(
  context: CheckoutContext,
  code: string,
  options?: PaymentMethodOptions,
): Promise<CheckoutCart> {
  return changeCheckout(
    context,
    'payment-method',
    async (cartId) =>
      (
        await context.transport.request(SetPaymentMethodOnCartDocument, {
          cartId,
          paymentMethod: paymentMethodInput(code, options),
        })
      ).setPaymentMethodOnCart?.cart,
  );
}
