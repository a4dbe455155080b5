import type { BundleOptionInput, CartFieldsFragment } from '../generated/graphql';
import { cartAddRequest, type CartAddRequest } from './addToCartRules';

/** A line of a cart as the backend sends it (`CartFields`). */
export type CartLineData = NonNullable<NonNullable<CartFieldsFragment['items']>[number]>;

/**
 * The bundle options a bundle line was added with (`{ id: option id, quantity, value: [selection
 * ids] }`), one per chosen option; empty for other lines. Pure.
 */
export function lineBundleOptions(line: CartLineData): BundleOptionInput[] {
  if (line.__typename !== 'BundleCartItem') return [];
  return line.bundle_options.flatMap((option) => {
    const values = (option?.values ?? []).filter((value) => value !== null);
    if (!option || values.length === 0) return [];
    return [
      {
        id: option.id,
        quantity: values[0]!.quantity,
        value: values.map((value) => String(value.id)),
      },
    ];
  });
}

/**
 * The request that adds a cart line as it is to the cart `cartId` (a merge moving a guest cart's
 * lines one by one, spec §4): a simple, virtual or downloadable line by SKU and quantity (a
 * grouped product's members are simple lines), a configurable line by the parent's SKU and the
 * chosen variant's, a bundle line with the bundle options it holds. `null` for a line of another
 * type, or a configurable line without its variant. Pure.
 *
 * @example
 * ```ts
 * guestLineAddRequest('cust', configurableLine);
 * // { mutation: 'addConfigurableProductsToCart', variables: { cartId: 'cust', cartItems: [
 * //   { parent_sku: 'HANSKE', data: { sku: 'HANSKE-M', quantity: 2 } }] } }
 * ```
 */
export function guestLineAddRequest(cartId: string, line: CartLineData): CartAddRequest | null {
  const sku = line.product.sku;
  if (!sku) return null;
  const quantity = line.quantity;
  switch (line.__typename) {
    case 'SimpleCartItem':
      return cartAddRequest(cartId, { sku, type: 'simple' }, { quantity });
    case 'VirtualCartItem':
      return cartAddRequest(cartId, { sku, type: 'virtual' }, { quantity });
    case 'DownloadableCartItem':
      return cartAddRequest(cartId, { sku, type: 'downloadable' }, { quantity });
    case 'ConfigurableCartItem':
      if (!line.configured_variant.sku) return null;
      return cartAddRequest(
        cartId,
        { sku, type: 'configurable' },
        { quantity, variantSku: line.configured_variant.sku },
      );
    case 'BundleCartItem':
      return cartAddRequest(
        cartId,
        { sku, type: 'bundle' },
        { quantity, bundleOptions: lineBundleOptions(line) },
      );
    default:
      return null;
  }
}

/**
 * A line that could not be moved, as {@link UnmovedCartLine} reports it: the line's SKU (a
 * configurable line's variant), the product's name as the cart showed it (else the SKU), the
 * quantity and `message`. Pure.
 */
export function unmovedLine(
  line: CartLineData,
  message: string,
): { sku: string; name: string; quantity: number; message: string } {
  const variantSku =
    line.__typename === 'ConfigurableCartItem' ? line.configured_variant.sku : null;
  const sku = variantSku || line.product.sku || '';
  return { sku, name: line.product.name || sku, quantity: line.quantity, message };
}
