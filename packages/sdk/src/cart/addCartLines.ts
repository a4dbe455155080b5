import { SdkError } from '../errors/SdkError';
import { canBuyOnline } from './canBuyOnline';
import { AddCartLinesDocument } from './cart.generated';
import { failCartAction, type CartContext } from './cartContext';
import { changeCart } from './changeCart';
import type { Cart } from './mapCart';

/** The most lines one `addProductsToCart` takes (as many as a request's list may hold). */
export const CART_LINES_PER_REQUEST = 200;

/** One line to add by SKU (a configurable product's variant by its own SKU, with its parent's). */
export interface CartLineInput {
  sku: string;
  quantity: number;
  /** The configurable product a variant belongs to (`parent_sku`); optional. */
  parentSku?: string | null;
}

/** A line the backend refused, by its place in the list given to `addLines`. */
export interface CartLineError {
  /** The line's place (from 0) in the list given to `addLines`. */
  index: number;
  /** Magento's `CartUserInputErrorType` (`PRODUCT_NOT_FOUND`, `INSUFFICIENT_STOCK` …). */
  code: string;
  /** The backend's message, in English. */
  message: string;
  /** For a quantity stock does not cover: the most the line may hold now; otherwise `null`. */
  availableQuantity: number | null;
}

/** What `CartStore.addLines` resolves with. */
export interface AddCartLinesResult<TCart extends Cart = Cart> {
  cart: TCart;
  /** The lines refused, in order; the others are in the cart. */
  errors: CartLineError[];
}

/**
 * Adds many lines by SKU with `addProductsToCart` (quick order), creating the cart first when
 * there is none: one request for up to {@link CART_LINES_PER_REQUEST} lines, the next ones after
 * it. Refused lines do not stop the others: each comes back in `errors` by its place in `lines`
 * (the backend's `wm_cart_item_position`). Emits `cart:item-added` for each line added.
 *
 * @throws {@link SdkError} `invalid-argument` (refusal `online_purchase_not_allowed`) for a
 * customer who may not buy online, or what the request failed with.
 */
export async function addCartLines(
  context: CartContext,
  lines: readonly CartLineInput[],
): Promise<AddCartLinesResult> {
  if (!canBuyOnline(context.customer())) {
    return failCartAction(
      context,
      'add',
      new SdkError('invalid-argument', 'online purchase not allowed', {
        refusal: { kind: 'online_purchase_not_allowed' },
      }),
    );
  }
  if (lines.length === 0) {
    return failCartAction(context, 'add', new SdkError('invalid-argument', 'No lines to add'));
  }
  const errors: CartLineError[] = [];
  let cart: Cart | null = null;
  for (let start = 0; start < lines.length; start += CART_LINES_PER_REQUEST) {
    const part = lines.slice(start, start + CART_LINES_PER_REQUEST);
    cart = await changeCart(context, 'add', async (cartId) => {
      const result = (
        await context.transport.request(AddCartLinesDocument, {
          cartId,
          cartItems: part.map((line) => ({
            sku: line.sku,
            quantity: line.quantity,
            ...(line.parentSku ? { parent_sku: line.parentSku } : {}),
          })),
        })
      ).addProductsToCart;
      for (const error of result?.user_errors ?? []) {
        if (!error) continue;
        const position = 'wm_cart_item_position' in error ? error.wm_cart_item_position : null;
        errors.push({
          index: start + (position ?? 0),
          code: error.code,
          message: error.message,
          availableQuantity:
            'wm_available_quantity' in error ? (error.wm_available_quantity ?? null) : null,
        });
      }
      return result?.cart;
    });
  }
  const refused = new Set(errors.map((error) => error.index));
  lines.forEach((line, index) => {
    if (refused.has(index) || !cart) return;
    const entry = cart.items.find(
      (item) => (item.configuredVariant?.sku ?? item.product.sku) === line.sku,
    );
    if (!entry) return;
    context.events.emit('cart:item-added', {
      sku: line.sku,
      name: entry.configuredVariant?.name ?? entry.product.name ?? line.sku,
      price: entry.prices.priceIncludingTax ?? entry.prices.price ?? 0,
      quantity: line.quantity,
      currency: 'NOK',
    });
  });
  return { cart: cart!, errors };
}
