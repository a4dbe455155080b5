import { RemoveItemFromCartDocument } from './cart.generated';
import type { CartContext } from './cartContext';
import { changeCart } from './changeCart';
import type { Cart } from './mapCart';

/** Removes a line (`CartStore.remove`). */
export function removeCartLine(context: CartContext, uid: string): Promise<Cart> {
  return changeCart(
    context,
    'remove',
    async (cartId) =>
      (await context.transport.request(RemoveItemFromCartDocument, { cartId, uid }))
        .removeItemFromCart?.cart,
  );
}
