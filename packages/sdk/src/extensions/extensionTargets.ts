import { CartDocument } from '../cart/cart.generated';
import { ProductByUrlKeyDocument } from '../catalog/productByUrlKey.generated';
import type { ExtensionTarget } from './createFragmentExtension';

/**
 * The cart's extension point: the embedder's fragment (on `Cart`) is spread into `CartFields`,
 * the selection of every cart the cart store reads or changes.
 */
export const cartExtensionTarget: ExtensionTarget = {
  name: 'cart',
  sdkFragment: 'CartFields',
  expectedType: 'Cart',
  acceptsType: (typeName) => typeName === 'Cart',
  sampleDocument: CartDocument,
};

/**
 * The product page's extension point: the embedder's fragment (on `ProductInterface`, or a
 * product type such as `ConfigurableProduct`) is spread into `ProductDetailFields`, the
 * selection of the product of `getProductByUrl` and `getProductBySku`.
 */
export const productExtensionTarget: ExtensionTarget = {
  name: 'product',
  sdkFragment: 'ProductDetailFields',
  expectedType: 'ProductInterface or a product type (such as SimpleProduct)',
  acceptsType: (typeName) => typeName === 'ProductInterface' || /.Product$/.test(typeName),
  sampleDocument: ProductByUrlKeyDocument,
};
