import { AddCustomFieldsToCartDocument } from './cart.generated';
import type { CartContext } from './cartContext';
import { changeCart } from './changeCart';
import type { Cart, CartOrderFields } from './mapCart';

/**
 * Stores the customer's reference and order number (spec §3, both optional;
 * `CartStore.setOrderFields`); fails with 'Unable to set order fields' without a cart answered.
 */
export function setOrderFields(
  context: CartContext,
  fields: Partial<CartOrderFields>,
): Promise<Cart> {
  return changeCart(
    context,
    'order-fields',
    async (cartId) =>
      (
        await context.transport.request(AddCustomFieldsToCartDocument, {
          cartId,
          customerRef: fields.customerRef ?? null,
          customerOrderNo: fields.customerOrderNo ?? null,
        })
      ).addCustomFieldsToCart?.cart,
    'Unable to set order fields',
  );
}
