import { RemoveCouponFromCartDocument } from './cart.generated';
import type { CartContext } from './cartContext';
import { changeCart } from './changeCart';
import type { Cart } from './mapCart';

/** Removes the coupon (`CartStore.removeCoupon`). */
export function removeCoupon(context: CartContext): Promise<Cart> {
  return changeCart(
    context,
    'remove-coupon',
    async (cartId) =>
      (await context.transport.request(RemoveCouponFromCartDocument, { cartId }))
        .removeCouponFromCart?.cart,
  );
}
