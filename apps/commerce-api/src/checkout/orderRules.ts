import { companyBillingProblem } from './cartAddress.js';
import type { CheckoutSnapshot } from './checkoutView.js';
import { paymentMethodRefusal } from './paymentRules.js';

/** Why a cart cannot be ordered (English, as Magento's; the storefront translates). */
export const ORDER_MESSAGES = {
  guestCheckout:
    'Guest checkout is not allowed. Register a customer account or login with existing one.',
  empty: 'Cart does not contain products.',
  shippingAddressMissing: 'The shipping address is missing. Set the address and try again.',
  shippingMethodMissing:
    'The shipping method is missing. Select the shipping method and try again.',
  shippingMethodGone:
    'The chosen shipping method is no longer available for this cart. Choose another shipping method.',
  billingAddressMissing: 'The billing address is missing. Set the address and try again.',
  paymentMethodMissing: 'Enter a valid payment method and try again.',
  notInStock: (name: string, sku: string) =>
    `"${name}" (${sku}) is not in stock in the quantity ordered. Change the quantity or remove it from the cart.`,
  cartChanged: 'The cart changed while the order was being placed. Check the cart and try again.',
} as const;

/**
 * The first reason a cart cannot be ordered as it is, or null: it has lines and stock covers
 * them (as far as stock can be read before it is reserved), it has a shipping address and a
 * method the address can still have (unless nothing is shipped), a billing address — for a
 * company, its billing address on file — and a payment method this customer may use.
 */
export function orderProblem(
  snapshot: Pick<
    CheckoutSnapshot,
    'cart' | 'customer' | 'isVirtual' | 'lines' | 'shippingQuotes' | 'selectedShipping'
  >,
  defaultBillingId: number | null,
): string | null {
  const { cart, customer } = snapshot;
  if (!customer) return ORDER_MESSAGES.guestCheckout;
  if (snapshot.lines.length === 0) return ORDER_MESSAGES.empty;
  for (const line of snapshot.lines) {
    if (line.problem) {
      const unit = line.variant ?? line.product;
      return ORDER_MESSAGES.notInStock(line.product.name, unit.sku);
    }
  }
  if (!snapshot.isVirtual) {
    if (!cart.shipping_address) return ORDER_MESSAGES.shippingAddressMissing;
    if (!cart.shipping_carrier_code || !cart.shipping_method_code) {
      return ORDER_MESSAGES.shippingMethodMissing;
    }
    if (!snapshot.selectedShipping) return ORDER_MESSAGES.shippingMethodGone;
  }
  if (!cart.billing_address) return ORDER_MESSAGES.billingAddressMissing;
  const billingProblem = companyBillingProblem(customer, defaultBillingId, cart.billing_address);
  if (billingProblem) return billingProblem.message;
  if (!cart.payment_method_code) return ORDER_MESSAGES.paymentMethodMissing;
  return paymentMethodRefusal(customer, cart.payment_method_code)?.message ?? null;
}
