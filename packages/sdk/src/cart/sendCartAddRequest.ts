import { SdkError, typedCodeError } from '../errors/SdkError';
import type { CartFieldsFragment } from '../generated/graphql';
import type { Transport } from '../transport/createTransport';
import type { CartAddRequest } from './addToCartRules';
import {
  AddBundleProductsToCartDocument,
  AddConfigurableProductsToCartDocument,
  AddDownloadableProductsToCartDocument,
  AddProductsToCartDocument,
  AddSimpleProductsToCartDocument,
  AddVirtualProductsToCartDocument,
} from './cart.generated';

/**
 * Sends an add (`cartAddRequest`) with the mutation of its product type; resolves with the cart
 * it answers with.
 *
 * @throws {@link SdkError} with a grouped product's first `user_errors` message and its refusal.
 */
export async function sendCartAddRequest(
  transport: Transport,
  request: CartAddRequest,
): Promise<CartFieldsFragment> {
  switch (request.mutation) {
    case 'addSimpleProductsToCart':
      return (await transport.request(AddSimpleProductsToCartDocument, request.variables))
        .addSimpleProductsToCart!.cart;
    case 'addConfigurableProductsToCart':
      return (await transport.request(AddConfigurableProductsToCartDocument, request.variables))
        .addConfigurableProductsToCart!.cart;
    case 'addBundleProductsToCart':
      return (await transport.request(AddBundleProductsToCartDocument, request.variables))
        .addBundleProductsToCart!.cart;
    case 'addDownloadableProductsToCart':
      return (await transport.request(AddDownloadableProductsToCartDocument, request.variables))
        .addDownloadableProductsToCart!.cart;
    case 'addVirtualProductsToCart':
      return (await transport.request(AddVirtualProductsToCartDocument, request.variables))
        .addVirtualProductsToCart!.cart;
    case 'addProductsToCart': {
      const result = (await transport.request(AddProductsToCartDocument, request.variables))
        .addProductsToCart;
      const userError = result?.user_errors.find((entry) => entry?.message);
      if (userError) throw typedCodeError(userError);
      if (!result?.cart) throw new SdkError('graphql', 'Unable to add the product to the cart');
      return result.cart;
    }
  }
}
