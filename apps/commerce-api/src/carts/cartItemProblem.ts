import type { ProductRow } from '../catalog/catalogLoaders.js';
import type { ErrorCode } from '../errors/errorCodes.js';
import { Refusal, type RefusalParams } from '../errors/refusal.js';
import type { CartUserInputErrorType } from '../graphql/generated/schemaTypes.js';

/** Magento's words for the problems of adding to and changing a cart. */
export const CART_MESSAGES = {
  notSalable: 'Product that you are trying to add is not available.',
  quoteOnly:
    'This product is sold on request: ask for a quote (WmRequestQuote) instead of adding it to the cart.',
  insufficientStock: 'The requested qty is not available',
  outOfStock: 'This product is out of stock.',
  quantityNotPositive: 'The product quantity should be greater than 0',
  decimalQuantity: 'You cannot use decimal quantity for this product.',
  chooseOptions: 'You need to choose options for your item.',
  specifyBundleOptions: 'Please specify product option(s).',
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
} as const;

/**
 * A refusal of one item: `type` is the code `addProductsToCart` reports it under (Magento's
 * `CartUserInputErrorType`), `code` the finer one thrown errors carry in `extensions.error_code`.
 */
export class CartItemProblem extends Refusal {
  constructor(
    readonly type: CartUserInputErrorType,
    code: ErrorCode,
    message: string,
    params: RefusalParams = {},
  ) {
    super(code, message, params);
    this.name = 'CartItemProblem';
  }
}

/**
 * A quote product (`wm_order_product`) has no price the shop will honour, so no cart takes it,
 * whichever client asks: the buyer asks for a quote instead (`QUOTE_ONLY`).
 */
export function refuseQuoteProduct(product: Pick<ProductRow, 'sku' | 'wm_order_product'>): void {
  if (product.wm_order_product) {
    throw new CartItemProblem('NOT_SALABLE', 'QUOTE_ONLY', CART_MESSAGES.quoteOnly, {
      sku: product.sku,
    });
  }
}
