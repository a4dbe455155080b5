import type { ProductType, StockStatus } from '../catalog/mapProductSummary';
import type { EnteredOption } from './enteredOptionsCheck';
import type {
  BundleOptionInput,
  BundleProductCartItemInput,
  CartItemInput,
  ConfigurableProductCartItemInput,
  DownloadableProductCartItemInput,
  SimpleProductCartItemInput,
  VirtualProductCartItemInput,
} from '../generated/graphql';

/** The product types that can be added to a cart (spec §5), in the SDK's spelling. */
export const supportedCartProductTypes: readonly ProductType[] = Object.freeze([
  'simple',
  'configurable',
  'bundle',
  'downloadable',
  'virtual',
  'grouped',
]);

/** A variant of a configurable product, as far as adding it to a cart needs it. */
export interface CartProductVariant {
  sku: string;
  stockStatus: StockStatus;
  onlyXLeftInStock?: number | null;
  /** The supplier backorders it: out of stock, it can still be bought (`stockOffer`). */
  backorders?: boolean;
}

/**
 * A product as far as adding it to a cart needs it; a {@link ProductSummary} or `Product` fits.
 * `type` may be any string, so a type the shop does not sell (a gift card on a wish list) can be
 * refused with its name.
 */
export interface CartProduct {
  sku: string;
  type: string;
  stockStatus: StockStatus;
  onlyXLeftInStock?: number | null;
  /** The supplier backorders it: out of stock, it can still be bought (`stockOffer`). */
  backorders?: boolean;
  /** A configurable product's variants; the chosen one's stock is checked when it is listed. */
  variants?: readonly CartProductVariant[];
  /** A quote product (`wm_order_product`): asked about for a quote, never added to a cart. */
  orderOnRequest?: boolean;
}

/** One member of a grouped product and how many of it to add. */
export interface GroupedItemChoice {
  sku: string;
  quantity: number;
}

/** What the shopper chose on top of the product. */
export interface AddToCartOptions {
  /** How many; must be above 0. For a grouped product the members' quantities count instead. */
  quantity: number;
  /** A configurable product's chosen variant. */
  variantSku?: string | null;
  /** A bundle's chosen options (`{ id: option_id, quantity, value: [selection ids] }`). */
  bundleOptions?: readonly BundleOptionInput[];
  /** A grouped product's members; those with a quantity of 0 or less are left out. */
  groupedItems?: readonly GroupedItemChoice[];
  /** Custom options typed in, checked with `checkEnteredOptions` (sent as `customizable_options`). */
  enteredOptions?: readonly EnteredOption[];
}

/**
 * Why a product cannot be added:
 * - `unsupported-type`: not one of {@link supportedCartProductTypes} ({@link unsupportedTypeMessage});
 * - `quote-only`: a quote product, whose price is given in a quote (`productPresentation`);
 * - `variant-required`: a configurable product without a chosen (known) variant;
 * - `out-of-stock`: `stockStatus` is out of stock (for a configurable product, the variant's);
 * - `quantity-above-stock`: more than `onlyXLeftInStock` (see `available`);
 * - `invalid-quantity`: not a number above 0 (for a grouped product: no member above 0).
 */
export type AddToCartRefusal =
  | 'unsupported-type'
  | 'quote-only'
  | 'variant-required'
  | 'out-of-stock'
  | 'quantity-above-stock'
  | 'invalid-quantity';

/** The answer of {@link canAddToCart}. */
export type AddToCartCheck =
  | { ok: true }
  | { ok: false; reason: Exclude<AddToCartRefusal, 'quantity-above-stock'> }
  | { ok: false; reason: 'quantity-above-stock'; available: number };

/** Whether `type` is one of {@link supportedCartProductTypes}. Pure. */
export function isSupportedCartProductType(type: string): type is ProductType {
  return (supportedCartProductTypes as readonly string[]).includes(type);
}

/**
 * The message for a product type that cannot be added (spec §8), with the type as given.
 * Pure.
 *
 * @example
 * ```ts
 * unsupportedTypeMessage('GiftCard'); // 'Product Type GiftCard not supported in add to cart yet'
 * ```
 */
export function unsupportedTypeMessage(type: string): string {
  return `Product Type ${type} not supported in add to cart yet`;
}

const isPositive = (quantity: number): boolean => Number.isFinite(quantity) && quantity > 0;

/**
 * Whether a product can be added with the shopper's choice (spec §5): the type must be supported,
 * and the product no quote product (`orderOnRequest`: its price is given in a quote, not here);
 * a configurable product needs a chosen variant (whose stock is checked when the variant is listed
 * in `variants`); any other product needs a stock status other than out of stock and, when
 * `onlyXLeftInStock` is set, a quantity not above it. The quantity must be above 0 (for a grouped
 * product, at least one member's). Pure.
 *
 * @example
 * ```ts
 * canAddToCart({ sku: 'A', type: 'simple', stockStatus: 'in-stock', onlyXLeftInStock: 2 }, { quantity: 3 });
 * // { ok: false, reason: 'quantity-above-stock', available: 2 }
 * ```
 */
export function canAddToCart(product: CartProduct, options: AddToCartOptions): AddToCartCheck {
  if (!isSupportedCartProductType(product.type)) return { ok: false, reason: 'unsupported-type' };
  if (product.orderOnRequest) return { ok: false, reason: 'quote-only' };
  let stock: Omit<CartProductVariant, 'sku'> = product;
  if (product.type === 'configurable') {
    if (!options.variantSku) return { ok: false, reason: 'variant-required' };
    if (product.variants) {
      const variant = product.variants.find((candidate) => candidate.sku === options.variantSku);
      if (!variant) return { ok: false, reason: 'variant-required' };
      stock = variant;
    }
  }
  const quantity =
    product.type === 'grouped'
      ? (options.groupedItems ?? [])
          .filter((item) => isPositive(item.quantity))
          .reduce((sum, item) => sum + item.quantity, 0)
      : options.quantity;
  if (!isPositive(quantity)) return { ok: false, reason: 'invalid-quantity' };
  if (stock.stockStatus === 'out-of-stock') {
    // A backordered part is bought as the supplier delivers it (issue 23).
    return stock.backorders ? { ok: true } : { ok: false, reason: 'out-of-stock' };
  }
  const left = stock.onlyXLeftInStock;
  if (left !== null && left !== undefined && quantity > left) {
    return { ok: false, reason: 'quantity-above-stock', available: left };
  }
  return { ok: true };
}

/**
 * Which mutation adds a product and with what (spec §7): `addSimpleProductsToCart`,
 * `addConfigurableProductsToCart` (the variant's SKU with the parent's as `parent_sku`),
 * `addBundleProductsToCart` (with `bundle_options`), `addDownloadableProductsToCart`,
 * `addVirtualProductsToCart`, and for a grouped product `addProductsToCart` with each member
 * (quantity above 0) and the grouped SKU as `parent_sku`.
 */
export type CartAddRequest =
  | {
      mutation: 'addSimpleProductsToCart';
      variables: { cartId: string; cartItems: SimpleProductCartItemInput[] };
    }
  | {
      mutation: 'addConfigurableProductsToCart';
      variables: { cartId: string; cartItems: ConfigurableProductCartItemInput[] };
    }
  | {
      mutation: 'addBundleProductsToCart';
      variables: { cartId: string; cartItems: BundleProductCartItemInput[] };
    }
  | {
      mutation: 'addDownloadableProductsToCart';
      variables: { cartId: string; cartItems: DownloadableProductCartItemInput[] };
    }
  | {
      mutation: 'addVirtualProductsToCart';
      variables: { cartId: string; cartItems: VirtualProductCartItemInput[] };
    }
  | { mutation: 'addProductsToCart'; variables: { cartId: string; cartItems: CartItemInput[] } };

/**
 * The {@link CartAddRequest} for a product of a supported type and the shopper's choice; check
 * {@link canAddToCart} first. A configurable product without `variantSku` is sent by its own SKU
 * (the backend then answers with its "choose options" error). Pure.
 *
 * @example
 * ```ts
 * cartAddRequest('cart1', { sku: 'TSHIRT', type: 'configurable' }, { quantity: 1, variantSku: 'TSHIRT-M' });
 * // { mutation: 'addConfigurableProductsToCart',
 * //   variables: { cartId: 'cart1', cartItems: [{ parent_sku: 'TSHIRT', data: { sku: 'TSHIRT-M', quantity: 1 } }] } }
 * ```
 */
export function cartAddRequest(
  cartId: string,
  product: Pick<CartProduct, 'sku'> & { type: ProductType },
  options: AddToCartOptions,
): CartAddRequest {
  const data: CartItemInput = { sku: product.sku, quantity: options.quantity };
  // Magento's typed inputs take entered text as `customizable_options` beside `data`.
  const custom =
    options.enteredOptions && options.enteredOptions.length > 0
      ? {
          customizable_options: options.enteredOptions.map((entry) => ({
            uid: entry.uid,
            value_string: entry.value,
          })),
        }
      : {};
  switch (product.type) {
    case 'simple':
      return {
        mutation: 'addSimpleProductsToCart',
        variables: { cartId, cartItems: [{ data, ...custom }] },
      };
    case 'virtual':
      return {
        mutation: 'addVirtualProductsToCart',
        variables: { cartId, cartItems: [{ data, ...custom }] },
      };
    case 'downloadable':
      return {
        mutation: 'addDownloadableProductsToCart',
        variables: { cartId, cartItems: [{ data, ...custom }] },
      };
    case 'configurable':
      return {
        mutation: 'addConfigurableProductsToCart',
        variables: {
          cartId,
          cartItems: [
            {
              parent_sku: product.sku,
              data: { ...data, sku: options.variantSku || product.sku },
              ...custom,
            },
          ],
        },
      };
    case 'bundle':
      return {
        mutation: 'addBundleProductsToCart',
        variables: {
          cartId,
          cartItems: [
            {
              data,
              bundle_options: (options.bundleOptions ?? []).map((o) => ({ ...o })),
              ...custom,
            },
          ],
        },
      };
    case 'grouped':
      return {
        mutation: 'addProductsToCart',
        variables: {
          cartId,
          cartItems: (options.groupedItems ?? [])
            .filter((item) => isPositive(item.quantity))
            .map((item) => ({ sku: item.sku, quantity: item.quantity, parent_sku: product.sku })),
        },
      };
  }
}

/**
 * Whether a quantity change is sent to the backend (spec §4: only when above 0; removing a line
 * is a separate action). Pure.
 */
export function shouldSendQuantityUpdate(quantity: number): boolean {
  return isPositive(quantity);
}

/**
 * The total quantity of a cart's lines, for the header badge; lines without a usable quantity
 * count as 0. Pure.
 */
export function totalCartQuantity(items: readonly { quantity: number }[]): number {
  return items.reduce(
    (sum, item) => sum + (Number.isFinite(item.quantity) && item.quantity > 0 ? item.quantity : 0),
    0,
  );
}

/** What the header badge shows: the total quantity when above 0, else nothing (`null`). Pure. */
export function cartBadgeQuantity(totalQuantity: number | null | undefined): number | null {
  return typeof totalQuantity === 'number' && totalQuantity > 0 ? totalQuantity : null;
}
