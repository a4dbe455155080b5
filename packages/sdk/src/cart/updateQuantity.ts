import { typedCodeError } from '../errors/SdkError';
import { shouldSendQuantityUpdate } from './addToCartRules';
import { UpdateCartItemsDocument } from './cart.generated';
import { takeCart, type CartContext } from './cartContext';
import { changeCart } from './changeCart';
import { loadCart } from './loadCart';
import type { Cart } from './mapCart';

/**
 * Changes a line's quantity (`CartStore.updateQuantity`); sent only when above 0 (spec §4), else
 * the cart stays as it is. A refusal still takes the cart it came with, then throws its message
 * (with its typed refusal).
 */
export async function updateQuantity(
  context: CartContext,
  uid: string,
  quantity: number,
): Promise<Cart> {
  if (!shouldSendQuantityUpdate(quantity)) {
    return context.store.getSnapshot().cart ?? loadCart(context);
  }
  return changeCart(context, 'update', async (cartId) => {
    const started = context.owner.current();
    const result = (
      await context.transport.request(UpdateCartItemsDocument, {
        cartId,
        cartItems: [{ cart_item_uid: uid, quantity }],
      })
    ).updateCartItems;
    const error = result?.errors?.find((entry) => entry?.message);
    if (error) {
      if (result?.cart) takeCart(context, result.cart, started);
      throw typedCodeError(error);
    }
    return result?.cart;
  });
}
