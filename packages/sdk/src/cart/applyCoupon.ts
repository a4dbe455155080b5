import { ApplyCouponToCartDocument } from './cart.generated';
import type { CartContext } from './cartContext';
import { changeCart } from './changeCart';
import type { Cart } from './mapCart';

/** Applies a coupon code (`CartStore.applyCoupon`); a refused code throws the backend's message. */
export function applyCoupon(context: CartContext, code: string): Promise<Cart> {
  return changeCart(
    context,
    'apply-coupon',
    async (cartId) =>
      (await context.transport.request(ApplyCouponToCartDocument, { cartId, code }))
        .applyCouponToCart?.cart,
  );
}
