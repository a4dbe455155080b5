import { isSdkError, SdkError } from '../errors/SdkError';
import { addedItems } from './addedItems';
import { addToCartCheckRefusal } from './addToCartCheckRefusal';
import { canBuyOnline } from './canBuyOnline';
import {
  canAddToCart,
  cartAddRequest,
  isSupportedCartProductType,
  unsupportedTypeMessage,
  type AddToCartOptions,
  type CartProduct,
} from './addToCartRules';
import { failCartAction, type CartContext } from './cartContext';
import { changeCart } from './changeCart';
import type { Cart } from './mapCart';
import { sendCartAddRequest } from './sendCartAddRequest';

/** What `CartStore.add` resolves with: the cart and the notice to show (spec §4). */
export interface AddToCartResult<TCart extends Cart = Cart> {
  cart: TCart;
  /** `product-added`: show 'Product added to cart' (translated by the storefront). */
  notice: 'product-added';
}

/**
 * Adds a product (spec §4, §5, §7; `CartStore.add`), creating a cart first when there is none,
 * and emits `cart:item-added` for what was added. A product that {@link canAddToCart} refuses is
 * not sent: it fails with `invalid-argument` and its typed `refusal` (`addToCartCheckRefusal`);
 * nor is anything for a customer who may not buy online ({@link canBuyOnline}: refusal
 * `online_purchase_not_allowed`, as the backend would answer).
 */
export async function addToCart(
  context: CartContext,
  product: CartProduct,
  options: AddToCartOptions,
): Promise<AddToCartResult> {
  if (!canBuyOnline(context.customer())) {
    return failCartAction(
      context,
      'add',
      new SdkError('invalid-argument', 'online purchase not allowed', {
        refusal: { kind: 'online_purchase_not_allowed' },
      }),
    );
  }
  const check = canAddToCart(product, options);
  if (!check.ok || !isSupportedCartProductType(product.type)) {
    const message =
      check.ok || check.reason === 'unsupported-type'
        ? unsupportedTypeMessage(product.type)
        : check.reason;
    const refusal = check.ok
      ? ({ kind: 'unsupported_product_type' } as const)
      : addToCartCheckRefusal(check);
    return failCartAction(context, 'add', new SdkError('invalid-argument', message, { refusal }));
  }
  const type = product.type;
  const cart = await changeCart(context, 'add', (id) =>
    sendCartAddRequest(context.transport, cartAddRequest(id, { sku: product.sku, type }, options)),
  ).catch((error: unknown) => {
    // The session ended under the add: kept for the next login to do again.
    if (isSdkError(error, 'authorization')) {
      context.events.emit('cart:add-interrupted', { product: cartProductOf(product), options });
    }
    throw error;
  });
  for (const item of addedItems(cart, product, options)) {
    context.events.emit('cart:item-added', { ...item, currency: 'NOK' });
  }
  return { cart, notice: 'product-added' };
}

/** The product as far as adding needs it (a whole `Product` carries much more). */
function cartProductOf(product: CartProduct): CartProduct {
  return {
    sku: product.sku,
    type: product.type,
    stockStatus: product.stockStatus,
    ...(product.onlyXLeftInStock != null && { onlyXLeftInStock: product.onlyXLeftInStock }),
    ...(product.variants && {
      variants: product.variants.map(({ sku, stockStatus, onlyXLeftInStock }) => ({
        sku,
        stockStatus,
        ...(onlyXLeftInStock != null && { onlyXLeftInStock }),
      })),
    }),
  };
}
