import { Refusal } from '../errors/refusal.js';
import { CHECKOUT_ERRORS } from './checkoutErrors.js';
import type { CheckoutSnapshot } from './checkoutView.js';
import { ORDER_MESSAGES } from './orderRules.js';
import { findShippingQuote, shippingMethodNotFound } from './shippingMethods.js';

/** A shipping method chosen for the cart (`ShippingMethodInput`). */
export interface ChosenShippingMethod {
  carrier_code: string;
  method_code: string;
}

/** The one method of `setShippingMethodsOnCart`, or Magento's refusal of the input. */
export function givenShippingMethod(
  methods: readonly (ChosenShippingMethod | null)[],
): ChosenShippingMethod {
  const given = methods.filter((method) => method !== null);
  if (given.length > 1) {
    throw new Refusal('INVALID_PARAMETER_VALUE', CHECKOUT_ERRORS.oneShippingMethod, {
      field: 'shipping_methods',
    });
  }
  const chosen = given[0];
  if (!chosen) {
    throw new Refusal('REQUIRED_PARAMETER_MISSING', CHECKOUT_ERRORS.shippingMethodsMissing, {
      fields: ['shipping_methods'],
    });
  }
  return chosen;
}

/**
 * Refuses a method the cart cannot have now: it needs a shipping address, and the method must be
 * one of those the address and the cart's lines and prices can have (as the shopper sees them).
 */
export function checkShippingMethod(
  snapshot: Pick<CheckoutSnapshot, 'cart' | 'shippingQuotes'>,
  chosen: ChosenShippingMethod,
): void {
  if (!snapshot.cart.shipping_address) {
    throw new Refusal('SHIPPING_ADDRESS_MISSING', ORDER_MESSAGES.shippingAddressMissing);
  }
  if (!findShippingQuote(snapshot.shippingQuotes, chosen.carrier_code, chosen.method_code)) {
    throw new Refusal(
      'SHIPPING_METHOD_NOT_AVAILABLE',
      shippingMethodNotFound(chosen.carrier_code, chosen.method_code),
      { carrier_code: chosen.carrier_code, method_code: chosen.method_code },
    );
  }
}
