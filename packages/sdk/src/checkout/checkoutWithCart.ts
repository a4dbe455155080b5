import type { Cart } from '../cart/mapCart';
import { checkoutTotals, type CheckoutCart } from './mapCheckout';

/**
 * The checkout with the cart as `sdk.cart` last answered it (a quantity changed or a line removed
 * from the checkout's summary): its lines, payment methods and totals from that cart at once, the
 * shipping charge as chosen, and the grand total without VAT unknown (`null`) until the checkout
 * is loaded again. Another cart (another id) leaves the checkout as it is. Pure.
 *
 * @example
 * ```ts
 * events.on('cart:updated', ({ cart }) => setCheckout((checkout) => checkoutWithCart(checkout, cart)));
 * ```
 */
export function checkoutWithCart(checkout: CheckoutCart, cart: Cart): CheckoutCart {
  if (cart.id !== checkout.cart.id) return checkout;
  return {
    ...checkout,
    cart,
    paymentMethods: cart.availablePaymentMethods,
    totals: checkoutTotals(cart, checkout.selectedShippingMethod, null),
  };
}
